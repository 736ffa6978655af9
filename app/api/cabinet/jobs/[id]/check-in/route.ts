import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { cabinetCheckIn, JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { JobStepAnswer } from "@/lib/cabinet/jobs-contract";

/** The cleaner arrived: assigned → in progress. */
export const POST = route({ access: requireCabinetApi, params: uuidIdParams, notFound: JOB_NOT_FOUND_MESSAGE }, async ({ user, params, database }) =>
  answerResult<JobStepAnswer>(await cabinetCheckIn(await database(), user, params.id)),
);
