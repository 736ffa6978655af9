import { getDb } from "@/lib/db";
import { actionResponse, parseOptionalJsonBody, requireStaffApi, targetIdOf, type UserRouteContext } from "@/lib/staff/http";
import { reasonBodySchema } from "@/lib/staff/schemas";
import { forceLogout } from "@/lib/staff/user-actions";

/** Ends every session of an account: `{ reason? }` (shown to the user). */
export async function POST(request: Request, context: UserRouteContext): Promise<Response> {
  const guarded = await requireStaffApi();
  if (!guarded.ok) return guarded.response;
  const target = await targetIdOf(context);
  if (!target.ok) return target.response;
  const body = await parseOptionalJsonBody(request, reasonBodySchema);
  if (!body.ok) return body.response;
  return actionResponse(await forceLogout(await getDb(), guarded.user, target.data, body.data));
}
