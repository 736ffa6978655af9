/** The accountant's CSV of order payments: one line per charge, fee, tip or refund (docs/payments.md). */
import { formatOrderNumber } from "@/lib/booking/order-number";
import { csvLine, type CsvCell } from "@/lib/kernel/csv/csv";
import { newYorkIsoDateTime } from "@/lib/kernel/time/new-york";
import type { PaymentListItem } from "./list-payments";

const COLUMNS: readonly { header: string; value: (item: PaymentListItem) => CsvCell }[] = [
  { header: "created_at", value: (item) => newYorkIsoDateTime(item.createdAt) },
  { header: "settled_at", value: (item) => (item.settledAt ? newYorkIsoDateTime(item.settledAt) : null) },
  { header: "order_number", value: (item) => formatOrderNumber(item.orderNumber) },
  { header: "customer_name", value: (item) => item.customerName },
  { header: "customer_email", value: (item) => item.customerEmail },
  { header: "kind", value: (item) => item.kind },
  { header: "status", value: (item) => item.status },
  { header: "amount_usd", value: (item) => dollars(item.amountCents) },
  { header: "amount_cents", value: (item) => item.amountCents },
  { header: "refunded_usd", value: (item) => dollars(item.refundedCents) },
  { header: "currency", value: (item) => item.currency.toUpperCase() },
  { header: "card_brand", value: (item) => item.cardBrand },
  { header: "card_last4", value: (item) => item.cardLast4 },
  { header: "refund_of_payment_id", value: (item) => item.refundOfId },
  { header: "provider_payment_id", value: (item) => item.providerPaymentRef },
  { header: "payment_id", value: (item) => item.id },
  { header: "note", value: (item) => item.note },
];

/** Integer cents as dollars with two decimals, without floating point: 15238 → "152.38". */
export function dollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not whole cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

export const paymentsCsvHeader = (): string => csvLine(COLUMNS.map((column) => column.header));

export const paymentsCsvLines = (items: readonly PaymentListItem[]): string => items.map((item) => csvLine(COLUMNS.map((column) => column.value(item)))).join("");

/** The export's file name: the New York date it was made. */
export const paymentsCsvFileName = (now: Date): string => `payments-${newYorkIsoDateTime(now).slice(0, 10)}.csv`;
