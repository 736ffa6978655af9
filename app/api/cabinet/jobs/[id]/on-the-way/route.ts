import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { cabinetOnTheWay, JOB_NOT_FOUND_MESSAGE, onTheWayBodySchema } from "@/lib/cabinet/job-actions";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { JobStepAnswer } from "@/lib/cabinet/jobs-contract";

/** The assigned cleaner set off: { etaMinutes } from 10 to 90, and { madeAt, idempotencyKey } when queued offline. The customer's page shows it live and they get an email. */
export const POST = route({ access: requireCabinetApi, params: uuidIdParams, notFound: JOB_NOT_FOUND_MESSAGE, body: onTheWayBodySchema }, async ({ user, params, body, database }) =>
  answerResult<JobStepAnswer>(await cabinetOnTheWay(await database(), user, params.id, body)),
);
