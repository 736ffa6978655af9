import { and, eq, inArray } from "drizzle-orm";
import { recordOrderEvent } from "@/lib/booking/orders/order-timeline";
import { formatUsd } from "@/lib/kernel/money";
import { orderPaymentAttempts, orderPayments, type OrderPaymentRow, type PaymentAttemptOutcome, type PaymentAttemptSource, type PaymentProviderName } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { BILLING_JOB_KINDS, chargeJobKey, paymentMailKey } from "./job-kinds";
import { paymentReactions } from "./payment-reactions";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * Writing down what happened to an order payment: a try's outcome, once, with its line on the
 * payment's own timeline and on the order's. Every move is a conditional update on the status
 * (and the try), so a webhook and the job reporting the same success settle it once.
 */

export type SettleOutcome = "succeeded" | "already_settled" | "amount_mismatch" | "unknown_payment";

/** Statuses a payment can still be paid from. */
export const OPEN_STATUSES = ["pending", "processing", "failed"] as const;

export const KIND_WORDS: Readonly<Record<OrderPaymentRow["kind"], string>> = { charge: "Visit", fee: "Late-cancellation fee", tip: "Tip", refund: "Refund" };

export async function recordAttempt(
  tx: Transaction,
  payment: Pick<OrderPaymentRow, "id" | "orderId" | "kind" | "amountCents">,
  entry: {
    attempt: number;
    outcome: PaymentAttemptOutcome;
    source: PaymentAttemptSource;
    idempotencyKey?: string | null;
    providerPaymentRef?: string | null;
    failureCode?: string | null;
    message?: string | null;
    actorId?: string | null;
    /** When the try happened: the caller's clock. */
    at?: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(orderPaymentAttempts)
    .values({
      orderPaymentId: payment.id,
      attempt: entry.attempt,
      outcome: entry.outcome,
      source: entry.source,
      amountCents: payment.amountCents,
      idempotencyKey: entry.idempotencyKey ?? null,
      providerPaymentRef: entry.providerPaymentRef ?? null,
      failureCode: entry.failureCode ?? null,
      message: entry.message ?? null,
      actorId: entry.actorId ?? null,
      createdAt: entry.at,
    })
    .onConflictDoNothing()
    .returning({ id: orderPaymentAttempts.id });
  if (inserted.length === 0) return false;
  await recordOrderEvent(tx, {
    orderId: payment.orderId,
    type: "payment",
    actorId: entry.actorId ?? null,
    note: timelineNote(payment, entry.outcome),
    data: { orderPaymentId: payment.id, kind: payment.kind, outcome: entry.outcome, amountCents: payment.amountCents, attempt: entry.attempt },
    at: entry.at,
  });
  return true;
}

function timelineNote(payment: Pick<OrderPaymentRow, "kind" | "amountCents">, outcome: PaymentAttemptOutcome): string {
  const what = `${KIND_WORDS[payment.kind]} ${formatUsd(payment.amountCents)}`;
  switch (outcome) {
    case "succeeded":
      return `${what}: paid by card`;
    case "declined":
      return `${what}: the card was declined`;
    case "authentication_required":
      return `${what}: the bank asked the cardholder to confirm`;
    case "no_card":
      return `${what}: no card on file`;
    case "error":
      return `${what}: the payment could not be made`;
    case "paid_offline":
      return `${what}: paid by cash or check`;
    case "written_off":
      return `${what}: written off`;
  }
}

/**
 * A confirmed payment (the off-session charge's answer, a webhook, or a paid checkout). The
 * amount and currency must be what we asked for; anything else is left for staff.
 */
export async function settleOrderPayment(
  tx: Transaction,
  input: {
    orderPaymentId: string;
    provider: PaymentProviderName;
    paymentRef: string;
    amountCents: number;
    currency: string;
    paymentMethodId?: string | null;
    source: PaymentAttemptSource;
    now: Date;
  },
): Promise<SettleOutcome> {
  const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.id, input.orderPaymentId)).for("update");
  if (!payment) return "unknown_payment";
  if (!OPEN_STATUSES.some((status) => status === payment.status)) return "already_settled";
  if (input.amountCents !== payment.amountCents || input.currency.toLowerCase() !== payment.currency) return "amount_mismatch";
  const [paid] = await tx
    .update(orderPayments)
    .set({
      status: "succeeded",
      provider: input.provider,
      providerPaymentRef: input.paymentRef,
      paymentMethodId: input.paymentMethodId ?? payment.paymentMethodId,
      failureCode: null,
      failureMessage: null,
      nextRetryAt: null,
      settledAt: input.now,
      updatedAt: input.now,
    })
    .where(and(eq(orderPayments.id, payment.id), inArray(orderPayments.status, [...OPEN_STATUSES])))
    .returning();
  if (!paid) return "already_settled";
  // A checkout paid between tries: the try it replaces is the next one.
  const attempt = input.source === "customer" ? payment.attempt + 1 : Math.max(payment.attempt, 1);
  if (input.source === "customer") await tx.update(orderPayments).set({ attempt, updatedAt: input.now }).where(eq(orderPayments.id, payment.id));
  await recordAttempt(tx, paid, { attempt, outcome: "succeeded", source: input.source, providerPaymentRef: input.paymentRef, idempotencyKey: payment.idempotencyKey, at: input.now });
  await scheduleJob(tx, { kind: BILLING_JOB_KINDS.mail, payload: { mail: "paid", orderPaymentId: payment.id }, runAt: input.now, dedupeKey: paymentMailKey("paid", payment.id, 0), at: input.now });
  await paymentReactions().paid(tx, { orderId: payment.orderId, kind: payment.kind }, input.now);
  return "succeeded";
}

