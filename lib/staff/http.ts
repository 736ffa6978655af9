/**
 * Glue shared by the /api/admin/users route handlers: the staff guard, the id from the path,
 * an optional JSON body, and one way to answer an action's result. No rules live here; the
 * policy is asked inside each action.
 */
import "server-only";
import type { z } from "zod";
import { ADMIN_PANEL_ROLES } from "@/lib/auth/roles";
import { requireApiRole, type Guarded } from "@/lib/http/guards";
import { parseJsonBody, parseValue, type Parsed } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { STAFF_ACTION_MESSAGES, type StaffActionResult } from "./act-on-user";
import { userIdSchema } from "./schemas";

export type UserRouteContext = { params: Promise<{ id: string }> };

/** 401 for visitors and ended sessions, 403 for anyone but Moderators, Admins and SuperAdmins. */
export function requireStaffApi(): Promise<Guarded> {
  return requireApiRole(ADMIN_PANEL_ROLES);
}

/** The user id of the path; a malformed one is a 404 like an unknown one. */
export async function targetIdOf(context: UserRouteContext): Promise<Parsed<string>> {
  const { id } = await context.params;
  const parsed = userIdSchema.safeParse(id);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: errorResponse(404, STAFF_ACTION_MESSAGES.notFound) };
}

/** For actions whose fields are all optional: an empty body means "no fields". */
export async function parseOptionalJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  const text = await request.clone().text();
  if (text.trim() === "") return parseValue({}, schema);
  return parseJsonBody(request, schema);
}

export function actionResponse(result: StaffActionResult): Response {
  if (result.ok) return okResponse({ user: result.user });
  return errorResponse(result.status, result.message, result.fieldErrors);
}
