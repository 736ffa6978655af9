import { failure } from "@/lib/kernel/failure";
import { PAYROLL_MESSAGES } from "@/lib/payroll/approve";
import { periodParams } from "@/lib/payroll/period-params";
import { payrollCsv, payrollCsvFileName } from "@/lib/payroll/payroll-csv";
import { periodReport } from "@/lib/payroll/report";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { route } from "@/lib/web/http/route";

/** A pay period as CSV for the payroll provider, one line per cleaner (docs/payments.md, "Payroll export"). */
export const GET = route({ access: requireAdminApi("payroll.manage"), params: periodParams, notFound: PAYROLL_MESSAGES.noPeriod }, async ({ params, database }) => {
  const report = await periodReport(await database(), params.start);
  if (!report) return failure("not-found", PAYROLL_MESSAGES.noPeriod);
  return new Response(payrollCsv(report), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${payrollCsvFileName(report)}"`,
      "cache-control": "no-store",
    },
  });
});
