/**
 * The guards of the staff areas, for route handlers (route()'s `access`) and pages alike, each
 * pair built on one check against the table of abilities (lib/kernel/enums/abilities.ts): the
 * admin panel (/admin, /api/admin and the gift cards' admin routes) and the cleaner cabinet
 * (/cleaner/cabinet, /api/cabinet). Routes answer 401 to visitors and ended sessions and 403 to
 * a role without the ability; pages send a visitor to /login and show a signed-in one the 403
 * page. A blocked staff account may still read the panel; route() refuses its changes with
 * BLOCKED_STAFF_MESSAGE. The actions check again (docs/security.md).
 */
import "server-only";
import { forbidden } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/users";
import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import { withPermission, type Access } from "./access";
import type { AdminAbility } from "../../admin/permissions";

export const BLOCKED_STAFF_MESSAGE = "Your account is blocked, so it is read-only for now: staff actions are not available.";

/** The admin panel's one check: a role that opens the panel and holds the ability. */
function mayUseAdmin(role: Role, ability: AdminAbility): boolean {
  return can(role, "adminPanel.open") && can(role, ability);
}

const opensCabinet = (role: Role) => can(role, "cleanerCabinet.open");

/** Admin routes: signed in, and the ability; a blocked account reads only. */
export function requireAdminApi(ability: AdminAbility): () => Promise<Access> {
  return withPermission((role) => mayUseAdmin(role, ability), { blockedMessage: BLOCKED_STAFF_MESSAGE });
}

/**
 * Admin pages (the layout's check does not protect a page on its own): a visitor goes to
 * /login, and a signed-in role without the ability gets 403 "You don't have access"
 * (app/admin/forbidden.tsx, or app/forbidden.tsx outside the panel): staff know the panel's
 * sections exist, so saying "not found" would only send them looking for a broken link.
 */
export async function requireAdminPage(ability: AdminAbility): Promise<SessionUser> {
  const user = await requireUser();
  if (!mayUseAdmin(user.role, ability)) forbidden();
  return user;
}

/** Cabinet routes: Cleaners and staff, active accounts only, for reading too. */
export const requireCabinetApi = withPermission(opensCabinet, { blockedMessage: BLOCKED_STAFF_MESSAGE, refuseBlockedReads: true });

/** Cabinet pages: a visitor goes to /login, any other role gets the 403 page. */
export async function requireCabinetPage(): Promise<SessionUser> {
  const user = await requireUser();
  if (!opensCabinet(user.role)) forbidden();
  return user;
}
