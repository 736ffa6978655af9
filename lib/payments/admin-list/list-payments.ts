/** The staff list of order payments and its CSV export: filters, paging, one indexed query plus its count. */
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { nyDayRange } from "@/lib/kernel/time/new-york-days";
import { orderNumberOf } from "@/lib/booking/order-number";
import { likePattern, pageWindow, type Page } from "@/lib/kernel/paging";
import type { Database } from "@/lib/platform/db";
import { orderPayments, orders, paymentMethods, users, type OrderPaymentKind, type OrderPaymentStatus } from "@/lib/platform/db/schema";
import type { PaymentFilters, PaymentListQuery } from "./payment-query";

export interface PaymentListItem {
  id: string;
  orderId: string;
  orderNumber: number;
  createdAt: Date;
  settledAt: Date | null;
  customerName: string;
  customerEmail: string;
  kind: OrderPaymentKind;
  status: OrderPaymentStatus;
  amountCents: number;
  currency: string;
  /** Succeeded refunds given back from this payment. */
  refundedCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  refundOfId: string | null;
  providerPaymentRef: string | null;
  note: string | null;
}

/** Money given back from a payment: its succeeded refunds. */
const refundedCents = sql<number>`(
  select coalesce(sum(r.amount_cents), 0)::int from order_payments r
  where r.refund_of_id = ${orderPayments.id} and r.status = 'succeeded'
)`;

const COLUMNS = {
  id: orderPayments.id,
  orderId: orderPayments.orderId,
  orderNumber: orders.number,
  createdAt: orderPayments.createdAt,
  settledAt: orderPayments.settledAt,
  firstName: users.firstName,
  lastName: users.lastName,
  customerEmail: users.email,
  kind: orderPayments.kind,
  status: orderPayments.status,
  amountCents: orderPayments.amountCents,
  currency: orderPayments.currency,
  refundedCents,
  cardBrand: paymentMethods.brand,
  cardLast4: paymentMethods.last4,
  refundOfId: orderPayments.refundOfId,
  providerPaymentRef: orderPayments.providerPaymentRef,
  note: orderPayments.note,
};


const STATUS_FILTERS: Record<Exclude<PaymentFilters["status"], "all" | "refunded">, readonly OrderPaymentStatus[]> = {
  paid: ["succeeded", "paid_offline"],
  failed: ["failed"],
  pending: ["pending", "processing"],
};

function filtersOf(filters: PaymentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status === "refunded") {
    conditions.push(sql`exists (select 1 from order_payments r where r.refund_of_id = ${orderPayments.id} and r.status = 'succeeded')`);
  } else if (filters.status !== "all") {
    conditions.push(inArray(orderPayments.status, [...STATUS_FILTERS[filters.status]]));
  }
  if (filters.kind) conditions.push(eq(orderPayments.kind, filters.kind));
  const from = filters.from ? nyDayRange(filters.from) : null;
  const to = filters.to ? nyDayRange(filters.to) : null;
  if (from) conditions.push(gte(orderPayments.createdAt, from.start));
  if (to) conditions.push(lt(orderPayments.createdAt, to.end));
  if (filters.q) {
    const number = orderNumberOf(filters.q);
    const byEmail = ilike(users.email, likePattern(filters.q));
    conditions.push(number === null ? byEmail : (or(eq(orders.number, number), byEmail) ?? byEmail));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>[number];

const NEWEST_FIRST = [desc(orderPayments.createdAt), desc(orderPayments.id)] as const;

function selectRows(db: Database) {
  return db
    .select(COLUMNS)
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(users, eq(users.id, orderPayments.customerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orderPayments.paymentMethodId));
}

function toItem({ firstName, lastName, ...row }: Row): PaymentListItem {
  return { ...row, customerName: `${firstName} ${lastName}`.trim(), refundedCents: Number(row.refundedCents) };
}

/** One page of payments, newest first, and the total for the filters. */
export async function listOrderPayments(db: Database, query: PaymentListQuery): Promise<Page<PaymentListItem>> {
  const { page, pageSize, offset } = pageWindow(query.page, query.pageSize);
  const where = filtersOf(query);
  const [rows, totals] = await Promise.all([
    selectRows(db).where(where).orderBy(...NEWEST_FIRST).limit(pageSize).offset(offset),
    db
      .select({ total: count() })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .innerJoin(users, eq(users.id, orderPayments.customerId))
      .where(where),
  ]);
  return { items: rows.map(toItem), total: totals[0]?.total ?? 0, page, pageSize };
}

/**
 * Every payment the filters match, newest first, in batches: a keyset walk on (created, id), so
 * the export holds one batch in memory and never skips or repeats a row as the walk goes on.
 */
export async function* paymentsForExport(db: Database, filters: PaymentFilters, batchSize = 500): AsyncGenerator<PaymentListItem[]> {
  const where = filtersOf(filters);
  let afterId: string | null = null;
  for (;;) {
    // The cursor is the last row's own (created, id), read back in SQL: PostgreSQL keeps
    // microseconds, a JavaScript Date only milliseconds, so a cursor carried through a Date
    // would skip rows opened in the same millisecond. Payments are never deleted.
    const cursor: SQL | undefined = afterId
      ? sql`(${orderPayments.createdAt}, ${orderPayments.id}) < (select cursor_row.created_at, cursor_row.id from ${orderPayments} as cursor_row where cursor_row.id = ${afterId})`
      : undefined;
    const rows: Row[] = await selectRows(db)
      .where(and(where, cursor))
      .orderBy(...NEWEST_FIRST)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toItem);
    const last: Row | undefined = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}
