import { actionResponse, requireCabinetApi, type IdContext } from "@/lib/admin/http";
import { cabinetCheckOut, checkOutBodySchema } from "@/lib/cabinet/job-actions";
import { getDb } from "@/lib/db";
import { parseOptionalJsonBody } from "@/lib/staff/http";

/** The visit is done: in progress → completed, with an optional note { note? }. */
export async function POST(request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireCabinetApi();
  if (!guarded.ok) return guarded.response;
  const body = await parseOptionalJsonBody(request, checkOutBodySchema);
  if (!body.ok) return body.response;
  return actionResponse(await cabinetCheckOut(await getDb(), guarded.user, (await context.params).id, body.data));
}
