import type { Role } from "@/lib/kernel/enums/roles";

export type { Role } from "@/lib/kernel/enums/roles";

/** Who may open /admin (docs/product.md#pages-and-who-may-open-them). */
export const ADMIN_PANEL_ROLES: readonly Role[] = ["SuperAdmin", "Admin", "Moderator"];
/** Who may open /cleaner/cabinet. */
export const CLEANER_CABINET_ROLES: readonly Role[] = ["Cleaner", "Moderator", "Admin", "SuperAdmin"];
/** Who keeps working while maintenance mode is on. */
export const MAINTENANCE_BYPASS_ROLES: readonly Role[] = ["SuperAdmin", "Admin", "Moderator", "Cleaner"];

export function hasRole(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  return role !== null && role !== undefined && allowed.includes(role);
}

/** Who manages offers, gift cards, pricing, settings and maintenance, and reads the audit log (docs/product.md#staff-abilities). */
export const BUSINESS_ADMIN_ROLES: readonly Role[] = ["SuperAdmin", "Admin"];
