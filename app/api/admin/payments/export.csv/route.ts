import { requireAdminApi } from "@/lib/web/http/admin-access";
import { paymentsForExport } from "@/lib/payments/admin-list/list-payments";
import { paymentFilterSchema } from "@/lib/payments/admin-list/payment-query";
import { paymentsCsvFileName, paymentsCsvHeader, paymentsCsvLines } from "@/lib/payments/admin-list/payments-csv";
import { route } from "@/lib/web/http/route";

/**
 * The payments list as CSV for the accountant, with the list's filters (docs/payments.md).
 * Streamed a batch at a time, so a year of payments never sits in memory at once.
 */
export const GET = route({ access: requireAdminApi("payments.manage"), query: paymentFilterSchema }, async ({ query, logger, database }) => {
  const batches = paymentsForExport(await database(), query);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(paymentsCsvHeader()));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(paymentsCsvLines(next.value)));
      } catch (error) {
        logger.error({ err: error }, "payments export failed part-way");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${paymentsCsvFileName(new Date())}"`,
      "cache-control": "no-store",
    },
  });
});
