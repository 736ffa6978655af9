import type { MoneyTotals as Totals } from "@/lib/payments/money-summary";
import { formatUsd } from "@/lib/kernel/money";

/**
 * What an order came to, what was paid and refunded, and the balance: the same list on the
 * receipt and on the order page, from the same figures (lib/payments/money-summary.ts).
 */
export function MoneyTotals({ totals, className = "" }: { totals: Totals; className?: string }) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 ${className}`}>
      <dt>Total charged</dt>
      <dd className="text-right tabular-nums">{formatUsd(totals.billedCents)}</dd>
      <dt>Paid</dt>
      <dd className="text-right tabular-nums">{formatUsd(totals.paidCents)}</dd>
      {totals.refundedCents > 0 ? (
        <>
          <dt>Refunded</dt>
          <dd className="text-right tabular-nums">−{formatUsd(totals.refundedCents)}</dd>
        </>
      ) : null}
      <dt className="border-t border-slate-200 pt-1 font-semibold text-ink">Balance due</dt>
      <dd className="border-t border-slate-200 pt-1 text-right font-semibold tabular-nums text-ink" data-testid="receipt-balance">
        {formatUsd(totals.balanceCents)}
      </dd>
    </dl>
  );
}
