/**
 * Glue of the /api/admin and /api/cabinet route handlers: the guard (401 for visitors and ended
 * sessions, 403 for a role without the ability or a blocked staff account), the id of the path,
 * and one way to answer an action's result. The rules themselves live in permissions.ts and in
 * the actions, which check again.
 */
import "server-only";
import { z } from "zod";
import { ADMIN_PANEL_ROLES, CLEANER_CABINET_ROLES } from "@/lib/auth/roles";
import { requireApiRole, type Guarded } from "@/lib/http/guards";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { can, PERMISSION_MESSAGES, type AdminAbility } from "./permissions";
import type { ActionResult } from "./result";

export const BLOCKED_STAFF_MESSAGE = "Your account is blocked, so it is read-only for now: staff actions are not available.";

/** Staff routes: signed in, a panel role, the ability, and (for changes) not blocked. */
export async function requireAdminApi(ability: AdminAbility, options: { changes?: boolean } = {}): Promise<Guarded> {
  const guarded = await requireApiRole(ADMIN_PANEL_ROLES);
  if (!guarded.ok) return guarded;
  if (!can(guarded.user.role, ability)) return { ok: false, response: errorResponse(403, PERMISSION_MESSAGES.forbidden) };
  if (options.changes && guarded.user.blocked) return { ok: false, response: errorResponse(403, BLOCKED_STAFF_MESSAGE) };
  return guarded;
}

/** Cabinet routes: Cleaners and staff, active accounts only (check in and out change things). */
export async function requireCabinetApi(): Promise<Guarded> {
  const guarded = await requireApiRole(CLEANER_CABINET_ROLES);
  if (guarded.ok && guarded.user.blocked) return { ok: false, response: errorResponse(403, BLOCKED_STAFF_MESSAGE) };
  return guarded;
}

export type IdContext = { params: Promise<{ id: string }> };

/** A path id that is not a UUID is answered like an unknown one: 404, never a 500. */
export async function uuidParam(context: IdContext, notFoundMessage: string): Promise<{ ok: true; id: string } | { ok: false; response: Response }> {
  const { id } = await context.params;
  return z.guid().safeParse(id).success ? { ok: true, id } : { ok: false, response: errorResponse(404, notFoundMessage) };
}

export function actionResponse<T>(result: ActionResult<T>, successStatus = 200): Response {
  if (result.ok) return okResponse(result.data, { status: successStatus });
  return errorResponse(result.status, result.message, result.fieldErrors);
}

/** A path id that must be a positive whole number (special offers). */
export async function intParam(context: IdContext, notFoundMessage: string): Promise<{ ok: true; id: number } | { ok: false; response: Response }> {
  const { id } = await context.params;
  return /^[1-9]\d{0,8}$/.test(id) ? { ok: true, id: Number(id) } : { ok: false, response: errorResponse(404, notFoundMessage) };
}
