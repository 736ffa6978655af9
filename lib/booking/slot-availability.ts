import type { Borough } from "@/lib/kernel/service-area";
import type { Database } from "@/lib/platform/db";
import type { ClosingCalendar } from "@/lib/settings/closing-calendar";
import type { TravelMinutes } from "@/lib/settings/travel-minutes";
import { roomChecker } from "./availability/room";
import { availableStartTimes, isClosedDate, startTimesForDate } from "./slots";

export interface SlotQuery {
  date: string;
  durationMinutes: number;
  now: Date;
  travel: TravelMinutes;
  closing: ClosingCalendar;
  /** Null before the address is known: a start any borough has room for is offered, and submitting checks the real one. */
  borough: Borough | null;
  excludeOrderId?: string;
  customerId?: string | null;
  /** "Book my cleaner again": that cleaner's free starts only. */
  onlyCleanerId?: string | null;
}

/**
 * The start times of one New York date when a cleaner is free for a visit of that length
 * (docs/product.md#cleaners-availability). Advisory: submitting checks again under the pool's lock.
 */
export async function availableSlots(db: Database, query: SlotQuery): Promise<Date[]> {
  if (isClosedDate(query.date, query.closing)) return [];
  const starts = startTimesForDate(query.date);
  const first = starts[0];
  const last = starts.at(-1);
  if (!first || !last) return [];
  const hasRoom = await roomChecker(db, { ...query, from: first, to: new Date(last.getTime() + query.durationMinutes * 60_000) });
  return availableStartTimes({ date: query.date, durationMinutes: query.durationMinutes, hasRoom, now: query.now, closing: query.closing });
}
