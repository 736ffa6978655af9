/**
 * The payments reconciliation over the database: loads orders with their payments in batches,
 * checks each (./check-order.ts), logs what is out of balance and records the run for the admin
 * Payments page (docs/operations.md).
 */
import { and, asc, desc, gt, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orderPayments, orders, paymentReconciliations, type PaymentReconciliationRow, type ReconciliationScope } from "@/lib/platform/db/schema";
import type { Logger } from "@/lib/platform/log/logger";
import { checkOrder, type Finding, type OrderLedger } from "./check-order";

/** The nightly run checks orders touched (the order or any of its payments) in this many days. */
export const RECENT_DAYS = 7;
/** Findings kept on a run's row; the count says how many there were in all. */
const STORED_FINDINGS = 500;
const BATCH = 500;

export async function loadLedgers(db: Database, orderIds: readonly string[]): Promise<OrderLedger[]> {
  if (orderIds.length === 0) return [];
  const [orderRows, paymentRows] = await Promise.all([
    db
      .select({ orderId: orders.id, orderNumber: orders.number, status: orders.status, totalCents: orders.totalCents, amountDueCents: orders.amountDueCents, lateCancellationFeeCents: orders.lateCancellationFeeCents })
      .from(orders)
      .where(inArray(orders.id, [...orderIds]))
      .orderBy(asc(orders.id)),
    db
      .select({ orderId: orderPayments.orderId, id: orderPayments.id, kind: orderPayments.kind, status: orderPayments.status, amountCents: orderPayments.amountCents, providerPaymentRef: orderPayments.providerPaymentRef, refundOfId: orderPayments.refundOfId })
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, [...orderIds]))
      .orderBy(asc(orderPayments.createdAt)),
  ]);
  return orderRows.map((order) => ({ ...order, payments: paymentRows.filter((payment) => payment.orderId === order.orderId) }));
}

/** Orders changed since `since`, or whose payments did. (Raw SQL takes the instant as ISO text.) */
function touchedSince(since: Date): SQL {
  const paymentTouched = sql`${orders.id} in (select ${orderPayments.orderId} from ${orderPayments} where ${orderPayments.updatedAt} >= ${since.toISOString()}::timestamptz)`;
  return or(gte(orders.updatedAt, since), paymentTouched) ?? paymentTouched;
}

export interface ReconciliationRequest {
  scope: ReconciliationScope;
  now?: Date;
  requestedBy?: string | null;
  logger?: Pick<Logger, "warn" | "info">;
}

/** Checks the orders in scope a batch at a time, logs each finding at warn, and records the run. */
export async function runReconciliation(db: Database, request: ReconciliationRequest): Promise<PaymentReconciliationRow> {
  const now = request.now ?? new Date();
  // How long the run took comes from the monotonic clock: the record's instants stay on `now`'s.
  const began = performance.now();
  const since = request.scope === "recent" ? new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000) : null;
  const findings: Finding[] = [];
  let ordersChecked = 0;
  let after: string | null = null;
  for (;;) {
    const ids: { id: string }[] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(since ? touchedSince(since) : undefined, after ? gt(orders.id, after) : undefined))
      .orderBy(asc(orders.id))
      .limit(BATCH);
    if (ids.length === 0) break;
    for (const ledger of await loadLedgers(db, ids.map((row) => row.id))) findings.push(...checkOrder(ledger));
    ordersChecked += ids.length;
    after = ids[ids.length - 1]?.id ?? null;
    if (ids.length < BATCH) break;
  }
  for (const finding of findings) request.logger?.warn({ reconciliation: finding }, "order payments out of balance");
  request.logger?.info({ reconciliation: { scope: request.scope, ordersChecked, findings: findings.length } }, "payments reconciled");
  const [run] = await db
    .insert(paymentReconciliations)
    .values({ scope: request.scope, since, startedAt: now, finishedAt: new Date(now.getTime() + Math.round(performance.now() - began)), ordersChecked, findingCount: findings.length, findings: findings.slice(0, STORED_FINDINGS), requestedBy: request.requestedBy ?? null })
    .returning();
  if (!run) throw new Error("the reconciliation run was not recorded");
  return run;
}

export async function latestReconciliation(db: Database): Promise<PaymentReconciliationRow | null> {
  const [run] = await db.select().from(paymentReconciliations).orderBy(desc(paymentReconciliations.finishedAt)).limit(1);
  return run ?? null;
}

