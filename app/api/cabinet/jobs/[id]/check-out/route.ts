import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { cabinetCheckOut, checkOutBodySchema } from "@/lib/cabinet/check-out";
import { JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { CheckOutAnswer } from "@/lib/cabinet/jobs-contract";

/** The visit is done: in progress → completed, with an optional note and, when early or unfinished, the reason { note?, reason? }, and { madeAt?, idempotencyKey? } when queued offline. */
export const POST = route(
  { access: requireCabinetApi, params: uuidIdParams, notFound: JOB_NOT_FOUND_MESSAGE, body: checkOutBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => answerResult<CheckOutAnswer>(await cabinetCheckOut(await database(), user, params.id, body)),
);
