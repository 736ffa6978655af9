import { withdrawTimeOff, type TimeOffAnswer } from "@/lib/cabinet/time-off/time-off";
import { TIME_OFF_MESSAGES } from "@/lib/cabinet/time-off/time-off-rules";
import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** The cleaner takes back their own request: waiting, or approved and not started (docs/product.md, "Time off"). Anyone else's is a 404. */
export const POST = route({ access: requireCabinetApi, params: uuidIdParams, notFound: TIME_OFF_MESSAGES.notFound, bodyOptional: true }, async ({ user, params, database }) =>
  answerResult<TimeOffAnswer>(await withdrawTimeOff(await database(), user.id, params.id, new Date())),
);
