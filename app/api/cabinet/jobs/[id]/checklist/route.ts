import { actionResponse, requireCabinetApi, type IdContext } from "@/lib/admin/http";
import { checklistTickSchema, setChecklistTick } from "@/lib/cabinet/checklist-ticks";
import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";

/**
 * Ticks or unticks one checklist item of one of the user's jobs: `{ item, done }`, answered
 * with every item ticked so far. Someone else's job is a 404, like a missing one.
 */
export async function PUT(request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireCabinetApi();
  if (!guarded.ok) return guarded.response;
  const body = await parseJsonBody(request, checklistTickSchema);
  if (!body.ok) return body.response;
  return actionResponse(await setChecklistTick(await getDb(), guarded.user, (await context.params).id, body.data));
}
