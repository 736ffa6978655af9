import type { PaymentProviderName } from "@/lib/db/schema";

export type { PaymentProviderName } from "@/lib/db/schema";

export interface CheckoutRequest {
  /** Our payment id: it comes back in the provider's events and on the success page. */
  purchaseId: string;
  amountCents: number;
  /** The line the buyer sees on the payment page, e.g. "Borough Bright gift card, $100". */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
}

export interface CheckoutSession {
  /** Where to send the buyer to pay: absolute for Stripe, a path of ours in test mode. */
  redirectUrl: string;
  /** The provider's id of this checkout (a Checkout Session id), unique per provider. */
  providerRef: string;
}

/** What a verified provider event means to us; anything we do not act on is "ignored". */
export type PaymentEvent =
  | { kind: "paid"; eventId: string; type: string; provider: PaymentProviderName; paymentId: string | null; providerRef: string; amountCents: number; currency: string }
  | { kind: "failed"; eventId: string; type: string; provider: PaymentProviderName; paymentId: string | null; providerRef: string }
  | { kind: "ignored"; eventId: string; type: string; provider: PaymentProviderName };

export type PaidEvent = Extract<PaymentEvent, { kind: "paid" }>;
export type FailedEvent = Extract<PaymentEvent, { kind: "failed" }>;

export type WebhookParseResult = { ok: true; event: PaymentEvent } | { ok: false; error: string };

/**
 * One way of taking money. Implementations: Stripe Checkout (when its keys are set) and the
 * test-mode provider of the embedded default, which charges nothing.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Shown to buyers wherever it matters: test mode must say that no card is charged. */
  readonly testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies a webhook delivery (signature and shape) and says what it means. */
  parseWebhook(rawBody: string, headers: Headers): Promise<WebhookParseResult>;
}

export const TEST_MODE_LABEL = "Test mode, no card is charged";
