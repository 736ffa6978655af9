import Link from "next/link";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { DataTable } from "@/components/admin/DataTable";
import { linkClass } from "@/components/ui/styles";
import { formatDate, formatUsd } from "@/lib/kernel/format/shorthand";
import { refundableOnReceipt, type Receipt, type ReceiptPayment } from "@/lib/payments/receipt";
import { RefundButton } from "./RefundButton";

const KIND_LABELS: Readonly<Record<ReceiptPayment["kind"], string>> = { charge: "Visit", fee: "Late-cancellation fee", tip: "Tip" };
const KIND_WORDS: Readonly<Record<ReceiptPayment["kind"], string>> = { charge: "the visit charge", fee: "the late-cancellation fee", tip: "the tip" };

/**
 * The admin order page's payments: every charge, fee and tip with what was refunded of it, the
 * gift card the visit used, and (with payments.manage) a Refund button on each, through the
 * usual confirm dialog. The totals and a link to the customer's receipt close it.
 */
export function OrderPaymentsPanel({ receipt, canManage }: { receipt: Receipt; canManage: boolean }) {
  const refundedOf = (payment: ReceiptPayment) => payment.amountCents - refundableOnReceipt(receipt, payment);
  return (
    <ActionPanel className="space-y-4">
      <DataTable
        caption="Payments of this order"
        rows={receipt.payments}
        rowKey={(payment) => payment.id}
        empty="No payment yet: the card on file is charged once the visit is completed."
        columns={[
          { header: "What", cell: (payment) => KIND_LABELS[payment.kind] },
          { header: "Amount", className: "whitespace-nowrap tabular-nums", cell: (payment) => formatUsd(payment.amountCents) },
          {
            header: "Status",
            cell: (payment) => (
              <>
                {payment.status.replace("_", " ")}
                {payment.at ? `, ${formatDate(payment.at)}` : ""}
                {payment.status === "succeeded" && refundedOf(payment) > 0 ? <span className="block text-slate-600">refunded {formatUsd(refundedOf(payment))}</span> : null}
              </>
            ),
          },
          {
            header: <span className="sr-only">Actions</span>,
            cell: (payment) =>
              canManage && refundableOnReceipt(receipt, payment) > 0 ? (
                <RefundButton target={{ kind: "payment", paymentId: payment.id }} what={KIND_WORDS[payment.kind]} refundableCents={refundableOnReceipt(receipt, payment)} destination={`to ${payment.card ?? "the card"}`} name={`refund-${payment.id}`} />
              ) : null,
          },
        ]}
      />
      {receipt.giftCardHeldCents > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p>Paid with a gift card: {formatUsd(receipt.giftCardHeldCents)}</p>
          {canManage ? (
            <RefundButton target={{ kind: "gift-card", orderId: receipt.orderId }} what="the gift-card part" refundableCents={receipt.giftCardHeldCents} destination="to the gift card's balance" name="gift-card-return" />
          ) : null}
        </div>
      ) : null}
      <p className="text-sm text-slate-700">
        Paid {formatUsd(receipt.totals.paidCents)} · refunded {formatUsd(receipt.totals.refundedCents)} · balance due {formatUsd(receipt.totals.balanceCents)} ·{" "}
        <Link href={`/order/${receipt.orderId}/receipt`} className={linkClass}>
          {receipt.document.kind === "invoice" ? "Invoice" : "Receipt"}
        </Link>
      </p>
    </ActionPanel>
  );
}
