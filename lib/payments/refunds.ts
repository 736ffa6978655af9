import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { recordOrderEvent } from "@/lib/booking/orders/order-timeline";
import type { Database } from "@/lib/platform/db";
import { orderPayments, type OrderPaymentRow } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { failure, type Failure } from "@/lib/kernel/failure";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { formatUsd } from "@/lib/kernel/money";
import type { PaymentProvider, RefundDetails } from "@/lib/payments/provider/types";
import { multiLineText } from "@/lib/kernel/validation/text";
import { BILLING_JOB_KINDS, paymentMailKey, refundIdempotencyKey } from "./job-kinds";
import { KIND_WORDS } from "./settle";

/**
 * Giving money back on a payment taken by card (docs/payments.md#refunds). The refund is a row
 * of its own (kind `refund`, `refund_of_id` its payment). What may still go back is worked out
 * with the payment row locked, counting the refunds already made or under way, so two staff
 * refunding at once can never give back more than was paid. The provider is called outside
 * any transaction, with an idempotency key per refund row.
 */

export const REFUND_MESSAGES = {
  notFound: "We could not find that payment.",
  notRefundable: "Only a payment taken by card can be refunded; this one was not (or not yet).",
  nothingLeft: "This payment has already been refunded in full.",
  tooMuch: (leftCents: number) => `At most ${formatUsd(leftCents)} of this payment can still be refunded.`,
  provider: "The card processor did not accept the refund, so nothing went back. Please try again in a few minutes.",
} as const;

/** "25", "25.5" or "25.50" dollars, read into cents. */
export const dollarAmount = z
  .string({ error: "Enter an amount in dollars and cents, like 25 or 12.50." })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter an amount in dollars and cents, like 25 or 12.50.")
  .transform((value) => {
    const [dollars = "0", cents = ""] = value.split(".");
    return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
  })
  .refine((cents) => cents > 0, "Enter an amount above $0.00.");

export const refundSchema = z.object({
  amount: dollarAmount,
  reason: multiLineText("reason").trim().min(1, "Say why the money goes back.").max(500, "Keep the reason under 500 characters."),
});
export type RefundInput = z.output<typeof refundSchema>;

/** Refunds that count against a payment: made, or with the provider right now. */
const COUNTED = ["processing", "succeeded"] as const;

