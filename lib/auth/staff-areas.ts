import { can, type Ability } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";

export interface StaffArea {
  href: string;
  label: string;
}

const AREAS: ReadonlyArray<StaffArea & { ability: Ability }> = [
  { href: "/admin", label: "Admin panel", ability: "adminPanel.open" },
  { href: "/cleaner/cabinet", label: "My jobs", ability: "cleanerCabinet.open" },
];

/** The staff areas a role may open, for the staff layout's navigation. */
export function staffAreasFor(role: Role): StaffArea[] {
  return AREAS.filter((area) => can(role, area.ability)).map(({ href, label }) => ({ href, label }));
}

/** The area a path belongs to (its own page or one below it), for the staff header's title on a phone. */
export function currentStaffArea(areas: readonly StaffArea[], pathname: string): StaffArea | undefined {
  return areas.find((area) => pathname === area.href || pathname.startsWith(`${area.href}/`));
}
