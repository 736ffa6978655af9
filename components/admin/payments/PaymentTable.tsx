import { formatDateTime, formatUsd } from "@/lib/kernel/format/shorthand";
import type { PaymentListItem } from "@/lib/payments/admin-list/list-payments";
import { ORDER_PAYMENT_STATUS_LABELS, PAYMENT_KIND_LABELS } from "@/lib/payments/admin-list/payment-query";
import { brandName } from "@/lib/payments/cards/cards";
import { DataTable } from "../DataTable";
import { Pill } from "../StatusBadge";
import { customerColumn, orderColumn } from "./payment-columns";

const TONES = { succeeded: "green", paid_offline: "green", failed: "red", pending: "amber", processing: "sky", written_off: "slate", cancelled: "slate" } as const;

/** Every charge, fee, tip and refund of the filtered orders, newest first. */
export function PaymentTable({ payments }: { payments: readonly PaymentListItem[] }) {
  return (
    <DataTable
      caption="Payments"
      empty="No payments match these filters."
      rows={payments}
      columns={[
        { header: "Date", className: "whitespace-nowrap", cell: (payment) => formatDateTime(payment.createdAt) },
        orderColumn(),
        customerColumn(),
        { header: "Kind", cell: (payment) => PAYMENT_KIND_LABELS[payment.kind] },
        {
          header: "Amount",
          headerClassName: "text-right",
          className: "whitespace-nowrap text-right",
          cell: (payment) => (
            <>
              {payment.kind === "refund" ? `−${formatUsd(payment.amountCents)}` : formatUsd(payment.amountCents)}
              {payment.refundedCents > 0 ? <span className="block text-xs text-slate-600">{formatUsd(payment.refundedCents)} refunded</span> : null}
            </>
          ),
        },
        { header: "Status", cell: (payment) => <Pill tone={TONES[payment.status]}>{ORDER_PAYMENT_STATUS_LABELS[payment.status]}</Pill> },
        { header: "Card", className: "whitespace-nowrap", cell: (payment) => (payment.cardLast4 ? `${brandName(payment.cardBrand ?? "")} •••• ${payment.cardLast4}` : "—") },
      ]}
    />
  );
}
