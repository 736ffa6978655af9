/**
 * What each staff role may do in the admin panel, beyond the actions on accounts (those live in
 * lib/staff/policy.ts): the table of docs/product.md#staff-abilities as data. Pages, the side
 * navigation, route handlers and the actions themselves all ask `can`, so a control a role may
 * not use is neither shown nor accepted. Pure and safe for client bundles.
 */
import type { Role } from "@/lib/platform/db/schema/users";

export const ADMIN_ABILITIES = [
  /** See users, orders, leads and the schedule (and the dashboard built from them). */
  "operations.view",
  /** Confirm orders, assign cleaners, change status, cancel, add notes, resolve flagged polls. */
  "orders.manage",
  /** Work the contact-form leads: status and notes (day-to-day follow-up, as orders). */
  "leads.manage",
  /** Special offers: create, edit, activate or end, assign, see who used them. */
  "offers.manage",
  /** Gift cards: view, balance and history, void. */
  "giftCards.manage",
  /** Payments needing attention: retry, mark paid by cash or check, write off; billing settings (docs/payments.md). */
  "payments.manage",
  /** The price table and capacity. */
  "settings.pricing",
  /** Maintenance mode on or off. */
  "settings.maintenance",
  /** Read the audit log ("that Admins can read"). */
  "audit.read",
] as const;
export type AdminAbility = (typeof ADMIN_ABILITIES)[number];

const PANEL: readonly Role[] = ["Moderator", "Admin", "SuperAdmin"];
const BUSINESS: readonly Role[] = ["Admin", "SuperAdmin"];

/** Who holds each ability; Customers and Cleaners hold none. */
const HOLDERS: Readonly<Record<AdminAbility, readonly Role[]>> = {
  "operations.view": PANEL,
  "orders.manage": PANEL,
  "leads.manage": PANEL,
  "offers.manage": BUSINESS,
  "giftCards.manage": BUSINESS,
  "payments.manage": BUSINESS,
  "settings.pricing": BUSINESS,
  "settings.maintenance": BUSINESS,
  "audit.read": BUSINESS,
};

export function can(role: Role | null | undefined, ability: AdminAbility): boolean {
  return role !== null && role !== undefined && HOLDERS[ability].includes(role);
}

export const PERMISSION_MESSAGES = {
  forbidden: "You do not have permission to do that.",
  ownOrder: "You cannot act on an order you booked yourself; ask another staff member.",
  ownAccount: "You cannot do this to your own account.",
  superAdmin: "Nobody can act on a SuperAdmin account.",
} as const;

/**
 * Order actions: the role must manage orders, and nobody handles their own booking (docs/product.md#staff-abilities:
 * nobody acts on their own account; a staff member waiving their own late fee would be exactly
 * that). Refusals carry the sentence to show.
 */
export function canActOnOrder(actor: { id: string; role: Role }, order: { customerId: string }): { allowed: true } | { allowed: false; reason: string } {
  if (!can(actor.role, "orders.manage")) return { allowed: false, reason: PERMISSION_MESSAGES.forbidden };
  if (order.customerId === actor.id) return { allowed: false, reason: PERMISSION_MESSAGES.ownOrder };
  return { allowed: true };
}

/** Giving an offer to an account follows the account rule: never oneself, never a SuperAdmin. */
export function canGiveOfferTo(actor: { id: string; role: Role }, target: { id: string; role: Role }): { allowed: true } | { allowed: false; reason: string } {
  if (!can(actor.role, "offers.manage")) return { allowed: false, reason: PERMISSION_MESSAGES.forbidden };
  if (target.id === actor.id) return { allowed: false, reason: PERMISSION_MESSAGES.ownAccount };
  if (target.role === "SuperAdmin") return { allowed: false, reason: PERMISSION_MESSAGES.superAdmin };
  return { allowed: true };
}

export interface AdminSection {
  href: string;
  label: string;
  ability: AdminAbility;
}

/** The side navigation, in order; a section shows only to roles holding its ability. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: "/admin", label: "Dashboard", ability: "operations.view" },
  { href: "/admin/orders", label: "Orders", ability: "operations.view" },
  { href: "/admin/schedule", label: "Schedule", ability: "operations.view" },
  { href: "/admin/users", label: "Users", ability: "operations.view" },
  { href: "/admin/leads", label: "Leads", ability: "operations.view" },
  { href: "/admin/offers", label: "Special offers", ability: "offers.manage" },
  { href: "/admin/gift-cards", label: "Gift cards", ability: "giftCards.manage" },
  { href: "/admin/payments", label: "Payments", ability: "payments.manage" },
  { href: "/admin/settings", label: "Pricing & settings", ability: "settings.pricing" },
  { href: "/admin/audit", label: "Audit log", ability: "audit.read" },
];

export function sectionsFor(role: Role | null | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => can(role, section.ability));
}