/** Automatic tries after a failed one: a day later, then two days after that (three from the first). */
export const RETRY_DELAYS_MS = [24 * 3_600_000, 2 * 24 * 3_600_000] as const;

/**
 * A try that did not take the money: the payment goes on the attention list (failed), the
 * customer is emailed (and, through the payment reactions, texted) a link to pay or update the
 * card, and the next automatic try is
 * scheduled while there are any left. A tip is voluntary, so it is never chased: it is
 * cancelled at once (off the attention list, no retry) and the customer is told plainly that
 * nothing is owed.
 */
export async function recordChargeFailure(
  tx: Transaction,
  payment: OrderPaymentRow,
  failure: { attempt: number; outcome: "declined" | "authentication_required" | "no_card"; code: string; message: string; paymentRef: string | null; source: PaymentAttemptSource; now: Date },
): Promise<boolean> {
  const tip = payment.kind === "tip";
  const delay = tip ? undefined : RETRY_DELAYS_MS[failure.attempt - 1];
  const nextRetryAt = delay === undefined ? null : new Date(failure.now.getTime() + delay);
  const [failed] = await tx
    .update(orderPayments)
    .set({ status: tip ? "cancelled" : "failed", failureCode: failure.code, failureMessage: failure.message, nextRetryAt, providerPaymentRef: failure.paymentRef ?? payment.providerPaymentRef, updatedAt: failure.now })
    .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, "processing"), eq(orderPayments.attempt, failure.attempt)))
    .returning();
  if (!failed) return false;
  await recordAttempt(tx, failed, {
    attempt: failure.attempt,
    outcome: failure.outcome,
    source: failure.source,
    idempotencyKey: payment.idempotencyKey,
    providerPaymentRef: failure.paymentRef,
    failureCode: failure.code,
    message: failure.message,
    at: failure.now,
  });
  const mail = tip ? "tip-not-charged" : "charge-failed";
  const mailKey = paymentMailKey(mail, payment.id, failure.attempt);
  await scheduleJob(tx, {
    kind: BILLING_JOB_KINDS.mail,
    payload: { mail, orderPaymentId: payment.id, attempt: failure.attempt },
    runAt: failure.now,
    dedupeKey: mailKey,
    at: failure.now,
  });
  // The pay link also goes by text where the customer takes texts (lib/payments/payment-reactions.ts).
  if (!tip) {
    const notice = { kind: "charge-failed", orderPaymentId: payment.id, orderId: payment.orderId, attempt: failure.attempt, dedupeKey: mailKey } as const;
    await paymentReactions().noticed(tx, notice, failure.now, failure.now);
  }
  if (nextRetryAt) {
    const next = failure.attempt + 1;
    await scheduleJob(tx, { kind: BILLING_JOB_KINDS.charge, payload: { orderPaymentId: payment.id, attempt: next }, runAt: nextRetryAt, dedupeKey: chargeJobKey(payment.id, next), at: failure.now });
  }
  return true;
}
