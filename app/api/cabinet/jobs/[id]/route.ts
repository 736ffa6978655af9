import { requireCabinetApi, type IdContext } from "@/lib/admin/http";
import { JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { getCabinetJob } from "@/lib/cabinet/jobs";
import { getDb } from "@/lib/db";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** One of the user's jobs with its checklist; a job assigned to anyone else is a 404. */
export async function GET(_request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireCabinetApi();
  if (!guarded.ok) return guarded.response;
  const job = await getCabinetJob(await getDb(), guarded.user.id, (await context.params).id);
  return job ? okResponse({ job }) : errorResponse(404, JOB_NOT_FOUND_MESSAGE);
}
