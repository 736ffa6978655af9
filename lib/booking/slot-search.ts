import { and, eq } from "drizzle-orm";
import { isUuid } from "@/lib/kernel/ids";
import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import { boroughForZip } from "@/lib/kernel/service-area";
import { isYourCleaner, REQUESTED_CLEANER_MESSAGE } from "./availability/your-cleaners";
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
  asker: () => Promise<{ id: string; role: Role } | null>;
  /** The ZIP when the form knows the address already: the starts a cleaner of that borough can take. */
  zip?: string;
  /** "Book my cleaner again": that cleaner's free starts (askableCleaner below says who may ask). */
  cleanerId?: string;
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
  const { travel, priceTable, closing } = await cachedBusinessSettings(db);
  let durationMinutes = search.durationMinutes;
  if (durationMinutes === undefined) {
    const duration = durationFromQuery(search.rawQuery, priceTable);
    if (!duration.ok) return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: duration.errors });
    durationMinutes = duration.minutes;
  }
  const asker = await search.asker();
  const customerId = asker?.id ?? null;
  const own = search.excludeOrderId ? await ownOrder(db, search.excludeOrderId, customerId) : undefined;
  const exclude = own?.id;
  // Moving a visit booked with "my cleaner": the times are that cleaner's until staff assign
  // someone, as the change itself is checked (./orders/edit-order.ts).
  const onlyCleanerId = search.cleanerId ? await askableCleaner(db, asker, search.cleanerId) : (own?.waitsFor ?? null);
  if (onlyCleanerId === undefined) return failure("invalid", REQUESTED_CLEANER_MESSAGE, { fieldErrors: { cleanerId: REQUESTED_CLEANER_MESSAGE } });
  const borough = search.zip ? boroughForZip(search.zip) : null;
  // The signed-in customer sees the time the waitlist holds for them (docs/product.md#waitlist).
  const times = await availableSlots(db, { date: search.date, durationMinutes, travel, borough, now, excludeOrderId: exclude, customerId, onlyCleanerId, closing });
  return { ok: true, date: search.date, durationMinutes, times: times.map((time) => time.toISOString()) };
}

/** Only the signed-in customer's own order may be left out of the count; with the cleaner it asked for while nobody is assigned. */
async function ownOrder(db: Database, orderId: string, customer: string | null): Promise<{ id: string; waitsFor: string | null } | undefined> {
  if (!isUuid(orderId)) return undefined;
  if (!customer) return undefined;
  const [row] = await db
    .select({ id: orders.id, cleanerId: orders.cleanerId, requestedCleanerId: orders.requestedCleanerId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customer)));
  return row ? { id: row.id, waitsFor: row.cleanerId ? null : row.requestedCleanerId } : undefined;
}

/**
 * A cleaner the asker may see the free times of: one of their own cleaners, the cleaner
 * themselves, or anyone for staff who assign. Undefined: not theirs to ask.
 */
async function askableCleaner(db: Database, asker: { id: string; role: Role } | null, cleanerId: string): Promise<string | undefined> {
  if (!asker || !isUuid(cleanerId)) return undefined;
  if (asker.id === cleanerId || can(asker.role, "orders.manage")) return cleanerId;
  return (await isYourCleaner(db, asker.id, cleanerId)) ? cleanerId : undefined;
}
