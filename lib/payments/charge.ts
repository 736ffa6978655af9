import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { jobs, orderPayments, orders, paymentMethods, type OrderPaymentRow, type PaymentMethodRow } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import type { ChargeResult, PaymentProvider } from "@/lib/payments/provider/types";
import { chargeableCard } from "./cards/cards";
import { billingModeOf, ensureProviderCustomer } from "./cards/customer";
import { BILLING_JOB_KINDS, chargeIdempotencyKey, chargeJobKey } from "./job-kinds";
import { recordChargeFailure, settleOrderPayment } from "./settle";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * Charging a completed visit. Completion (the cleaner's check-out, or staff marking it done)
 * opens the order's one charge for what is due after gift card and offer, and schedules try 1.
 * Each try runs as a durable job (once across hosts) and reaches the provider with the key
 * `order-payment:{id}:{try}`, so a try repeated after a crash, or run twice at once, makes one
 * PaymentIntent.
 */

/**
 * Opens an order's payment of one kind and queues its first try, unless the account is invoiced
 * (office clients: staff collect, nothing is charged automatically). A charge or fee is written
 * once per order (a unique index), so completing or cancelling twice opens nothing more. Returns
 * the new payment's id, or null when the order already had one of this kind.
 */
export async function openOrderPayment(
  tx: Transaction,
  payment: { orderId: string; customerId: string; kind: "charge" | "fee" | "tip"; amountCents: number; cleanerId?: string | null },
  now: Date,
  /** Open it without a try: a visit held for staff review is charged when they release it. */
  options: { hold?: boolean } = {},
): Promise<string | null> {
  const [opened] = await tx
    .insert(orderPayments)
    .values({
      orderId: payment.orderId,
      customerId: payment.customerId,
      kind: payment.kind,
      amountCents: payment.amountCents,
      cleanerId: payment.cleanerId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: orderPayments.id });
  if (!opened) return null;
  if (!options.hold && (await billingModeOf(tx, payment.customerId)) !== "invoice") await scheduleChargeTry(tx, opened.id, 1, now);
  return opened.id;
}

/** In the completing transaction: the order's charge for what is due after gift card and offer (held: no try yet). */
export async function openOrderCharge(tx: Transaction, order: { id: string; customerId: string; amountDueCents: number }, now: Date, options: { hold?: boolean } = {}): Promise<void> {
  if (order.amountDueCents <= 0) return;
  await openOrderPayment(tx, { orderId: order.id, customerId: order.customerId, kind: "charge", amountCents: order.amountDueCents }, now, options);
}

/**
 * Staff released a visit held for review: the held charge's first try runs now, unless the
 * account is invoiced or the charge was settled meanwhile (paid offline, written off).
 */
export async function releaseHeldCharge(tx: Transaction, orderId: string, now: Date): Promise<void> {
  const [charge] = await tx
    .select({ id: orderPayments.id, customerId: orderPayments.customerId })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "charge"), eq(orderPayments.status, "pending"), eq(orderPayments.attempt, 0)));
  if (!charge || (await billingModeOf(tx, charge.customerId)) === "invoice") return;
  await scheduleChargeTry(tx, charge.id, 1, now);
}

/** In the cancelling transaction: the late-cancellation fee recorded on the order, charged like a visit. */
export async function openLateCancellationFee(tx: Transaction, order: { id: string; customerId: string }, feeCents: number, now: Date): Promise<void> {
  if (feeCents <= 0) return;
  await openOrderPayment(tx, { orderId: order.id, customerId: order.customerId, kind: "fee", amountCents: feeCents }, now);
}

/** Queues try `attempt` to run at `now` (once: the key is the try). */
async function scheduleChargeTry(db: Database, orderPaymentId: string, attempt: number, now: Date): Promise<boolean> {
  return scheduleJob(db, { kind: BILLING_JOB_KINDS.charge, payload: { orderPaymentId, attempt }, runAt: now, dedupeKey: chargeJobKey(orderPaymentId, attempt), at: now });
}

