/** Where the two accounting CSVs download from; pure, so the month picker in the browser builds its links (docs/payments.md, "The monthly accounting export"). */

export type AccountingFile = "sales" | "payments";

const PATHS: Readonly<Record<AccountingFile, string>> = {
  sales: "/api/admin/accounting/sales-receipts.csv",
  payments: "/api/admin/accounting/payments-refunds.csv",
};

export const accountingCsvPath = (file: AccountingFile, month: string): string => `${PATHS[file]}?month=${encodeURIComponent(month)}`;
