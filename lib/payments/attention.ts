import { and, desc, eq, inArray } from "drizzle-orm";
import { paymentReactions } from "./payment-reactions";
import { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { orderPayments, orders, paymentMethods, users, type OrderPaymentRow } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { failure, type Failure } from "@/lib/kernel/failure";
import { multiLineText } from "@/lib/kernel/validation/text";
import { cardLabel } from "./cards/cards";
import { chargeTryNow } from "./charge";
import { recordAttempt } from "./settle";

/**
 * The admin list of payments needing attention (declined, or the bank wants the cardholder, or
 * no card) and what staff do about one: try the card again now, record cash or a check, or
 * write it off. Each decision locks the payment, moves it with a conditional update, writes
 * its line on the payment's and the order's timelines, and is audited with the actor.
 */

export interface AttentionItem {
  id: string;
  orderId: string;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  kind: OrderPaymentRow["kind"];
  amountCents: number;
  failureCode: string | null;
  failureMessage: string | null;
  attempt: number;
  nextRetryAt: Date | null;
  card: string | null;
  updatedAt: Date;
}

export async function listPaymentsNeedingAttention(db: Database, limit = 200): Promise<AttentionItem[]> {
  const rows = await db
    .select({ payment: orderPayments, number: orders.number, firstName: users.firstName, lastName: users.lastName, email: users.email, card: paymentMethods })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(users, eq(users.id, orderPayments.customerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orderPayments.paymentMethodId))
    .where(eq(orderPayments.status, "failed"))
    .orderBy(desc(orderPayments.updatedAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.payment.id,
    orderId: row.payment.orderId,
    orderNumber: row.number,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    customerEmail: row.email,
    kind: row.payment.kind,
    amountCents: row.payment.amountCents,
    failureCode: row.payment.failureCode,
    failureMessage: row.payment.failureMessage,
    attempt: row.payment.attempt,
    nextRetryAt: row.payment.nextRetryAt,
    card: row.card ? cardLabel(row.card) : null,
    updatedAt: row.payment.updatedAt,
  }));
}

export const ATTENTION_MESSAGES = {
  notFound: "We could not find that payment.",
  notOpen: "This payment is no longer waiting: it was paid, settled or is being charged right now.",
} as const;

export const markPaidSchema = z.object({
  method: z.enum(["cash", "check"], { error: "Choose cash or check." }),
  note: multiLineText("note").trim().min(1, "Say how it was paid (e.g. the check number).").max(500, "Keep the note under 500 characters."),
});
export const writeOffSchema = z.object({
  note: multiLineText("reason").trim().min(1, "Say why it is written off.").max(500, "Keep the reason under 500 characters."),
});

type Staff = { id: string };
export type AttentionResult = { ok: true; status: OrderPaymentRow["status"] } | Failure;

/** Payments staff may act on: owed, and no try with the provider right now. */
const ACTIONABLE = ["pending", "failed"] as const;

async function lockActionable(tx: Transaction, id: string): Promise<OrderPaymentRow | Failure> {
  const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.id, id)).for("update");
  if (!payment || payment.kind === "refund") return failure("not-found", ATTENTION_MESSAGES.notFound);
  if (!ACTIONABLE.some((status) => status === payment.status)) return failure("conflict", ATTENTION_MESSAGES.notOpen);
  return payment;
}

const isFailure = (value: OrderPaymentRow | Failure): value is Failure => "ok" in value;

/** Queues the next try now (the worker runs it within seconds); the customer's card on file is used. */
export async function retryPaymentNow(db: Database, actor: Staff, id: string, now = new Date()): Promise<AttentionResult> {
  return db.transaction(async (tx): Promise<AttentionResult> => {
    const payment = await lockActionable(tx, id);
    if (isFailure(payment)) return payment;
    // The automatic try already queued is this same try: it is brought forward, not doubled.
    await chargeTryNow(tx, payment.id, payment.attempt + 1, now);
    await tx.update(orderPayments).set({ nextRetryAt: null, updatedAt: now }).where(eq(orderPayments.id, payment.id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: "payment.retry",
      subjectType: "order_payment",
      subjectId: payment.id,
      details: { orderId: payment.orderId, attempt: payment.attempt + 1, amountCents: payment.amountCents },
      at: now,
    });
    return { ok: true, status: payment.status };
  });
}

async function settleByStaff(
  db: Database,
  actor: Staff,
  id: string,
  to: "paid_offline" | "written_off",
  note: string,
  details: Record<string, unknown>,
  now: Date,
): Promise<AttentionResult> {
  return db.transaction(async (tx): Promise<AttentionResult> => {
    const payment = await lockActionable(tx, id);
    if (isFailure(payment)) return payment;
    const [settled] = await tx
      .update(orderPayments)
      .set({ status: to, note, settledAt: now, settledBy: actor.id, nextRetryAt: null, updatedAt: now })
      .where(and(eq(orderPayments.id, payment.id), inArray(orderPayments.status, [...ACTIONABLE])))
      .returning();
    if (!settled) return failure("conflict", ATTENTION_MESSAGES.notOpen);
    await recordAttempt(tx, settled, { attempt: payment.attempt + 1, outcome: to, source: "staff", message: note, actorId: actor.id, at: now });
    await tx.update(orderPayments).set({ attempt: payment.attempt + 1, updatedAt: now }).where(eq(orderPayments.id, payment.id));
    if (to === "paid_offline") await paymentReactions().paid(tx, { orderId: payment.orderId, kind: payment.kind }, now);
    await writeAudit(tx, {
      actorId: actor.id,
      action: to === "paid_offline" ? "payment.mark_paid" : "payment.write_off",
      subjectType: "order_payment",
      subjectId: payment.id,
      reason: note,
      details: { orderId: payment.orderId, amountCents: payment.amountCents, ...details },
      at: now,
    });
    return { ok: true, status: to };
  });
}

export function markPaidOffline(db: Database, actor: Staff, id: string, input: z.output<typeof markPaidSchema>, now = new Date()): Promise<AttentionResult> {
  return settleByStaff(db, actor, id, "paid_offline", `${input.method === "cash" ? "Cash" : "Check"}: ${input.note}`, { method: input.method }, now);
}

export function writeOffPayment(db: Database, actor: Staff, id: string, input: z.output<typeof writeOffSchema>, now = new Date()): Promise<AttentionResult> {
  return settleByStaff(db, actor, id, "written_off", input.note, {}, now);
}
