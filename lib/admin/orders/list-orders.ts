/** The staff list of orders: filters, paging, one indexed query plus its count. */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { orderHeadline, type OrderHeadline } from "@/lib/booking/orders/order-headline";
import type { Database } from "@/lib/platform/db";
import { orders, users, type OrderStatus } from "@/lib/platform/db/schema";
import { nyDayRange } from "../../kernel/time/new-york-days";
import { likePattern, pageWindow, type Page } from "../../kernel/paging";
import { orderNumberOf } from "@/lib/booking/order-number";
import { UNASSIGNED, type AdminOrderQuery } from "./order-query";

export interface AdminOrderListItem extends OrderHeadline {
  serviceSlug: string;
  borough: string;
  zip: string;
  customerName: string;
  cleaner: { id: string; name: string } | null;
  totalCents: number;
  createdAt: string;
}

export const customer = alias(users, "customer");
export const cleaner = alias(users, "cleaner");

/** The service name from the stored quote: one field of the JSON, not the whole document. */
export const serviceNameColumn = sql<string>`${orders.quote}->'service'->>'name'`;

export const LIST_COLUMNS = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  serviceSlug: orders.serviceSlug,
  serviceName: serviceNameColumn,
  startsAt: orders.startsAt,
  endsAt: orders.endsAt,
  borough: orders.borough,
  zip: orders.zip,
  contactName: orders.contactName,
  customerFirstName: customer.firstName,
  customerLastName: customer.lastName,
  cleanerId: orders.cleanerId,
  cleanerFirstName: cleaner.firstName,
  cleanerLastName: cleaner.lastName,
  totalCents: orders.totalCents,
  createdAt: orders.createdAt,
};

export type ListRow = {
  id: string;
  number: number;
  status: OrderStatus;
  serviceSlug: string;
  serviceName: string | null;
  startsAt: Date;
  endsAt: Date;
  borough: string;
  zip: string;
  contactName: string;
  customerFirstName: string | null;
  customerLastName: string | null;
  cleanerId: string | null;
  cleanerFirstName: string | null;
  cleanerLastName: string | null;
  totalCents: number;
  createdAt: Date;
};

export function toListItem(row: ListRow): AdminOrderListItem {
  return {
    ...orderHeadline(row, row.serviceName ?? row.serviceSlug),
    serviceSlug: row.serviceSlug,
    borough: row.borough,
    zip: row.zip,
    customerName: row.customerFirstName !== null ? `${row.customerFirstName} ${row.customerLastName ?? ""}`.trim() : row.contactName,
    cleaner: row.cleanerId && row.cleanerFirstName !== null ? { id: row.cleanerId, name: `${row.cleanerFirstName} ${row.cleanerLastName ?? ""}`.trim() } : null,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
  };
}

function filtersOf(query: AdminOrderQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const from = query.from ? nyDayRange(query.from) : null;
  const to = query.to ? nyDayRange(query.to) : null;
  if (from) conditions.push(gte(orders.startsAt, from.start));
  if (to) conditions.push(lt(orders.startsAt, to.end));
  if (query.borough) conditions.push(eq(orders.borough, query.borough));
  if (query.service) conditions.push(eq(orders.serviceSlug, query.service));
  // "Needs a cleaner": a cancelled or finished order without one is not a job anybody must staff.
  if (query.cleaner === UNASSIGNED) conditions.push(isNull(orders.cleanerId), inArray(orders.status, ["pending", "confirmed"]));
  else if (query.cleaner) conditions.push(eq(orders.cleanerId, query.cleaner));
  if (query.q) {
    const number = orderNumberOf(query.q);
    if (number !== null) {
      conditions.push(eq(orders.number, number));
    } else {
      const pattern = likePattern(query.q);
      // The contact's name or email, or the customer's account email. Each arm reads a trigram
      // index (migration 0039) and PostgreSQL ORs the three: the customers whose email matches are
      // found first, as an array, so their orders come from the customer index rather than from a
      // join across every order (docs/benchmarks.md, "Admin lists at 100,000 users and orders,
      // 2026-11-28"). Every order has its customer (a not-null reference), so this is the join's answer.
      const customersMatching = sql`array(select ${users.id} from ${users} where ${ilike(users.email, pattern)})`;
      const text = or(ilike(orders.contactName, pattern), ilike(orders.contactEmail, pattern), sql`${orders.customerId} = any(${customersMatching})`);
      if (text) conditions.push(text);
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const ORDER_BY = {
  // The id keeps the order stable between pages when two visits share a start.
  "start-desc": [desc(orders.startsAt), desc(orders.id)],
  "start-asc": [asc(orders.startsAt), asc(orders.id)],
  "created-desc": [desc(orders.createdAt), desc(orders.id)],
} as const;

/**
 * One page and its total. The page is found on ids alone (a "deferred join"): an OFFSET walks
 * past every earlier row, and doing that on the bare index rather than on the joined rows with
 * their JSON keeps page 200 nearly as cheap as page 1.
 */
export async function listAdminOrders(db: Database, query: AdminOrderQuery): Promise<Page<AdminOrderListItem>> {
  const { page, pageSize, offset } = pageWindow(query.page, query.pageSize);
  const where = filtersOf(query);
  const pageIds = db.select({ id: orders.id }).from(orders).where(where).orderBy(...ORDER_BY[query.sort]).limit(pageSize).offset(offset).as("page_ids");
  const [rows, totals] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(pageIds)
      .innerJoin(orders, eq(orders.id, pageIds.id))
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .leftJoin(cleaner, eq(cleaner.id, orders.cleanerId))
      .orderBy(...ORDER_BY[query.sort]),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items: rows.map(toListItem), total: totals[0]?.total ?? 0, page, pageSize };
}