/** What of a payment may still go back. */
export async function refundableCents(tx: Transaction | Database, payment: Pick<OrderPaymentRow, "id" | "amountCents">): Promise<number> {
  const [row] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)`.mapWith(Number) })
    .from(orderPayments)
    .where(and(eq(orderPayments.refundOfId, payment.id), inArray(orderPayments.status, [...COUNTED])));
  return payment.amountCents - (row?.refunded ?? 0);
}

async function lockPayment(tx: Transaction, id: string): Promise<OrderPaymentRow | null> {
  const [payment] = await tx.select().from(orderPayments).where(and(eq(orderPayments.id, id), ne(orderPayments.kind, "refund"))).for("update");
  return payment ?? null;
}

/**
 * A refund the provider confirmed: the row is settled once (a conditional update, so our own
 * answer and the webhook meet here and only one wins), with its line on the order's timeline
 * and the refund receipt queued in the same transaction.
 */
export async function settleRefund(tx: Transaction, refund: OrderPaymentRow, of: OrderPaymentRow, providerRef: string, now: Date): Promise<boolean> {
  const [settled] = await tx
    .update(orderPayments)
    .set({ status: "succeeded", providerPaymentRef: providerRef, settledAt: now, failureCode: null, failureMessage: null, updatedAt: now })
    .where(and(eq(orderPayments.id, refund.id), ne(orderPayments.status, "succeeded")))
    .returning();
  if (!settled) return false;
  await recordOrderEvent(tx, {
    orderId: refund.orderId,
    type: "payment",
    actorId: refund.settledBy,
    note: `Refund ${formatUsd(refund.amountCents)} of the ${KIND_WORDS[of.kind].toLowerCase()} payment${refund.note ? `: ${refund.note}` : ""}`,
    data: { orderPaymentId: refund.id, kind: "refund", refundOfId: of.id, outcome: "succeeded", amountCents: refund.amountCents },
    at: now,
  });
  await scheduleRefundReceipt(tx, refund.id, now);
  return true;
}

async function scheduleRefundReceipt(tx: Transaction, refundId: string, now: Date): Promise<void> {
  await scheduleJob(tx, { kind: BILLING_JOB_KINDS.mail, payload: { mail: "refunded", orderPaymentId: refundId }, runAt: now, dedupeKey: paymentMailKey("refunded", refundId, 0), at: now });
}

export type RefundResult = { ok: true; refundId: string; status: "succeeded" | "processing"; refundableCents: number } | Failure;

/**
 * Staff refund part or all of a succeeded payment (a visit charge, fee or tip), with a reason.
 * Bad input changes nothing: an unknown payment is a 404, one not taken by card or an amount
 * above what is left a 400. Audited as `payment.refund` with the actor, amount and reason.
 */
export async function refundPayment(db: Database, provider: PaymentProvider, actor: { id: string }, paymentId: string, input: RefundInput, now = new Date()): Promise<RefundResult> {
  const opened = await db.transaction(async (tx): Promise<{ refund: OrderPaymentRow; of: OrderPaymentRow } | Failure> => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return failure("not-found", REFUND_MESSAGES.notFound);
    if (payment.status !== "succeeded" || !payment.providerPaymentRef || payment.provider !== provider.name) return failure("invalid", REFUND_MESSAGES.notRefundable);
    const left = await refundableCents(tx, payment);
    if (left <= 0) return failure("invalid", REFUND_MESSAGES.nothingLeft);
    if (input.amount > left) return failure("invalid", REFUND_MESSAGES.tooMuch(left), { fieldErrors: { amount: REFUND_MESSAGES.tooMuch(left) } });
    const id = randomUUID();
    const [refund] = await tx
      .insert(orderPayments)
      .values({
        id,
        orderId: payment.orderId,
        customerId: payment.customerId,
        kind: "refund",
        amountCents: input.amount,
        currency: payment.currency,
        status: "processing",
        provider: payment.provider,
        paymentMethodId: payment.paymentMethodId,
        refundOfId: payment.id,
        note: input.reason,
        attempt: 1,
        idempotencyKey: refundIdempotencyKey(id),
        settledBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!refund) throw new Error("the refund row was not written");
    return { refund, of: payment };
  });
  if ("ok" in opened) return opened;
  const { refund, of } = opened;

  let answer: RefundDetails | null;
  try {
    answer = await provider.cards.refund({ refundId: refund.id, paymentRef: of.providerPaymentRef ?? "", amountCents: refund.amountCents, idempotencyKey: refund.idempotencyKey ?? refundIdempotencyKey(refund.id) });
  } catch {
    answer = null;
  }

  return db.transaction(async (tx): Promise<RefundResult> => {
    // The payment is locked again so the charge.refunded webhook and this answer take turns.
    const payment = await lockPayment(tx, of.id);
    if (!payment) throw new Error("the refunded payment disappeared");
    if (!answer || answer.status === "failed" || answer.status === "canceled") {
      // Nothing moved: the row stops counting. Should the provider have made it after all, its webhook revives it.
      await tx
        .update(orderPayments)
        .set({ status: "cancelled", failureCode: answer ? `refund_${answer.status}` : "provider_error", failureMessage: REFUND_MESSAGES.provider, updatedAt: now })
        .where(and(eq(orderPayments.id, refund.id), eq(orderPayments.status, "processing")));
      return failure("upstream-failed", REFUND_MESSAGES.provider);
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: "payment.refund",
      subjectType: "order_payment",
      subjectId: of.id,
      reason: refund.note,
      details: { orderId: of.orderId, refundId: refund.id, kind: of.kind, amountCents: refund.amountCents, status: answer.status },
      at: now,
    });
    if (answer.status === "succeeded") await settleRefund(tx, refund, of, answer.providerRef, now);
    else await tx.update(orderPayments).set({ providerPaymentRef: answer.providerRef, updatedAt: now }).where(and(eq(orderPayments.id, refund.id), eq(orderPayments.status, "processing")));
    return { ok: true, refundId: refund.id, status: answer.status === "succeeded" ? "succeeded" : "processing", refundableCents: await refundableCents(tx, payment) };
  });
}

/**
 * The charge.refunded webhook: every refund the provider lists for a payment of ours is
 * recorded once. One we made is matched by its row id (metadata) or provider id and settled;
 * one made in the provider's dashboard becomes a refund row of its own.
 */
export async function applyProviderRefunds(tx: Transaction, provider: PaymentProvider["name"], paymentRef: string, refunds: RefundDetails[], now: Date): Promise<"refunded" | "already_settled" | "unknown_payment"> {
  const [found] = await tx.select({ id: orderPayments.id }).from(orderPayments).where(and(eq(orderPayments.providerPaymentRef, paymentRef), ne(orderPayments.kind, "refund")));
  const payment = found ? await lockPayment(tx, found.id) : null;
  if (!payment) return "unknown_payment";
  let changed = false;
  for (const made of refunds.filter((refund) => refund.status === "succeeded")) {
    const [known] = await tx.select().from(orderPayments).where(eq(orderPayments.providerPaymentRef, made.providerRef));
    const [ours] = known ? [known] : made.refundId ? await tx.select().from(orderPayments).where(and(eq(orderPayments.refundOfId, payment.id), sql`${orderPayments.id}::text = ${made.refundId}`)) : [];
    if (ours) {
      if (ours.refundOfId === payment.id && ours.status !== "succeeded") changed = (await settleRefund(tx, ours, payment, made.providerRef, now)) || changed;
      continue;
    }
    const [outside] = await tx
      .insert(orderPayments)
      .values({
        orderId: payment.orderId,
        customerId: payment.customerId,
        kind: "refund",
        amountCents: made.amountCents,
        currency: payment.currency,
        status: "processing",
        provider,
        paymentMethodId: payment.paymentMethodId,
        refundOfId: payment.id,
        note: "Refunded in the Stripe dashboard",
        attempt: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (outside) changed = (await settleRefund(tx, outside, payment, made.providerRef, now)) || changed;
  }
  return changed ? "refunded" : "already_settled";
}
