import { createHash, randomBytes } from "node:crypto";
import { behaviourOfLast4, TEST_CARD_ERRORS, type TestCard } from "./test-cards";
import type { CardDetails, CardPayments, CheckoutSession, FailedEvent, PaidEvent, PaymentProvider } from "./types";

export const TEST_CHECKOUT_PATH = "/gift-cards/test-checkout";
/** Test mode's stand-in for Stripe Checkout when saving a card or paying an order. */
export const TEST_CARD_PAGE_PATH = "/payments/test-card";

const digest = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 24);

/**
 * A test-mode card id carries what the customer needs to see and how it behaves, so test mode
 * keeps no state of its own: `tpm_{brand}_{last4}_{MM}{YY}_{random}`.
 */
export function testPaymentMethodRef(card: TestCard, expMonth: number, expYear: number): string {
  return `tpm_${card.brand}_${card.number.slice(-4)}_${String(expMonth).padStart(2, "0")}${String(expYear % 100).padStart(2, "0")}_${randomBytes(9).toString("base64url")}`;
}

const TEST_METHOD_REF = /^tpm_([a-z]+)_(\d{4})_(\d{2})(\d{2})_[A-Za-z0-9_-]+$/;

export function testCardDetails(providerRef: string): CardDetails {
  const match = TEST_METHOD_REF.exec(providerRef);
  if (!match) throw new Error("not a test-mode payment method");
  const [, brand = "", last4 = "", month = "", year = ""] = match;
  return { providerRef, brand, last4, expMonth: Number(month), expYear: 2000 + Number(year) };
}

/**
 * Test mode's cards: no money moves and nothing leaves the server. Checkouts are our own page
 * (TEST_CARD_PAGE_PATH), which applies its outcome through the same code as a Stripe return;
 * charges behave as Stripe's test numbers do (see test-cards.ts), and the same idempotency key
 * always gives the same PaymentIntent id.
 */
export function createTestModeCards(): CardPayments {
  const checkout = (): CheckoutSession => {
    const providerRef = `tcs_${randomBytes(18).toString("base64url")}`;
    return { providerRef, redirectUrl: `${TEST_CARD_PAGE_PATH}?ref=${encodeURIComponent(providerRef)}` };
  };
  return {
    async createCustomer(request) {
      return `tcus_${digest(request.userId)}`;
    },
    async createSetupCheckout() {
      return checkout();
    },
    async createOrderCheckout() {
      return checkout();
    },
    // The test card page applies its outcome itself; nothing is kept to read back.
    async readCheckout(providerRef) {
      return { providerRef, mode: "setup", status: "open", checkoutId: null, card: null, paymentRef: null, amountCents: null, currency: null };
    },
    async readPaymentMethod(providerRef) {
      return testCardDetails(providerRef);
    },
    async chargeOffSession(request) {
      const paymentRef = `tpi_${digest(request.idempotencyKey)}`;
      const behaviour = behaviourOfLast4(testCardDetails(request.paymentMethodRef).last4);
      if (behaviour === "succeeds") return { status: "succeeded", paymentRef, amountCents: request.amountCents };
      const error = TEST_CARD_ERRORS[behaviour];
      return { status: behaviour === "declines" ? "declined" : "authentication_required", paymentRef, code: error.code, message: error.message };
    },
    async detachPaymentMethod() {},
    // No money moved, so giving it back always works; the same key names the same refund.
    async refund(request) {
      return { providerRef: `tre_${digest(request.idempotencyKey)}`, amountCents: request.amountCents, status: "succeeded", refundId: request.refundId };
    },
    // Test mode sends no webhooks, so nothing ever asks.
    async listRefunds() {
      return [];
    },
  };
}

/**
 * The embedded default's provider: no money moves. Checkout is our own page, clearly labelled,
 * whose Pay button confirms the payment through the same code path as a provider's webhook.
 * It has no webhook of its own: the only way to confirm is the owner's Pay button.
 */
export function createTestModeProvider(): PaymentProvider {
  return {
    name: "test",
    testMode: true,
    cards: createTestModeCards(),
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
