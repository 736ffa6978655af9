/**
 * The admin panel's side of the one table of abilities (lib/kernel/enums/abilities.ts, the
 * table of docs/product.md#staff-abilities as data): the rules that also look at the order or
 * account acted on, and the side navigation. Pages, the navigation, route handlers and the
 * actions themselves all ask `can`, so a control a role may not use is neither shown nor
 * accepted; the account actions' own rules live in lib/admin/users/user-policy.ts. Pure and
 * safe for client bundles.
 */
import { can, type Ability } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";

export { can };

/** What the admin panel's pages and routes ask for: every ability but the other areas' own. */
export type AdminAbility = Exclude<Ability, "cleanerCabinet.open" | "maintenance.bypass">;

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
  { href: "/admin/time-off", label: "Time off", ability: "orders.manage" },
  { href: "/admin/users", label: "Users", ability: "operations.view" },
  { href: "/admin/leads", label: "Leads", ability: "operations.view" },
  { href: "/admin/messages", label: "Messages", ability: "messages.manage" },
  { href: "/admin/offers", label: "Special offers", ability: "offers.manage" },
  { href: "/admin/gift-cards", label: "Gift cards", ability: "giftCards.manage" },
  { href: "/admin/payments", label: "Payments", ability: "payments.manage" },
  { href: "/admin/referrals", label: "Referrals", ability: "payments.manage" },
  { href: "/admin/payroll", label: "Payroll", ability: "payroll.manage" },
  { href: "/admin/settings", label: "Pricing & settings", ability: "settings.pricing" },
  { href: "/admin/audit", label: "Audit log", ability: "audit.read" },
];

export function sectionsFor(role: Role | null | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => can(role, section.ability));
}
