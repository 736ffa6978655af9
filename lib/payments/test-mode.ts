import { randomBytes } from "node:crypto";
import type { CheckoutSession, FailedEvent, PaidEvent, PaymentProvider } from "./types";

export const TEST_CHECKOUT_PATH = "/gift-cards/test-checkout";

/**
 * The embedded default's provider: no money moves. Checkout is our own page, clearly labelled,
 * whose Pay button confirms the payment through the same code path as a provider's webhook.
 * It has no webhook of its own: the only way to confirm is the owner's Pay button.
 */
export function createTestModeProvider(): PaymentProvider {
  return {
    name: "test",
    testMode: true,
    // Nothing of the request is needed: the amount and the buyer live on our payment row.
    async createCheckout(): Promise<CheckoutSession> {
      const providerRef = `test_${randomBytes(18).toString("base64url")}`;
      return { providerRef, redirectUrl: `${TEST_CHECKOUT_PATH}?ref=${encodeURIComponent(providerRef)}` };
    },
    async parseWebhook() {
      return { ok: false, error: "Test-mode payments are confirmed on the test checkout page only." };
    },
  };
}

/** The event the test checkout's Pay button stands for, shaped exactly like a verified webhook's. */
export function testModePaidEvent(payment: { id: string; providerRef: string; amountCents: number; currency: string }): PaidEvent {
  return {
    kind: "paid",
    // One id per payment: pressing Pay twice is a replay, as a webhook delivered twice is.
    eventId: `test:${payment.id}:paid`,
    type: "test.checkout.paid",
    provider: "test",
    paymentId: payment.id,
    providerRef: payment.providerRef,
    amountCents: payment.amountCents,
    currency: payment.currency,
  };
}

export function testModeCancelledEvent(payment: { id: string; providerRef: string }): FailedEvent {
  return { kind: "failed", eventId: `test:${payment.id}:cancelled`, type: "test.checkout.cancelled", provider: "test", paymentId: payment.id, providerRef: payment.providerRef };
}
