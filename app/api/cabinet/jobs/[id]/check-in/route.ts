import { actionResponse, requireCabinetApi, type IdContext } from "@/lib/admin/http";
import { cabinetCheckIn } from "@/lib/cabinet/job-actions";
import { getDb } from "@/lib/db";

/** The cleaner arrived: assigned → in progress. */
export async function POST(_request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireCabinetApi();
  if (!guarded.ok) return guarded.response;
  return actionResponse(await cabinetCheckIn(await getDb(), guarded.user, (await context.params).id));
}
