/**
 * What the QuickBooks Online import reads (docs/payments.md, "The monthly accounting export"):
 * dates as MM/DD/YYYY on New York's calendar, and the names of the payment methods, products and
 * accounts the accountant sets up once in QuickBooks.
 */
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import type { PaymentMethodName } from "./books";

/** The New York date of an instant as QuickBooks Online's US import expects it: 03/31/2026. */
export function qboDate(instant: Date): string {
  const [year, month, day] = newYorkIsoDateOf(instant).split("-");
  return `${month}/${day}/${year}`;
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodName, string>> = {
  card: "Credit card",
  cash_or_check: "Cash or check",
  gift_card: "Gift card",
};

/** The QuickBooks accounts each kind of line posts to; revenue, contra-revenue or a liability. */
export const ACCOUNTS = {
  services: "Cleaning services income",
  discounts: "Discounts given",
  salesTax: "NYC sales tax payable",
  giftCards: "Gift cards outstanding",
  tips: "Tips payable to cleaners",
  fees: "Late-cancellation fee income",
} as const;

/**
 * Signed cents as a dollar number (−2170 → −21.7), written as a number: the CSV writer guards
 * text starting with "-" as a formula, so "-21.70" as text would reach QuickBooks as "'-21.70".
 * Exact: an integer over 100 prints as its shortest decimal, never with float noise.
 */
export function dollarAmount(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not whole cents: ${cents}`);
  return cents / 100;
}
