import type { PaymentProviderName } from "@/lib/platform/db/schema";
import type { GiftCardEvent, ProviderEventBase as EventBase } from "@/lib/gift-cards/confirm-payment";
import type { PurchaseCheckoutRequest, PurchaseCheckoutSession } from "@/lib/gift-cards/purchase-checkout";

export type { PaymentProviderName } from "@/lib/platform/db/schema";

/**
 * A hosted checkout is only ever for a gift-card purchase, so its request and session are the
 * ones gift cards state for it (lib/gift-cards/purchase-checkout.ts); the providers fit them.
 */
export type CheckoutRequest = PurchaseCheckoutRequest;
export type CheckoutSession = PurchaseCheckoutSession;

/**
 * What a verified provider event means to us; anything we do not act on is "ignored". "paid"
 * and "failed" settle a gift-card purchase (lib/gift-cards/confirm-payment.ts); the card_* and
 * order_payment_* kinds are about saved cards and order payments (lib/payments/card-events.ts).
 * A new kind is added here, produced in stripe.ts and handled in lib/payments/card-events.ts.
 */
export type PaymentEvent =
  /** "paid", "failed" and "ignored", as gift cards state them. */
  | GiftCardEvent
  /** A hosted checkout of ours (setup or payment mode) finished: read it back from the provider and apply it. */
  | (EventBase & { kind: "card_checkout_completed"; checkoutRef: string })
  /** A card was attached to a customer (setup_intent.succeeded). */
  | (EventBase & { kind: "card_attached"; customerRef: string; paymentMethodRef: string })
  /** An order payment's PaymentIntent succeeded. */
  | (EventBase & { kind: "order_payment_succeeded"; orderPaymentId: string; paymentRef: string; amountCents: number; currency: string })
  /** An order payment's PaymentIntent failed (declined, or needs the customer to authenticate). */
  | (EventBase & { kind: "order_payment_failed"; orderPaymentId: string; paymentRef: string; code: string; message: string })
  /** Money went back on a charge (by us or in the provider's dashboard): the refunds are read back from the provider. */
  | (EventBase & { kind: "charge_refunded"; paymentRef: string });

export type PaidEvent = Extract<PaymentEvent, { kind: "paid" }>;
export type FailedEvent = Extract<PaymentEvent, { kind: "failed" }>;
export type CardEvent = Extract<PaymentEvent, { kind: "card_checkout_completed" | "card_attached" | "order_payment_succeeded" | "order_payment_failed" | "charge_refunded" }>;

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
  /** Saved cards and charging them (docs/payments.md). */
  readonly cards: CardPayments;
}

/** A saved card as the customer recognises it: never its number. */
export interface CardDetails {
  /** The provider's payment method id. */
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CustomerRequest {
  userId: string;
  email: string;
  name: string;
}

export interface SetupCheckoutRequest {
  /** Our card_checkouts id: it comes back in the provider's events. */
  checkoutId: string;
  customerRef: string;
  successUrl: string;
  cancelUrl: string;
}

export interface OrderCheckoutRequest extends SetupCheckoutRequest {
  orderPaymentId: string;
  amountCents: number;
  /** The line the customer sees, e.g. "Borough Bright Cleaning, order C-10042". */
  description: string;
}

/** A hosted checkout read back from the provider (on the customer's return, or a webhook). */
export interface CheckoutOutcome {
  providerRef: string;
  mode: "setup" | "payment";
  /** complete: the card was saved or the payment made. */
  status: "open" | "complete" | "expired";
  /** Our card_checkouts id, as we gave it to the provider. */
  checkoutId: string | null;
  card: CardDetails | null;
  /** Payment mode: the PaymentIntent and what it took. */
  paymentRef: string | null;
  amountCents: number | null;
  currency: string | null;
}

export interface OffSessionChargeRequest {
  orderPaymentId: string;
  customerRef: string;
  paymentMethodRef: string;
  amountCents: number;
  currency: string;
  /** Same key, same PaymentIntent: `order-payment:{id}:{attempt}`. */
  idempotencyKey: string;
  description: string;
}

/**
 * What an off-session charge came to. A decline or a card that needs the customer present is an
 * answer, not an error; network trouble and provider outages throw (the job retries with the
 * same idempotency key, so a charge that did go through is not made twice).
 */
export type ChargeResult =
  | { status: "succeeded"; paymentRef: string; amountCents: number }
  | { status: "declined" | "authentication_required"; paymentRef: string | null; code: string; message: string };

export interface RefundRequest {
  /** Our order_payments id of the refund: it comes back on the provider's refund (metadata.refundId). */
  refundId: string;
  /** The PaymentIntent the money goes back from. */
  paymentRef: string;
  amountCents: number;
  /** Same key, same refund: `order-payment:{refundId}:refund`. */
  idempotencyKey: string;
}

/** A refund as the provider has it. `pending` money is on its way; `failed` and `canceled` never moved. */
export interface RefundDetails {
  providerRef: string;
  amountCents: number;
  status: "succeeded" | "pending" | "failed" | "canceled";
  /** Our refund id when we made it; null for one made in the provider's dashboard. */
  refundId: string | null;
}

/**
 * Saved cards: Stripe (customers, Checkout in setup and payment mode, off-session
 * PaymentIntents) or the test-mode stand-in with Stripe's test card numbers.
 */
export interface CardPayments {
  /** Creates the provider's customer for one of ours; retried creates return the same one. */
  createCustomer(request: CustomerRequest): Promise<string>;
  /** A hosted page where the customer saves a card (Checkout in setup mode). */
  createSetupCheckout(request: SetupCheckoutRequest): Promise<CheckoutSession>;
  /** A hosted page where the customer pays one order payment now (and the card is saved). */
  createOrderCheckout(request: OrderCheckoutRequest): Promise<CheckoutSession>;
  /** Reads a checkout back, with the card saved through it. */
  readCheckout(providerRef: string): Promise<CheckoutOutcome>;
  readPaymentMethod(providerRef: string): Promise<CardDetails>;
  chargeOffSession(request: OffSessionChargeRequest): Promise<ChargeResult>;
  /** Removes a card from the provider's customer. */
  detachPaymentMethod(providerRef: string): Promise<void>;
  /** Gives money back on a charge. Outages throw; a retry with the same key makes no second refund. */
  refund(request: RefundRequest): Promise<RefundDetails>;
  /** Every refund made on a charge so far (ours and the dashboard's), for the charge.refunded webhook. */
  listRefunds(paymentRef: string): Promise<RefundDetails[]>;
}

export const TEST_MODE_LABEL = "Test mode, no card is charged";

/**
 * The provider does not know an object an event names (a session or card from another account
 * or mode, or deleted since): reading it back can never succeed, so the event is acknowledged
 * and logged rather than failed for the provider to retry for days (lib/payments/card-events.ts).
 */
export class UnknownProviderObjectError extends Error {
  constructor(readonly objectKind: "checkout" | "payment_method" | "payment_intent") {
    super(`The payment provider does not know this ${objectKind.replace("_", " ")}`);
    this.name = "UnknownProviderObjectError";
  }
}
