import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";
import { actionResponse, requireStaffApi, targetIdOf, type UserRouteContext } from "@/lib/staff/http";
import { blockBodySchema } from "@/lib/staff/schemas";
import { blockUser } from "@/lib/staff/user-actions";

/** Blocks an account: `{ reason, endSessions? }` (sessions end unless endSessions is false). */
export async function POST(request: Request, context: UserRouteContext): Promise<Response> {
  const guarded = await requireStaffApi();
  if (!guarded.ok) return guarded.response;
  const target = await targetIdOf(context);
  if (!target.ok) return target.response;
  const body = await parseJsonBody(request, blockBodySchema);
  if (!body.ok) return body.response;
  return actionResponse(await blockUser(await getDb(), guarded.user, target.data, body.data));
}
