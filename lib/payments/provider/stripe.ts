import Stripe from "stripe";
import { z } from "zod";
import { CHECKOUT_PURPOSES, createStripeCards } from "./stripe-cards";
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider, WebhookParseResult } from "./types";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com unless set: tests point it at a local fake. */
  apiBaseUrl?: string;
}

/** host, port and protocol for the SDK from a base URL such as http://127.0.0.1:12111. */
export function stripeConnection(apiBaseUrl: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

const MAX_WEBHOOK_BYTES = 512 * 1024;

/** The parts of a Checkout Session event we read; checked, not trusted, even after the signature. */
const sessionSchema = z.object({
  id: z.string().min(1),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  mode: z.string().nullish(),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
});

const eventSchema = z.object({ id: z.string().min(1), type: z.string().min(1), data: z.object({ object: z.unknown() }) });

/**
 * Stripe Checkout. A session is created for each purchase; `checkout.session.completed` with
 * payment_status "paid" (or `async_payment_succeeded` for delayed methods) confirms it, and an
 * expired or failed session marks the payment failed. Webhooks are verified with the signing
 * secret before anything in them is read.
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...stripeConnection(options.apiBaseUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Borough Bright Cleaning" },
  });

  return {
    name: "stripe",
    testMode: false,
    cards: createStripeCards(stripe),
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: request.amountCents, product_data: { name: request.description } } }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          customer_email: request.customerEmail,
          client_reference_id: request.purchaseId,
          metadata: { paymentId: request.purchaseId },
        },
        // A retried create (network trouble) returns the same session instead of a second one.
        { idempotencyKey: `checkout-${request.purchaseId}` },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { redirectUrl: session.url, providerRef: session.id };
    },
    async parseWebhook(rawBody: string, headers: Headers): Promise<WebhookParseResult> {
      const signature = headers.get("stripe-signature");
      if (!signature) return { ok: false, error: "missing signature" };
      if (Buffer.byteLength(rawBody, "utf8") > MAX_WEBHOOK_BYTES) return { ok: false, error: "payload too large" };
      let verified: unknown;
      try {
        verified = Stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        return { ok: false, error: "invalid signature" };
      }
      const event = eventSchema.safeParse(verified);
      if (!event.success) return { ok: false, error: "malformed event" };
      return { ok: true, event: toPaymentEvent(event.data.id, event.data.type, event.data.data.object) };
    },
  };
}

const PAID_TYPES = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const FAILED_TYPES = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);

const setupIntentSchema = z.object({ id: z.string().min(1), customer: z.string().min(1), payment_method: z.string().min(1) });
const chargeSchema = z.object({ id: z.string().min(1), payment_intent: z.string().min(1) });
const paymentIntentSchema = z.object({
  id: z.string().min(1),
  amount_received: z.number().int().nullish(),
  currency: z.string().min(1),
  metadata: z.object({ orderPaymentId: z.string().min(1) }),
  last_payment_error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

/**
 * Reads a verified event. Each kind we act on has a branch here and a handler in
 * lib/gift-cards/confirm-payment.ts (gift cards) or lib/payments/card-events.ts (cards and order payments).
 * Anything else, or an object whose shape we do not
 * recognise, is "ignored" (recorded, answered 200).
 */
export function toPaymentEvent(eventId: string, type: string, object: unknown): PaymentEvent {
  const ignored: PaymentEvent = { kind: "ignored", eventId, type, provider: "stripe" };
  const base = { eventId, type, provider: "stripe" as const };
  if (type === "setup_intent.succeeded") {
    const intent = setupIntentSchema.safeParse(object);
    return intent.success ? { ...base, kind: "card_attached", customerRef: intent.data.customer, paymentMethodRef: intent.data.payment_method } : ignored;
  }
  if (type === "charge.refunded") {
    // Which refunds there are is read back from Stripe: newer API versions leave them off the event.
    const charge = chargeSchema.safeParse(object);
    return charge.success ? { ...base, kind: "charge_refunded", paymentRef: charge.data.payment_intent } : ignored;
  }
  if (type === "payment_intent.succeeded" || type === "payment_intent.payment_failed") {
    // Only our order payments carry orderPaymentId; gift-card checkouts settle by their session.
    const intent = paymentIntentSchema.safeParse(object);
    if (!intent.success) return ignored;
    const { id, metadata, amount_received, currency, last_payment_error } = intent.data;
    if (type === "payment_intent.succeeded") {
      return amount_received == null ? ignored : { ...base, kind: "order_payment_succeeded", orderPaymentId: metadata.orderPaymentId, paymentRef: id, amountCents: amount_received, currency };
    }
    return {
      ...base,
      kind: "order_payment_failed",
      orderPaymentId: metadata.orderPaymentId,
      paymentRef: id,
      code: last_payment_error?.code ?? "card_declined",
      message: last_payment_error?.message ?? "The card was declined.",
    };
  }
  if (!PAID_TYPES.has(type) && !FAILED_TYPES.has(type)) return ignored;
  const parsed = sessionSchema.safeParse(object);
  if (!parsed.success) return ignored;
  const session = parsed.data;
  const purpose = session.metadata?.purpose;
  if (purpose === CHECKOUT_PURPOSES.cardSetup || purpose === CHECKOUT_PURPOSES.orderPayment || session.mode === "setup") {
    // What was saved or paid is read back from Stripe, not taken from the event.
    return type === "checkout.session.completed" ? { ...base, kind: "card_checkout_completed", checkoutRef: session.id } : ignored;
  }
  const paymentId = session.client_reference_id ?? session.metadata?.paymentId ?? null;
  if (FAILED_TYPES.has(type)) return { kind: "failed", eventId, type, provider: "stripe", paymentId, providerRef: session.id };
  // A completed session paid by a delayed method is "unpaid" until async_payment_succeeded.
  if (session.payment_status !== "paid") return ignored;
  // Without the amount and currency there is nothing to check against what we asked for:
  // such a session is treated as unpaid rather than issuing a card on trust.
  if (session.amount_total == null || !session.currency) return ignored;
  return {
    kind: "paid",
    eventId,
    type,
    provider: "stripe",
    paymentId,
    providerRef: session.id,
    amountCents: session.amount_total,
    currency: session.currency,
  };
}
