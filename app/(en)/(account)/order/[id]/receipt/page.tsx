import type { Metadata } from "next";
import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import { PrintButton } from "@/components/payments/PrintButton";
import { ReceiptDocument } from "@/components/payments/ReceiptDocument";
import { can } from "@/lib/admin/permissions";
import { notFoundUnless, requireUser } from "@/lib/auth/session";
import { receiptPageView } from "@/lib/payments/account-payment-pages";
import { getCompanyContacts } from "@/lib/site/company";

type Params = Promise<{ id: string }>;

/** The receipt, for its customer and staff only; anyone else gets the 404 page. */
async function visibleReceipt(params: Params) {
  const user = await requireUser();
  const receipt = await receiptPageView({ id: user.id, seesEveryOrder: can(user.role, "operations.view") }, (await params).id);
  notFoundUnless(receipt !== null);
  return { user, receipt };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { receipt } = await visibleReceipt(params);
  return { title: `${receipt.document.kind === "invoice" ? "Invoice" : "Receipt"} ${receipt.number}`, robots: { index: false, follow: false } };
}

// Printing leaves only the receipt: the site's header, footer and widgets stay on screen.
const PRINT_ONLY_RECEIPT = "@media print { body * { visibility: hidden; } #receipt, #receipt * { visibility: visible; } #receipt { position: absolute; inset: 0 auto auto 0; width: 100%; } }";

/** An order's receipt (an invoice for office clients), printable. */
export default async function ReceiptPage({ params }: { params: Params }) {
  const { user, receipt } = await visibleReceipt(params);
  const title = receipt.document.kind === "invoice" ? "invoice" : "receipt";
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:px-6">
      <style>{PRINT_ONLY_RECEIPT}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={receipt.customerId === user.id ? `/order/${receipt.orderId}` : `/admin/orders/${receipt.orderId}`} className={linkClass}>
          ← Back to the order
        </Link>
        <PrintButton label={`Print this ${title}`} />
      </div>
      <ReceiptDocument receipt={receipt} company={getCompanyContacts()} />
    </div>
  );
}
