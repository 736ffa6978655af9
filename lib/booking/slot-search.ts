import { and, eq } from "drizzle-orm";
import { isUuid } from "@/lib/kernel/ids";
import { failure, INVALID_FIELDS_MESSAGE, type Failure } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { cachedBusinessSettings } from "./settings-cache";
import { availableSlots } from "./slot-availability";
import { durationFromQuery } from "./slot-query";

export interface SlotSearch {
  date: string;
  /** The visit's length; without it, the quote request's own fields in `rawQuery` give it. */
  durationMinutes?: number;
  rawQuery: Record<string, string>;
  /** When rescheduling: the order being moved does not block its own new time. */
  excludeOrderId?: string;
  /** Who asks: only their own order may be left out, and only their own waitlist hold is offered to them. */
  customerId: () => Promise<string | null>;
}

export interface SlotSearchAnswer {
  ok: true;
  date: string;
  durationMinutes: number;
  times: string[];
}

/**
 * The start times capacity allows on a day for a visit that long (GET /api/slots); submitting
 * checks again under the day's lock (docs/architecture.md, "A booking").
 */
export async function searchSlots(db: Database, search: SlotSearch, now: Date = new Date()): Promise<SlotSearchAnswer | Failure> {
  const { capacity, priceTable, closing } = await cachedBusinessSettings(db);
  let durationMinutes = search.durationMinutes;
  if (durationMinutes === undefined) {
    const duration = durationFromQuery(search.rawQuery, priceTable);
    if (!duration.ok) return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: duration.errors });
    durationMinutes = duration.minutes;
  }
  const exclude = search.excludeOrderId ? await ownOrderId(db, search.excludeOrderId, search.customerId) : undefined;
  // The signed-in customer sees the time the waitlist holds for them (docs/product.md#waitlist).
  const customerId = await search.customerId();
  const times = await availableSlots(db, { date: search.date, durationMinutes, capacity, now, excludeOrderId: exclude, customerId, closing });
  return { ok: true, date: search.date, durationMinutes, times: times.map((time) => time.toISOString()) };
}

/** Only the signed-in customer's own order may be left out of the count. */
async function ownOrderId(db: Database, orderId: string, customerId: () => Promise<string | null>): Promise<string | undefined> {
  if (!isUuid(orderId)) return undefined;
  const customer = await customerId();
  if (!customer) return undefined;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customer)));
  return row?.id;
}
