import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { cardCheckouts, orderPayments, orders } from "@/lib/platform/db/schema";
import { testCardFor, TEST_CARD_ERRORS } from "@/lib/payments/provider/test-cards";
import { testPaymentMethodRef } from "@/lib/payments/provider/test-mode";
import { cardExpired } from "./cards";
import type { Failure } from "@/lib/kernel/failure";
import { applyCheckoutOutcome, type CheckoutApplyOutcome } from "./checkouts";

/**
 * Test mode's stand-in for Stripe Checkout (docs/payments.md): the customer's own open checkout,
 * a card typed from Stripe's test numbers, and the outcome applied through the same code as a
 * Stripe return. No real card number is accepted.
 */

export const TEST_CARD_MESSAGES = {
  number: "Use one of the test card numbers listed on this page: test mode accepts no real cards.",
  expiry: "Enter the expiry as MM/YY, this month or later.",
  notFound: "That checkout does not exist.",
} as const;

export const testCardRefSchema = z.object({ ref: z.string().trim().regex(/^tcs_[A-Za-z0-9_-]{10,64}$/, { error: TEST_CARD_MESSAGES.notFound }) });

export const testCardBodySchema = testCardRefSchema.extend({
  number: z.string({ error: TEST_CARD_MESSAGES.number }).trim().max(30, TEST_CARD_MESSAGES.number),
  expiry: z
    .string({ error: TEST_CARD_MESSAGES.expiry })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, TEST_CARD_MESSAGES.expiry),
});

export interface TestCardCheckoutView {
  ref: string;
  mode: "setup" | "payment";
  status: "open" | "complete" | "expired";
  returnPath: string;
  /** Payment mode: what is paid and for which order. */
  amountCents: number | null;
  orderNumber: string | null;
}

export async function loadTestCardCheckout(db: Database, userId: string, ref: string): Promise<TestCardCheckoutView | null> {
  if (!testCardRefSchema.safeParse({ ref }).success) return null;
  const [row] = await db
    .select({ checkout: cardCheckouts, amountCents: orderPayments.amountCents, number: orders.number })
    .from(cardCheckouts)
    .leftJoin(orderPayments, eq(orderPayments.id, cardCheckouts.orderPaymentId))
    .leftJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(cardCheckouts.provider, "test"), eq(cardCheckouts.providerRef, ref), eq(cardCheckouts.userId, userId)));
  if (!row) return null;
  return {
    ref,
    mode: row.checkout.mode,
    status: row.checkout.status,
    returnPath: row.checkout.returnPath,
    amountCents: row.amountCents ?? null,
    orderNumber: row.number === null ? null : formatOrderNumber(row.number),
  };
}

export type TestCardResult =
  | { ok: true; outcome: CheckoutApplyOutcome; redirectUrl: string }
  // The field the page marks: the route turns it into the failure's field message.
  | (Failure & { field?: "number" | "expiry" });

/** The card page's button: the card is checked as Stripe would, then saved (and the order paid). */
export async function completeTestCardCheckout(db: Database, userId: string, input: z.output<typeof testCardBodySchema>, now = new Date()): Promise<TestCardResult> {
  const checkout = await loadTestCardCheckout(db, userId, input.ref);
  if (!checkout) return { ok: false, kind: "not-found", message: TEST_CARD_MESSAGES.notFound };
  const card = testCardFor(input.number);
  if (!card) return { ok: false, kind: "invalid", message: TEST_CARD_MESSAGES.number, field: "number" };
  const [month = "", year = ""] = input.expiry.split("/").map((part) => part.trim());
  const expMonth = Number(month);
  const expYear = 2000 + Number(year);
  if (cardExpired({ expMonth, expYear }, now)) return { ok: false, kind: "invalid", message: TEST_CARD_MESSAGES.expiry, field: "expiry" };
  // Stripe's page refuses a declining card when paying; saving it works (the decline comes at the charge).
  if (checkout.mode === "payment" && card.behaviour === "declines") return { ok: false, kind: "payment-declined", message: TEST_CARD_ERRORS.declines.message, field: "number" };
  const paid = checkout.mode === "payment";
  const outcome = await applyCheckoutOutcome(
    db,
    "test",
    {
      providerRef: checkout.ref,
      mode: checkout.mode,
      status: "complete",
      checkoutId: null,
      card: { providerRef: testPaymentMethodRef(card, expMonth, expYear), brand: card.brand, last4: card.number.slice(-4), expMonth, expYear },
      paymentRef: paid ? `tpi_${checkout.ref.slice(4)}` : null,
      amountCents: paid ? checkout.amountCents : null,
      currency: paid ? "usd" : null,
    },
    now,
  );
  return { ok: true, outcome, redirectUrl: withCardFlag(checkout.returnPath, paid ? "paid" : "saved") };
}

export function withCardFlag(path: string, flag: "saved" | "paid" | "cancelled"): string {
  return `${path}${path.includes("?") ? "&" : "?"}card=${flag}`;
}
