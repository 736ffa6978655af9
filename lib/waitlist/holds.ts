import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { HeldTime } from "@/lib/booking/capacity-holds";
import type { Database } from "@/lib/platform/db";
import { waitlistEntries, waitlistHolds } from "@/lib/platform/db/schema";

/**
 * The freed times kept for people on the waitlist (docs/product.md#waitlist) that overlap
 * [start, end) at `now`, as visits needing a cleaner in the borough of the entry they are kept
 * for: every hold not yet booked, released or past its expiry, except those of
 * `exceptCustomerId` (their account, or entries made with their account's email before they
 * signed in). Booking's capacity check and slot list read it through
 * lib/booking/capacity-holds.ts; inside a transaction holding the day's lock it is the truth.
 */
export async function activeHolds(db: Database, start: Date, end: Date, now: Date, exceptCustomerId: string | null): Promise<HeldTime[]> {
  const conditions = [eq(waitlistHolds.status, "active"), gt(waitlistHolds.expiresAt, now), lt(waitlistHolds.startsAt, end), gt(waitlistHolds.endsAt, start)];
  if (exceptCustomerId) conditions.push(sql`not coalesce(${holderIs(exceptCustomerId)}, false)`);
  return db
    .select({ start: waitlistHolds.startsAt, end: waitlistHolds.endsAt, borough: waitlistEntries.borough })
    .from(waitlistHolds)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistHolds.entryId))
    .where(and(...conditions));
}

/** The entry belongs to the customer: made signed in, or with their account's email. Null when unknown, hence the coalesce. */
export function holderIs(customerId: string) {
  return sql`(${waitlistEntries.customerId} = ${customerId}::uuid or lower(${waitlistEntries.email}) = (select lower(u.email) from users u where u.id = ${customerId}::uuid))`;
}
