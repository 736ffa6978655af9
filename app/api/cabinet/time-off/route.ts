import { requestTimeOff, type TimeOffAnswer } from "@/lib/cabinet/time-off/time-off";
import { timeOffRequestSchema } from "@/lib/cabinet/time-off/time-off-rules";
import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { answerResult } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** The signed-in cleaner asks for days off: { firstDay, lastDay, note? } (docs/product.md, "Time off"). Always for themselves. */
export const POST = route({ access: requireCabinetApi, body: timeOffRequestSchema }, async ({ user, body, database }) =>
  answerResult<TimeOffAnswer>(await requestTimeOff(await database(), user.id, body, new Date()), 201),
);
