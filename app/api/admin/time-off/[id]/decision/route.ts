import { decideTimeOff, type TimeOffDecisionAnswer } from "@/lib/cabinet/time-off/decide";
import { TIME_OFF_MESSAGES, timeOffDecisionSchema } from "@/lib/cabinet/time-off/time-off-rules";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/**
 * Staff approve or decline a cleaner's waiting request, once: { decision, note? } (docs/product.md,
 * "Time off"). An approval answers the cleaner's visits on those days, to move; a second decision is a 409.
 */
export const POST = route({ access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: TIME_OFF_MESSAGES.notFound, body: timeOffDecisionSchema }, async ({ user, params, body, database }) =>
  answerResult<TimeOffDecisionAnswer>(await decideTimeOff(await database(), user, params.id, body, new Date())),
);
