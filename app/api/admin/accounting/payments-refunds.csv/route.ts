import { accountingCsvResponse } from "@/lib/accounting/export-file";
import { accountingExportQuerySchema } from "@/lib/accounting/month";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { route } from "@/lib/web/http/route";

/** The month's payments, refunds and gift card redemptions for QuickBooks Online (docs/payments.md, "The monthly accounting export"). */
export const GET = route({ access: requireAdminApi("payments.manage"), query: accountingExportQuerySchema }, async ({ query, database }) => accountingCsvResponse(await database(), "payments", query.month));
