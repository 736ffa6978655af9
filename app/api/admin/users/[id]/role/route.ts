import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";
import { actionResponse, requireStaffApi, targetIdOf, type UserRouteContext } from "@/lib/staff/http";
import { roleBodySchema } from "@/lib/staff/schemas";
import { changeRole } from "@/lib/staff/user-actions";

/** Changes an account's role: `{ role, reason? }`; the account's sessions end. */
export async function PUT(request: Request, context: UserRouteContext): Promise<Response> {
  const guarded = await requireStaffApi();
  if (!guarded.ok) return guarded.response;
  const target = await targetIdOf(context);
  if (!target.ok) return target.response;
  const body = await parseJsonBody(request, roleBodySchema);
  if (!body.ok) return body.response;
  return actionResponse(await changeRole(await getDb(), guarded.user, target.data, body.data.role, { reason: body.data.reason }));
}
