/** The two files of the monthly accounting export, for the route handlers (docs/payments.md, "The monthly accounting export"). */
import type { Database } from "@/lib/platform/db";
import { monthBooks } from "./books";
import { movementsCsv, movementsCsvFileName } from "./money-csv";
import { salesCsv, salesCsvFileName } from "./sales-csv";

import type { AccountingFile } from "./export-paths";

const FILES: Readonly<Record<AccountingFile, { body: typeof salesCsv; fileName: (month: string) => string }>> = {
  sales: { body: salesCsv, fileName: salesCsvFileName },
  payments: { body: movementsCsv, fileName: movementsCsvFileName },
};

/**
 * One month's file as a download. A month of a small cleaning company's sales fits in memory,
 * and both files come from one read of the month (./books.ts), unlike the streamed payments list.
 */
export async function accountingCsvResponse(db: Database, file: AccountingFile, month: string): Promise<Response> {
  const { body, fileName } = FILES[file];
  return new Response(body(await monthBooks(db, month)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName(month)}"`,
      "cache-control": "no-store",
    },
  });
}
