import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { isUuid } from "@/lib/kernel/ids";
import { orderPayments, processedWebhookEvents } from "@/lib/platform/db/schema";
import { getLogger, type Logger } from "@/lib/platform/log/logger";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { UnknownProviderObjectError, type CardDetails, type CardEvent, type CheckoutOutcome, type PaymentProvider, type RefundDetails } from "@/lib/payments/provider/types";
import { saveCard } from "./cards/cards";
import { applyCheckoutOutcome } from "./cards/checkouts";
import { userOfProviderCustomer } from "./cards/customer";
import { applyProviderRefunds } from "./refunds";
import { recordChargeFailure, settleOrderPayment } from "./settle";
import type { Transaction } from "@/lib/platform/db/transaction";
import { recordFirstDelivery } from "@/lib/platform/db/first-delivery";

export type CardEventOutcome = "saved" | "paid" | "failed" | "refunded" | "duplicate" | "ignored" | "not_complete" | "unknown_checkout" | "unknown_payment" | "unknown_object" | "already_settled" | "amount_mismatch";

/** What an event needs from the provider, read before the transaction (no network call holds a lock). */
type Prefetched = { checkout?: CheckoutOutcome; card?: CardDetails; refunds?: RefundDetails[] };

/**
 * One handler per card event kind. To act on a new Stripe event: add its
 * kind to PaymentEvent (lib/payments/provider/types.ts), produce it in stripe.ts, and add a handler here.
 * Each runs inside the transaction that records the event id, so a replay does nothing.
 */
const HANDLERS: { [K in CardEvent["kind"]]: (tx: Transaction, event: Extract<CardEvent, { kind: K }>, prefetched: Prefetched, now: Date) => Promise<CardEventOutcome> } = {
  card_checkout_completed: async (tx, event, prefetched, now) => (prefetched.checkout ? applyCheckoutOutcome(tx, event.provider, prefetched.checkout, now) : "ignored"),
  card_attached: async (tx, event, prefetched, now) => {
    if (!prefetched.card) return "ignored";
    const userId = await userOfProviderCustomer(tx, event.provider, event.customerRef);
    if (!userId) return "ignored";
    await saveCard(tx, userId, event.provider, prefetched.card, now);
    return "saved";
  },
  order_payment_succeeded: async (tx, event, _prefetched, now) => {
    const outcome = await settleOrderPayment(tx, {
      orderPaymentId: event.orderPaymentId,
      provider: event.provider,
      paymentRef: event.paymentRef,
      amountCents: event.amountCents,
      currency: event.currency,
      source: "webhook",
      now,
    });
    return outcome === "succeeded" ? "paid" : outcome;
  },
  order_payment_failed: async (tx, event, _prefetched, now) => {
    const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.id, event.orderPaymentId)).for("update");
    if (!payment) return "unknown_payment";
    // The try that is under way, if this event is about it; the job's own answer usually came first.
    if (payment.status !== "processing" || (payment.providerPaymentRef && payment.providerPaymentRef !== event.paymentRef)) return "already_settled";
    const outcome = event.code === "authentication_required" ? "authentication_required" : "declined";
    const recorded = await recordChargeFailure(tx, payment, { attempt: payment.attempt, outcome, code: event.code, message: event.message, paymentRef: event.paymentRef, source: "webhook", now });
    return recorded ? "failed" : "already_settled";
  },
  charge_refunded: async (tx, event, prefetched, now) => applyProviderRefunds(tx, event.provider, event.paymentRef, prefetched.refunds ?? [], now),
};

async function prefetch(provider: PaymentProvider, event: CardEvent): Promise<Prefetched> {
  if (event.kind === "card_checkout_completed") return { checkout: await provider.cards.readCheckout(event.checkoutRef) };
  if (event.kind === "card_attached") return { card: await provider.cards.readPaymentMethod(event.paymentMethodRef) };
  if (event.kind === "charge_refunded") return { refunds: await provider.cards.listRefunds(event.paymentRef) };
  return {};
}

/** Whether this event id was acted on already: checked before anything is read back from the provider. */
async function alreadyProcessed(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db.select({ eventId: processedWebhookEvents.eventId }).from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, eventId)).limit(1);
  return row !== undefined;
}

/** What to read back, or that the provider does not know the object the event names. */
async function prefetchKnown(provider: PaymentProvider, event: CardEvent): Promise<Prefetched | "unknown_object"> {
  try {
    return await prefetch(provider, event);
  } catch (error) {
    if (error instanceof UnknownProviderObjectError) return "unknown_object";
    throw error;
  }
}

/**
 * Acts on one verified card event, once. A replay is found before the provider is asked
 * anything; the event id is then recorded in the same transaction as its effect (the same event
 * delivered twice at once finds it there and stops). An event about an object the provider does
 * not know is recorded and answered like any other (the provider would otherwise retry it for
 * days) and logged at warn for staff. Any other failure records nothing, so the retry starts over.
 */
export async function applyCardEvent(db: Database, provider: PaymentProvider, event: CardEvent, options: { now?: Date; logger?: Logger } = {}): Promise<CardEventOutcome> {
  const now = options.now ?? new Date();
  const logger = options.logger ?? getLogger();
  const outcome = await actOnce(db, provider, event, now);
  getMetrics().paymentEvents.inc({ outcome });
  const level = outcome === "unknown_payment" || outcome === "amount_mismatch" || outcome === "unknown_object" ? "warn" : "info";
  const message = outcome === "unknown_object" ? "card event about an object the payment provider does not know: check the provider's dashboard" : "card event";
  logger[level]({ payment: { provider: event.provider, eventId: event.eventId, type: event.type, outcome } }, message);
  return outcome;
}

async function actOnce(db: Database, provider: PaymentProvider, event: CardEvent, now: Date): Promise<CardEventOutcome> {
  if (await alreadyProcessed(db, event.eventId)) return "duplicate";
  const known = "orderPaymentId" in event ? isUuid(event.orderPaymentId) : true;
  const prefetched = known ? await prefetchKnown(provider, event) : {};
  return db.transaction(async (tx): Promise<CardEventOutcome> => {
    if (!(await recordFirstDelivery(tx, event, now))) return "duplicate";
    if (!known) return "unknown_payment";
    if (prefetched === "unknown_object") return "unknown_object";
    const handler = HANDLERS[event.kind] as (tx: Transaction, event: CardEvent, prefetched: Prefetched, now: Date) => Promise<CardEventOutcome>;
    return handler(tx, event, prefetched, now);
  });
}
