import { requireCabinetApi } from "@/lib/admin/http";
import { listCabinetJobs } from "@/lib/cabinet/jobs";
import { getDb } from "@/lib/db";
import { okResponse } from "@/lib/http/responses";

/** The signed-in user's own jobs: today, upcoming and past. */
export async function GET(): Promise<Response> {
  const guarded = await requireCabinetApi();
  if (!guarded.ok) return guarded.response;
  return okResponse(await listCabinetJobs(await getDb(), guarded.user.id));
}
