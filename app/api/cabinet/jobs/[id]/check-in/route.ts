import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { cabinetCheckIn, checkInBodySchema, JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { JobStepAnswer } from "@/lib/cabinet/jobs-contract";

/**
 * The cleaner arrived: assigned → in progress, with where the phone was when it said { position? },
 * and { madeAt, idempotencyKey } when the phone kept it to send later.
 */
export const POST = route(
  { access: requireCabinetApi, params: uuidIdParams, notFound: JOB_NOT_FOUND_MESSAGE, body: checkInBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => answerResult<JobStepAnswer>(await cabinetCheckIn(await database(), user, params.id, { stamp: body, position: body?.position })),
);
