import { ADMIN_PANEL_ROLES, CLEANER_CABINET_ROLES, hasRole, type Role } from "./roles";

export interface StaffArea {
  href: string;
  label: string;
}

const AREAS: ReadonlyArray<StaffArea & { roles: readonly Role[] }> = [
  { href: "/admin", label: "Admin panel", roles: ADMIN_PANEL_ROLES },
  { href: "/cleaner/cabinet", label: "My jobs", roles: CLEANER_CABINET_ROLES },
];

/** The staff areas a role may open, for the staff layout's navigation. */
export function staffAreasFor(role: Role): StaffArea[] {
  return AREAS.filter((area) => hasRole(role, area.roles)).map(({ href, label }) => ({ href, label }));
}
