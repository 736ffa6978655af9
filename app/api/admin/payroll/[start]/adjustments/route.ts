import { addAdjustment, adjustmentSchema, PAYROLL_MESSAGES } from "@/lib/payroll/approve";
import { periodParams } from "@/lib/payroll/period-params";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Adds money to or takes it from a cleaner's pay in an open period, with a reason (audited). */
export const POST = route({ access: requireAdminApi("payroll.manage"), params: periodParams, notFound: PAYROLL_MESSAGES.noPeriod, body: adjustmentSchema }, async ({ user, params, body, database }) => {
  const result = await addAdjustment(await database(), user.id, params.start, body, new Date());
  return result.ok ? ok({ id: result.id }) : result;
});
