import type { Borough } from "@/lib/kernel/service-area";
import type { Database } from "@/lib/platform/db";
import type { TravelMinutes } from "@/lib/settings/travel-minutes";
import { waitlistSeam } from "../capacity-holds";
import { roomFinder, type CleanerPool } from "./cleaner-pool";
import { blockedCleanerIds, loadCleanerPool, travelReachMs } from "./load-pool";

/**
 * "Is a cleaner free for this visit?" for one stretch of time, with everything the answer
 * depends on read once: the pool, the times kept for people on the waitlist, and the cleaners
 * this customer never gets. The slot list asks it for each start of a day; the locked check of
 * ../capacity.ts asks it once, under the pool's locks.
 */
export interface RoomQuery {
  from: Date;
  to: Date;
  travel: TravelMinutes;
  now: Date;
  /** Null while the address is not known yet: a start counts as free if any borough has room. */
  borough: Borough | null;
  excludeOrderId?: string;
  /** Who books or moves the visit: their own waitlist hold does not block them, their blocked cleaners are not counted. */
  customerId?: string | null;
  /** "Book my cleaner again": only this cleaner may take it. */
  onlyCleanerId?: string | null;
}

export type RoomCheck = (start: Date, end: Date) => boolean;

export async function roomChecker(db: Database, query: RoomQuery): Promise<RoomCheck> {
  const reach = travelReachMs(query.travel);
  const [pool, held, blocked] = await Promise.all([
    loadCleanerPool(db, { from: query.from, to: query.to, travel: query.travel, excludeOrderId: query.excludeOrderId }),
    // WAITLIST HOLDS: a time kept for someone else needs a cleaner like a booked visit (../capacity-holds.ts).
    waitlistSeam().holds(db, new Date(query.from.getTime() - reach), new Date(query.to.getTime() + reach), query.now, query.customerId ?? null),
    blockedCleanerIds(db, query.customerId ?? null),
  ]);
  const withHolds: CleanerPool = {
    cleaners: pool.cleaners,
    visits: [...pool.visits, ...held.map((hold) => ({ ...hold, cleanerId: null, requestedCleanerId: null }))],
  };
  const findRoom = roomFinder(withHolds, query.travel);
  return (start, end) => findRoom({ start, end, borough: query.borough, onlyCleanerId: query.onlyCleanerId, excludedCleanerIds: blocked });
}
