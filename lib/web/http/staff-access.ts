/**
 * The guard of the /api/admin/users route handlers, for route()'s `access`. No rules live here;
 * the policy is asked inside each action.
 */
import "server-only";
import { BLOCKED_STAFF_MESSAGE } from "@/lib/web/http/admin-access";
import { ADMIN_PANEL_ROLES } from "@/lib/auth/roles";
import { withRole } from "@/lib/web/http/access";
import { type Failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import type { StaffActionResult } from "@/lib/admin/users/act-on-user";

/**
 * 401 for visitors and ended sessions, 403 for anyone but Moderators, Admins and SuperAdmins;
 * a blocked one is refused every action by route() in the staff wording.
 */
export const requireStaffApi = withRole(ADMIN_PANEL_ROLES, { blockedMessage: BLOCKED_STAFF_MESSAGE });

/** A staff action's answer: the user as it is now, or the refusal. */
export function staffActionAnswer(result: StaffActionResult): Response | Failure {
  return result.ok ? ok({ user: result.user }) : result;
}
