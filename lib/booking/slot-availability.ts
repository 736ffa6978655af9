import type { Database } from "@/lib/platform/db";
import type { ClosingCalendar } from "@/lib/settings/closing-calendar";
import { capacityHolds } from "./capacity-holds";
import { busyIntervals } from "./capacity";
import { availableStartTimes, isClosedDate, startTimesForDate } from "./slots";

/**
 * The start times of one New York date that capacity allows for a visit of that length, from
 * the orders in the database. Advisory: submitting checks again under the day's lock.
 */
export async function availableSlots(
  db: Database,
  query: { date: string; durationMinutes: number; capacity: number; now: Date; excludeOrderId?: string; customerId?: string | null; closing: ClosingCalendar },
): Promise<Date[]> {
  if (isClosedDate(query.date, query.closing)) return [];
  const starts = startTimesForDate(query.date);
  const first = starts[0];
  const last = starts.at(-1);
  if (!first || !last) return [];
  const end = new Date(last.getTime() + query.durationMinutes * 60_000);
  const busy = await busyIntervals(db, first, end, query.excludeOrderId);
  // WAITLIST HOLDS: a time held for someone else is not offered to the one looking (./capacity-holds.ts).
  busy.push(...(await capacityHolds()(db, first, end, query.now, query.customerId ?? null)));
  return availableStartTimes({ date: query.date, durationMinutes: query.durationMinutes, busy, capacity: query.capacity, now: query.now, closing: query.closing });
}
