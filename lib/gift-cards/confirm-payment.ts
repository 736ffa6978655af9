import { and, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { payments, type PaymentProviderName, type PaymentRow } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { getLogger, type Logger } from "@/lib/platform/log/logger";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { issueGiftCardForPayment } from "./issue";
import { recordFirstDelivery } from "@/lib/platform/db/first-delivery";

/** What every verified provider event carries, whatever its kind. */
export interface ProviderEventBase {
  eventId: string;
  type: string;
  provider: PaymentProviderName;
}

/**
 * The events this file settles: gift-card purchases, and anything to record and ignore. They are
 * the "paid", "failed" and "ignored" kinds of lib/payments' `PaymentEvent`, which the payments
 * webhook dispatcher and the test checkout hand in; gift cards state the shape and import nothing
 * of payments (docs/architecture.md, "Tiers").
 */
export type GiftCardEvent =
  | (ProviderEventBase & { kind: "paid"; paymentId: string | null; providerRef: string; amountCents: number; currency: string })
  | (ProviderEventBase & { kind: "failed"; paymentId: string | null; providerRef: string })
  | (ProviderEventBase & { kind: "ignored" });
type PaidEvent = Extract<GiftCardEvent, { kind: "paid" }>;
type FailedEvent = Extract<GiftCardEvent, { kind: "failed" }>;

export type PaymentEventOutcome =
  | "paid"
  | "failed"
  | "duplicate"
  | "ignored"
  | "unknown_payment"
  | "already_settled"
  | "amount_mismatch";

const uuid = z.guid();

/**
 * Acts on one verified provider event, once. Everything happens in one transaction: the event
 * id is recorded (a replay or a concurrent duplicate finds it and stops), the payment moves from
 * pending with a conditional update, and what was bought is issued with its emails scheduled.
 * If anything fails, nothing is recorded and the provider's retry starts over.
 */
export async function applyPaymentEvent(db: Database, event: GiftCardEvent, options: { now?: Date; logger?: Logger } = {}): Promise<PaymentEventOutcome> {
  const now = options.now ?? new Date();
  const logger = options.logger ?? getLogger();
  const outcome = await db.transaction(async (tx): Promise<PaymentEventOutcome> => {
    if (!(await recordFirstDelivery(tx, event, now))) return "duplicate";
    if (event.kind === "ignored") return "ignored";

    const payment = await lockPayment(tx, event);
    if (!payment) return "unknown_payment";
    if (payment.status !== "pending") return "already_settled";
    return event.kind === "paid" ? markPaid(tx, payment, event, now) : markFailed(tx, payment, now);
  });
  getMetrics().paymentEvents.inc({ outcome });
  const level = outcome === "unknown_payment" || outcome === "amount_mismatch" ? "warn" : "info";
  logger[level]({ payment: { provider: event.provider, eventId: event.eventId, type: event.type, outcome } }, "payment event");
  return outcome;
}

/** The payment the event is about, locked: by our id when the provider echoes it, else by its ref. */
async function lockPayment(tx: Transaction, event: PaidEvent | FailedEvent): Promise<PaymentRow | undefined> {
  const byId = event.paymentId && uuid.safeParse(event.paymentId).success ? event.paymentId : null;
  const where: SQL | undefined = byId
    ? and(eq(payments.id, byId), eq(payments.provider, event.provider))
    : and(eq(payments.providerRef, event.providerRef), eq(payments.provider, event.provider));
  const [payment] = await tx.select().from(payments).where(where).for("update");
  // A ref that disagrees with ours is another checkout: never settle a payment with it.
  if (payment?.providerRef && payment.providerRef !== event.providerRef) return undefined;
  return payment;
}

async function markPaid(tx: Transaction, payment: PaymentRow, event: PaidEvent, now: Date): Promise<PaymentEventOutcome> {
  const amountMatches = event.amountCents === payment.amountCents;
  const currencyMatches = event.currency.toLowerCase() === payment.currency;
  if (!amountMatches || !currencyMatches) return "amount_mismatch";
  const [paid] = await tx
    .update(payments)
    .set({ status: "paid", paidAt: now, providerRef: event.providerRef })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
    .returning();
  if (!paid) return "already_settled";
  if (paid.purpose === "gift_card") await issueGiftCardForPayment(tx, paid.id, now);
  return "paid";
}

async function markFailed(tx: Transaction, payment: PaymentRow, now: Date): Promise<PaymentEventOutcome> {
  const [failed] = await tx
    .update(payments)
    .set({ status: "failed", failedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return failed ? "failed" : "already_settled";
}
