import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { getCabinetJob } from "@/lib/cabinet/jobs";
import type { CabinetJobAnswer } from "@/lib/cabinet/jobs-contract";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** One of the user's jobs with its checklist; a job assigned to anyone else is a 404. */
export const GET = route({ access: requireCabinetApi, params: uuidIdParams, notFound: JOB_NOT_FOUND_MESSAGE }, async ({ user, params, database }) => {
  const job = await getCabinetJob(await database(), user.id, params.id);
  return job ? ok<CabinetJobAnswer>({ job }) : failure("not-found", JOB_NOT_FOUND_MESSAGE);
});
