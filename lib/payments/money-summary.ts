import type { OrderPaymentKind, OrderPaymentStatus } from "@/lib/platform/db/schema";
import type { QuoteLine } from "@/lib/booking/quote-line";

/**
 * The money side of an order in one place: what it came to, what was paid and refunded, and
 * what is still due. The receipt (`loadReceipt`), the order page and the receipt email all
 * read these figures, so they cannot disagree (docs/payments.md, "Receipts and invoices").
 */

export interface MoneyTotals {
  /** What the order came to: the amount due after gift card and offer (or the fee), plus tips. */
  billedCents: number;
  paidCents: number;
  refundedCents: number;
  /** Still owed; written-off payments are not. */
  balanceCents: number;
}

const PAID: readonly OrderPaymentStatus[] = ["succeeded", "paid_offline"];
const OWED: readonly OrderPaymentStatus[] = ["pending", "processing", "failed", "succeeded", "paid_offline"];

export function moneyTotals(input: {
  /** What the visit itself asks: the booked amount due, or after a cancellation the fee (lib/booking/order-settlement.ts). */
  dueCents: number;
  /** The order's payments and tips (refunds excluded). */
  payments: ReadonlyArray<{ kind: Exclude<OrderPaymentKind, "refund">; status: OrderPaymentStatus; amountCents: number }>;
  refundedCents: number;
}): MoneyTotals {
  const sum = (rows: ReadonlyArray<{ amountCents: number }>) => rows.reduce((total, row) => total + row.amountCents, 0);
  const tips = input.payments.filter((payment) => payment.kind === "tip" && OWED.includes(payment.status));
  const billedCents = input.dueCents + sum(tips);
  const paidCents = sum(input.payments.filter((payment) => PAID.includes(payment.status)));
  const writtenOff = sum(input.payments.filter((payment) => payment.status === "written_off"));
  return { billedCents, paidCents, refundedCents: input.refundedCents, balanceCents: Math.max(0, billedCents - paidCents - writtenOff) };
}

/** Money has moved: something was paid or given back, so the totals, not the quote, say what is due. */
export function moneyHasMoved(totals: MoneyTotals): boolean {
  return totals.paidCents > 0 || totals.refundedCents > 0;
}

/**
 * The price lines to print beside the totals. The quote ends with "Amount due", the bill before
 * the visit; once money has moved that line would read as a debt already settled, so it gives
 * way to the totals' "Paid" and "Balance due".
 */
export function priceLinesBeside(lines: readonly QuoteLine[], totals: MoneyTotals): QuoteLine[] {
  return moneyHasMoved(totals) ? lines.filter((line) => line.kind !== "amount-due") : [...lines];
}
