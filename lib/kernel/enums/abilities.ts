/**
 * Who may do what: the one table of roles and abilities (docs/product.md#staff-abilities and
 * docs/product.md#pages-and-who-may-open-them) as data. Every role list of the product comes
 * from here: the proxy's route table, the page and API guards, the admin panel's navigation,
 * the account actions' base rule and the domain's own checks all ask `can`, so a control a role
 * may not use is neither shown nor accepted. No dependencies: the proxy and client components
 * (the header menu) read it too.
 */
import { ROLES, type Role } from "./roles";

export const ABILITIES = [
  /** Open /admin: the staff's panel (its sections ask their own ability besides). */
  "adminPanel.open",
  /** Open /cleaner/cabinet, and be assigned jobs. */
  "cleanerCabinet.open",
  /** Keep working while maintenance mode is on. */
  "maintenance.bypass",
  /** Act on accounts at all: block, unblock, force logout, change a role (lib/admin/users/user-policy.ts then rules on each target). */
  "users.manage",
  /** See users, orders, leads and the schedule (and the dashboard built from them). */
  "operations.view",
  /** Confirm orders, assign cleaners, change status (of any job, not only one's own), cancel, add notes, resolve flagged polls. */
  "orders.manage",
  /** Work the contact-form leads: status and notes (day-to-day follow-up, as orders). */
  "leads.manage",
  /** The staff inbox of texts: read and answer them, mark threads done, make a lead of an unknown number (docs/messaging.md, "Staff inbox"). */
  "messages.manage",
  /** Special offers: create, edit, activate or end, assign, see who used them. */
  "offers.manage",
  /** Gift cards: view, balance and history, void. */
  "giftCards.manage",
  /** Payments needing attention: retry, mark paid by cash or check, write off; billing settings (docs/payments.md). */
  "payments.manage",
  /** Account credit: a free-standing adjustment, up or down with a reason, on a customer's balance (docs/product.md, "Referrals and account credit"). */
  "credit.adjust",
  /** Payroll: cleaners' pay rules, pay periods, adjustments, approval and the export (docs/product.md, "Payroll"). */
  "payroll.manage",
  /** The price table and capacity. */
  "settings.pricing",
  /** Maintenance mode on or off. */
  "settings.maintenance",
  /** Read the audit log ("that Admins can read"). */
  "audit.read",
  /** The owner's charts on the dashboard: revenue, repeat customers, cancellations, ratings by cleaner, lead sources, the booking funnel. */
  "insights.view",
] as const;
export type Ability = (typeof ABILITIES)[number];

/** The staff: who runs the admin panel day to day. */
const STAFF: readonly Role[] = ["Moderator", "Admin", "SuperAdmin"];
/** Who runs the business side (docs/product.md#staff-abilities, the "no, yes, yes" rows). */
const BUSINESS: readonly Role[] = ["Admin", "SuperAdmin"];
/** The staff and the cleaners: who works for the company. */
const WORKERS: readonly Role[] = ["Cleaner", ...STAFF];

/** Who holds each ability; Customers hold none. */
const HOLDERS: Readonly<Record<Ability, readonly Role[]>> = {
  "adminPanel.open": STAFF,
  "cleanerCabinet.open": WORKERS,
  "maintenance.bypass": WORKERS,
  "users.manage": STAFF,
  "operations.view": STAFF,
  "orders.manage": STAFF,
  "leads.manage": STAFF,
  "messages.manage": STAFF,
  "offers.manage": BUSINESS,
  "giftCards.manage": BUSINESS,
  "payments.manage": BUSINESS,
  "credit.adjust": BUSINESS,
  "payroll.manage": BUSINESS,
  "settings.pricing": BUSINESS,
  "settings.maintenance": BUSINESS,
  "audit.read": BUSINESS,
  "insights.view": BUSINESS,
};

export function can(role: Role | null | undefined, ability: Ability): boolean {
  return role !== null && role !== undefined && HOLDERS[ability].includes(role);
}

/** The roles holding an ability, in the order of ROLES: for a database filter on the role column. */
export function holdersOf(ability: Ability): Role[] {
  return ROLES.filter((role) => can(role, ability));
}
