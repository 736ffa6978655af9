import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { checklistTickSchema, setChecklistTick } from "@/lib/cabinet/checklist-ticks";
import { JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { ChecklistAnswer } from "@/lib/cabinet/jobs-contract";

/**
 * PUT: ticks or unticks one checklist item of one of the user's jobs, `{ item, done }`,
 * answered with every item ticked so far; a tick queued offline carries { madeAt, idempotencyKey }. Someone else's job is a 404, like a missing one.
 */
export const PUT = route({ access: requireCabinetApi, params: uuidIdParams, notFound: JOB_NOT_FOUND_MESSAGE, body: checklistTickSchema }, async ({ user, params, body, database }) =>
  answerResult<ChecklistAnswer>(await setChecklistTick(await database(), user, params.id, body)),
);
