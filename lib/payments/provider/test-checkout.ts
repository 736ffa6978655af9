import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Database } from "@/lib/platform/db";
import { giftCards, payments } from "@/lib/platform/db/schema";
import { applyPaymentEvent, type PaymentEventOutcome } from "@/lib/gift-cards/confirm-payment";
import { testModeCancelledEvent, testModePaidEvent } from "./test-mode";

export const testCheckoutRefSchema = z.object({ ref: z.string().trim().regex(/^test_[A-Za-z0-9_-]{10,64}$/, { error: "That checkout does not exist." }) });

export interface TestCheckoutView {
  paymentId: string;
  providerRef: string;
  purchaseId: string;
  amountCents: number;
  currency: string;
  recipientName: string;
  status: "pending" | "paid" | "failed";
}

/** The buyer's own test-mode checkout; anyone else's (or a Stripe one) is "not found". */
export async function loadTestCheckout(db: Database, userId: string, ref: string): Promise<TestCheckoutView | null> {
  if (!testCheckoutRefSchema.safeParse({ ref }).success) return null;
  const [row] = await db
    .select({ payment: payments, purchaseId: giftCards.id, recipientName: giftCards.recipientName })
    .from(payments)
    .innerJoin(giftCards, eq(giftCards.paymentId, payments.id))
    .where(and(eq(payments.providerRef, ref), eq(payments.provider, "test"), eq(payments.userId, userId)))
    .limit(1);
  if (!row?.payment.providerRef) return null;
  const { payment } = row;
  return {
    paymentId: payment.id,
    providerRef: row.payment.providerRef,
    purchaseId: row.purchaseId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    recipientName: row.recipientName,
    status: payment.status,
  };
}

export type TestCheckoutAction = { ok: true; outcome: PaymentEventOutcome; purchaseId: string } | { ok: false };

/** The test checkout's Pay button: the same path as a provider's verified webhook. */
export async function confirmTestPayment(db: Database, userId: string, ref: string): Promise<TestCheckoutAction> {
  const checkout = await loadTestCheckout(db, userId, ref);
  if (!checkout) return { ok: false };
  const outcome = await applyPaymentEvent(
    db,
    testModePaidEvent({ id: checkout.paymentId, providerRef: checkout.providerRef, amountCents: checkout.amountCents, currency: checkout.currency }),
  );
  return { ok: true, outcome, purchaseId: checkout.purchaseId };
}

/** The Cancel button: the payment fails (as an expired Stripe session does); nothing is issued. */
export async function cancelTestPayment(db: Database, userId: string, ref: string): Promise<TestCheckoutAction> {
  const checkout = await loadTestCheckout(db, userId, ref);
  if (!checkout) return { ok: false };
  const outcome = await applyPaymentEvent(db, testModeCancelledEvent({ id: checkout.paymentId, providerRef: checkout.providerRef }));
  return { ok: true, outcome, purchaseId: checkout.purchaseId };
}

/** /gift-cards/test-checkout: the test provider's payment page for one of the customer's purchases (docs/architecture.md, "Pages and handlers are thin"). */
export async function testCheckoutPageView(userId: string, ref: string): Promise<TestCheckoutView | null> {
  return loadTestCheckout(await getDb(), userId, ref);
}
