/**
 * The two reads every schedule view starts from (the day schedule and the dispatch board,
 * docs/product.md, "Dispatch board"): the visits that overlap the time shown, and the cleaners
 * who get a lane.
 */
import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import { overlapsTime } from "@/lib/booking/orders/overlapping";
import type { Database } from "@/lib/platform/db";
import { orders, users } from "@/lib/platform/db/schema";

/** Visits not cancelled that overlap [start, end): a visit from 11 PM to 1 AM shows on both days. */
export function visitsOverlapping(start: Date, end: Date): SQL | undefined {
  return and(ne(orders.status, "cancelled"), overlapsTime(start, end));
}

/** Every active cleaner by name (at most 200): each gets a lane, so a free cleaner shows as free rather than missing. */
export function activeCleaners(db: Database) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, "Cleaner"), eq(users.status, "active")))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(200);
}
