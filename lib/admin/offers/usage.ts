/** Who holds an offer, who used it, and the orders it went into. */
import { count, desc, eq, sql } from "drizzle-orm";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { STATUS_LABELS } from "@/lib/booking/orders/status-machine";
import type { Database } from "@/lib/platform/db";
import { orders, userSpecialOffers, users, type OrderStatus } from "@/lib/platform/db/schema";

export interface OfferHolder {
  userId: string;
  name: string;
  email: string;
  assignedAt: string;
  usedAt: string | null;
}

export interface OfferOrder {
  id: string;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  customerName: string;
  startsAt: string;
  discountCents: number;
}

export interface OfferUsage {
  holderCount: number;
  usedCount: number;
  holders: OfferHolder[];
  orders: OfferOrder[];
}

/** Lists are for reading on one page: the most recent ones, with the totals beside them. */
const LIMIT = 200;

export async function offerUsage(db: Database, offerId: number): Promise<OfferUsage> {
  const [holders, totals, applied] = await Promise.all([
    db
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, assignedAt: userSpecialOffers.assignedAt, usedAt: userSpecialOffers.usedAt })
      .from(userSpecialOffers)
      .innerJoin(users, eq(users.id, userSpecialOffers.userId))
      .where(eq(userSpecialOffers.specialOfferId, offerId))
      // Used ones first (most recent use first), then the rest by assignment.
      .orderBy(sql`${userSpecialOffers.usedAt} desc nulls last`, desc(userSpecialOffers.assignedAt))
      .limit(LIMIT),
    db
      .select({ holders: count(), used: count(userSpecialOffers.usedAt) })
      .from(userSpecialOffers)
      .where(eq(userSpecialOffers.specialOfferId, offerId)),
    db
      .select({ id: orders.id, number: orders.number, status: orders.status, contactName: orders.contactName, startsAt: orders.startsAt, discount: sql<number>`coalesce((${orders.quote}->>'offerDiscountCents')::int, 0)` })
      .from(orders)
      .where(eq(orders.specialOfferId, offerId))
      .orderBy(desc(orders.createdAt))
      .limit(LIMIT),
  ]);
  return {
    holderCount: totals[0]?.holders ?? 0,
    usedCount: totals[0]?.used ?? 0,
    holders: holders.map((row) => ({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      assignedAt: row.assignedAt.toISOString(),
      usedAt: row.usedAt?.toISOString() ?? null,
    })),
    orders: applied.map((row) => ({
      id: row.id,
      number: formatOrderNumber(row.number),
      status: row.status,
      statusLabel: STATUS_LABELS[row.status],
      customerName: row.contactName,
      startsAt: row.startsAt.toISOString(),
      discountCents: Number(row.discount),
    })),
  };
}
