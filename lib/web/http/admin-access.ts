/**
 * The guards of the /api/admin and /api/cabinet route handlers (401 for visitors and ended
 * sessions, 403 for a role without the ability), for route()'s `access`. A blocked staff
 * account may still read; route() refuses its changes with BLOCKED_STAFF_MESSAGE. The rules
 * themselves live in permissions.ts and in the actions, which check again.
 */
import "server-only";
import { ADMIN_PANEL_ROLES, CLEANER_CABINET_ROLES } from "@/lib/auth/roles";
import { withRole, type Access } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { can, PERMISSION_MESSAGES, type AdminAbility } from "../../admin/permissions";

export const BLOCKED_STAFF_MESSAGE = "Your account is blocked, so it is read-only for now: staff actions are not available.";

const panel = withRole(ADMIN_PANEL_ROLES, { blockedMessage: BLOCKED_STAFF_MESSAGE });

/** Staff routes: signed in, a panel role and the ability. */
export function requireAdminApi(ability: AdminAbility): () => Promise<Access> {
  return async () => {
    const access = await panel();
    if (access.ok && !can(access.user.role, ability)) return failure("forbidden", PERMISSION_MESSAGES.forbidden);
    return access;
  };
}

/** Cabinet routes: Cleaners and staff, active accounts only, for reading too. */
export const requireCabinetApi = withRole(CLEANER_CABINET_ROLES, { blockedMessage: BLOCKED_STAFF_MESSAGE, refuseBlockedReads: true });