/** Try `attempt` at `now`: brings forward the automatic try already queued for it. */
export async function chargeTryNow(db: Database, orderPaymentId: string, attempt: number, now: Date): Promise<void> {
  if (await scheduleChargeTry(db, orderPaymentId, attempt, now)) return;
  await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(eq(jobs.dedupeKey, chargeJobKey(orderPaymentId, attempt)), eq(jobs.status, "pending"), gt(jobs.runAt, now)));
}

export type ChargeRunOutcome = "succeeded" | "declined" | "authentication_required" | "no_card" | "skipped";

type Claim = { skip: true } | { skip: false; payment: OrderPaymentRow; card: PaymentMethodRow | null; number: number };

/**
 * Claims try `attempt` of a payment: only from pending or failed, only for the next try, with the
 * row locked. A try already claimed and still processing is resumed with the same key (its
 * worker died after reaching the provider, perhaps); anything else is skipped.
 */
async function claimTry(db: Database, provider: PaymentProvider, orderPaymentId: string, attempt: number, now: Date): Promise<Claim> {
  return db.transaction(async (tx): Promise<Claim> => {
    const [row] = await tx
      .select({ payment: orderPayments, number: orders.number })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orderPayments.id, orderPaymentId))
      .for("update", { of: orderPayments });
    if (!row) return { skip: true };
    const { payment } = row;
    if (payment.attempt === attempt && payment.status === "processing") {
      const [card] = payment.paymentMethodId ? await tx.select().from(paymentMethods).where(eq(paymentMethods.id, payment.paymentMethodId)) : [];
      return { skip: false, payment, card: card ?? null, number: row.number };
    }
    if (payment.attempt >= attempt || !["pending", "failed"].includes(payment.status)) return { skip: true };
    const card = await chargeableCard(tx, payment.customerId, provider.name, now);
    const [claimed] = await tx
      .update(orderPayments)
      .set({ status: "processing", attempt, idempotencyKey: chargeIdempotencyKey(payment.id, attempt), paymentMethodId: card?.id ?? null, provider: provider.name, nextRetryAt: null, updatedAt: now })
      .where(and(eq(orderPayments.id, payment.id), inArray(orderPayments.status, ["pending", "failed"]), lt(orderPayments.attempt, attempt)))
      .returning();
    return claimed ? { skip: false, payment: claimed, card, number: row.number } : { skip: true };
  });
}

/** Runs try `attempt` of an order payment. Provider outages throw: the job retries the same try. */
export async function runChargeTry(db: Database, provider: PaymentProvider, orderPaymentId: string, attempt: number, options: { now?: Date } = {}): Promise<ChargeRunOutcome> {
  const now = options.now ?? new Date();
  const claim = await claimTry(db, provider, orderPaymentId, attempt, now);
  if (claim.skip) return "skipped";
  const { payment, card } = claim;
  if (!card) {
    await db.transaction((tx) =>
      recordChargeFailure(tx, payment, { attempt, outcome: "no_card", code: "no_card", message: "There is no card on file.", paymentRef: null, source: "job", now }),
    );
    return "no_card";
  }
  const customerRef = await ensureProviderCustomer(db, provider, payment.customerId);
  const result: ChargeResult = await provider.cards.chargeOffSession({
    orderPaymentId: payment.id,
    customerRef,
    paymentMethodRef: card.providerRef,
    amountCents: payment.amountCents,
    currency: payment.currency,
    idempotencyKey: chargeIdempotencyKey(payment.id, attempt),
    description: `Borough Bright Cleaning, order ${formatOrderNumber(claim.number)}`,
  });
  return db.transaction(async (tx): Promise<ChargeRunOutcome> => {
    if (result.status === "succeeded") {
      const settled = await settleOrderPayment(tx, {
        orderPaymentId: payment.id,
        provider: provider.name,
        paymentRef: result.paymentRef,
        amountCents: result.amountCents,
        currency: payment.currency,
        paymentMethodId: card.id,
        source: "job",
        now,
      });
      // A twin run of this try (same key, same PaymentIntent) got there first.
      return settled === "succeeded" ? "succeeded" : "skipped";
    }
    const recorded = await recordChargeFailure(tx, payment, { attempt, outcome: result.status, code: result.code, message: result.message, paymentRef: result.paymentRef, source: "job", now });
    return recorded ? result.status : "skipped";
  });
}
