import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { AccountingExport } from "@/components/admin/payments/AccountingExport";
import { PaymentsTabs } from "@/components/admin/payments/PaymentsTabs";
import { accountingExportPageView } from "@/lib/accounting/month";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Books" };

/** The monthly accounting export for QuickBooks Online (docs/payments.md, "The monthly accounting export"). */
export default async function AdminBooksPage() {
  await requireAdminPage("payments.manage");
  // The server's clock picks the month to offer: last month, in New York.
  const { defaultMonth, latestMonth } = accountingExportPageView(new Date());
  return (
    <>
      <AdminPageHeader
        title="Payments"
        description="The month's books for the accountant to import into QuickBooks Online: sales receipts with every service line, discount and sales tax, and every payment, refund and gift card redemption."
      />
      <PaymentsTabs current="/admin/payments/books" />
      <section aria-labelledby="books-title" className="space-y-3">
        <h2 id="books-title" className="text-lg font-semibold text-ink">
          Monthly accounting export
        </h2>
        <p className="max-w-prose text-sm text-slate-600">
          Tips are held for the cleaners and gift cards are owed as cleaning, so both post to liability accounts, not to income. Refunds are in the payments file only. The column mapping is in the payments guide.
        </p>
        <AccountingExport defaultMonth={defaultMonth} latestMonth={latestMonth} />
      </section>
    </>
  );
}
