import { getDb } from "@/lib/db";
import { actionResponse, parseOptionalJsonBody, requireStaffApi, targetIdOf, type UserRouteContext } from "@/lib/staff/http";
import { reasonBodySchema } from "@/lib/staff/schemas";
import { unblockUser } from "@/lib/staff/user-actions";

/** Lifts a block: `{ reason? }`; 409 when the account is already active. */
export async function POST(request: Request, context: UserRouteContext): Promise<Response> {
  const guarded = await requireStaffApi();
  if (!guarded.ok) return guarded.response;
  const target = await targetIdOf(context);
  if (!target.ok) return target.response;
  const body = await parseOptionalJsonBody(request, reasonBodySchema);
  if (!body.ok) return body.response;
  return actionResponse(await unblockUser(await getDb(), guarded.user, target.data, body.data));
}
