import { payrollSettingsSchema, updatePayrollSettings } from "@/lib/payroll/settings";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** The pay period schedule and whether travel is paid (audited). */
export const PUT = route({ access: requireAdminApi("payroll.manage"), body: payrollSettingsSchema }, async ({ user, body, database }) => {
  const result = await updatePayrollSettings(await database(), user.id, body);
  return result.ok ? ok({ settings: result.settings }) : result;
});
