import { approvePeriod, PAYROLL_MESSAGES } from "@/lib/payroll/approve";
import { periodParams } from "@/lib/payroll/period-params";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Approves and locks a pay period that has ended; approving it again answers the same (audited once). */
export const POST = route({ access: requireAdminApi("payroll.manage"), params: periodParams, notFound: PAYROLL_MESSAGES.noPeriod, bodyOptional: true }, async ({ user, params, database }) => {
  const result = await approvePeriod(await database(), user.id, params.start, new Date());
  return result.ok ? ok({ alreadyApproved: result.alreadyApproved }) : result;
});
