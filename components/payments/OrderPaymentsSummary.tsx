import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import type { OrderPaymentLine } from "@/lib/payments/order-payments";
import { formatUsd } from "@/lib/kernel/money";

const KIND_LABELS: Readonly<Record<OrderPaymentLine["kind"], string>> = { charge: "Visit", fee: "Late-cancellation fee", tip: "Tip", refund: "Refund" };

function describe(line: OrderPaymentLine): string {
  switch (line.status) {
    case "succeeded":
      return `Paid${line.card ? ` with ${line.card}` : " by card"}`;
    case "paid_offline":
      return "Paid by cash or check";
    case "failed":
      return "Payment needed";
    case "processing":
      return "Being charged";
    case "pending":
      return "Due";
    case "written_off":
    case "cancelled":
      return "Nothing due";
  }
}

/** The order's payments for its customer: what was paid, and a link to pay what is still due. */
export function OrderPaymentsSummary({ lines }: { lines: OrderPaymentLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul aria-label="Payments" className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <span className="text-slate-700">
            {KIND_LABELS[line.kind]} {formatUsd(line.amountCents)}: <strong className="font-semibold text-ink">{describe(line)}</strong>
          </span>
          {line.status === "failed" || (line.status === "pending" && line.kind !== "refund") ? (
            <Link href={`/pay/${line.id}`} className={linkClass}>
              Pay now
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
