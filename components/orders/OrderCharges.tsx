import { QuoteLines } from "@/components/booking/QuoteLines";
import { formatUsd } from "@/lib/kernel/money";
import type { OrderDetailDto } from "@/lib/booking/orders/queries";
import { moneyHasMoved, priceLinesBeside, type MoneyTotals as Totals } from "@/lib/payments/money-summary";
import { MoneyTotals } from "@/components/payments/MoneyTotals";

export interface OrderChargesProps {
  order: Pick<OrderDetailDto, "status" | "lines" | "totalCents" | "amountDueCents" | "giftCardCents" | "lateCancellationFeeCents" | "offerName" | "offerReturned">;
  /** Who reads it: the customer's own order page, or staff on the admin order page. */
  audience?: "customer" | "staff";
  /** Paid, refunded and balance as the receipt has them (lib/payments/money-summary.ts); once money has moved they replace "Amount due". */
  totals?: Totals;
}

const RETURNED = {
  customer: { offer: "back in your account", giftCard: "back on your card" },
  staff: { offer: "returned to the customer", giftCard: "returned to the card" },
} as const;

const rowHeader = "py-1 pr-3 text-left align-top font-normal text-slate-700";
const rowValue = "whitespace-nowrap py-1 text-right align-top tabular-nums text-slate-800";

/**
 * The money side of an order. A booked visit shows its price breakdown; a cancelled one shows
 * what is really due (nothing, or the late-cancellation fee) and what came back to the
 * customer, so the booked price is never mistaken for a bill. Staff see the same figures.
 */
export function OrderCharges({ order, audience = "customer", totals }: OrderChargesProps) {
  const settled = totals && moneyHasMoved(totals) ? totals : null;
  const summary = settled ? <MoneyTotals totals={settled} className="mt-3 border-t border-slate-200 pt-3 text-sm" /> : null;
  if (order.status !== "cancelled") {
    return (
      <>
        <QuoteLines lines={settled ? priceLinesBeside(order.lines, settled) : order.lines} caption="Price breakdown" />
        {summary}
        {order.offerName ? <p className="mt-3 text-sm text-slate-600">Special offer used: {order.offerName}</p> : null}
      </>
    );
  }
  const feeDue = order.amountDueCents > 0;
  const returned = RETURNED[audience];
  return (
    <>
      <p className="text-sm text-slate-700">
        {feeDue ? "This visit was cancelled less than 24 hours before it, so only the late-cancellation fee is due." : "This visit was cancelled: nothing is due."}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Charges after cancellation</caption>
        <tbody>
          <tr>
            <th scope="row" className={rowHeader}>
              Booked price (not charged)
            </th>
            <td className={`${rowValue} text-slate-500 line-through`}>{formatUsd(order.totalCents)}</td>
          </tr>
          {order.lateCancellationFeeCents > 0 ? (
            <tr>
              <th scope="row" className={rowHeader}>
                Late-cancellation fee
              </th>
              <td className={rowValue}>{formatUsd(order.lateCancellationFeeCents)}</td>
            </tr>
          ) : null}
          {settled ? null : (
            <tr className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-3 text-left align-top font-semibold text-ink">
                Amount due
              </th>
              <td className="whitespace-nowrap py-1 text-right align-top font-semibold tabular-nums text-ink">{formatUsd(order.amountDueCents)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {summary}
      {order.offerName && order.offerReturned ? <p className="mt-3 text-sm text-slate-600">Special offer {order.offerName}: {returned.offer}</p> : null}
      {order.offerName && !order.offerReturned ? <p className="mt-3 text-sm text-slate-600">Special offer used: {order.offerName}</p> : null}
      {order.giftCardCents > 0 ? <p className="mt-3 text-sm text-slate-600">Gift card: {formatUsd(order.giftCardCents)} {returned.giftCard}</p> : null}
    </>
  );
}
