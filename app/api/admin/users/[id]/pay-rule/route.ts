import { PAY_RULE_MESSAGES, payRuleSchema, setPayRule } from "@/lib/payroll/pay-rules";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Sets a cleaner's pay rule: an hourly rate, or a percentage of each visit's service price (audited). */
export const PUT = route({ access: requireAdminApi("payroll.manage"), params: uuidIdParams, notFound: PAY_RULE_MESSAGES.notFound, body: payRuleSchema }, async ({ user, params, body, database }) => {
  const result = await setPayRule(await database(), user.id, params.id, body);
  return result.ok ? ok({ rule: result.rule }) : result;
});
