import type { Borough } from "@/lib/kernel/service-area";
import { addDays, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf } from "@/lib/kernel/time/new-york";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { ClosingCalendar } from "@/lib/settings/closing-calendar";
import type { TravelMinutes } from "@/lib/settings/travel-minutes";
import { poolOf } from "./availability/cleaner-pool";
import { boroughsOfScheduledCleaners } from "./availability/load-pool";
import { lockPoolDays, lockPoolMapShared, lockWholeDays } from "./availability/pool-locks";
import { roomChecker } from "./availability/room";
import { startProblem, type StartProblem } from "./slots";

/**
 * The capacity check of docs/product.md#cleaners-availability as one step of a transaction:
 * lock the New York days the visit touches in its cleaner pool, read who is free, and only then
 * let the caller insert or move it. Whoever holds a day's pool lock is the only one placing
 * visits that could take those cleaners until commit (./availability/pool-locks.ts).
 *
 * Why every day the visit touches: a visit may run past midnight, so locking its start day
 * alone would let a booking on the next morning check at the same time. Two visits that
 * overlap share at least one moment, hence that moment's New York date, so both lock it and one
 * waits for the other. Locks are taken in date order, so two transactions never wait in a circle.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber({ year, month, day }: CalendarDate): number {
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** Days since 1970-01-01 of every New York date from the start to the last moment of the visit. */
export function scheduleLockDays(start: Date, end: Date): number[] {
  const first = newYorkDateOf(start);
  const lastMoment = new Date(Math.max(start.getTime(), end.getTime() - 1));
  const last = dayNumber(newYorkDateOf(lastMoment));
  const days: number[] = [];
  for (let date = first; dayNumber(date) <= last; date = addDays(date, 1)) days.push(dayNumber(date));
  return days;
}

/** Every pool on the visit's days, for work on whole days (the waitlist's freed times). Held until the transaction ends. */
export async function lockScheduleDays(tx: Transaction, start: Date, end: Date): Promise<void> {
  await lockWholeDays(tx, scheduleLockDays(start, end));
}

/** The visit's days in the pool of cleaners who could be drawn into a visit in its borough. */
export async function lockVisitPool(tx: Transaction, start: Date, end: Date, borough: Borough): Promise<void> {
  await lockPoolMapShared(tx);
  await lockPoolDays(tx, scheduleLockDays(start, end), poolOf(await boroughsOfScheduledCleaners(tx), borough));
}

export interface PlaceVisit {
  start: Date;
  durationMinutes: number;
  borough: Borough;
  now: Date;
  travel: TravelMinutes;
  excludeOrderId?: string;
  /** Who books or moves the visit: their own waitlist hold does not block them, their blocked cleaners do not count (docs/product.md#waitlist). */
  customerId?: string | null;
  /** "Book my cleaner again": the visit needs that cleaner. */
  onlyCleanerId?: string | null;
  /** The holidays the company closes and the days staff closed. */
  closing: ClosingCalendar;
}

/**
 * Locks the visit's days and pool and says why it cannot start then (not a start time, outside
 * the booking window, no cleaner free), or null when the caller may insert or move it now,
 * inside the same transaction.
 */
export async function lockAndCheckStart(tx: Transaction, visit: PlaceVisit): Promise<StartProblem | null> {
  const end = new Date(visit.start.getTime() + visit.durationMinutes * 60_000);
  const early = startProblem({ ...visit, hasRoom: () => true });
  if (early) return early;
  await lockVisitPool(tx, visit.start, end, visit.borough);
  const hasRoom = await roomChecker(tx, { ...visit, from: visit.start, to: end });
  return startProblem({ ...visit, hasRoom });
}

/**
 * For generated series visits, which are not held to the booking window of a new booking:
 * locks the days and pool and tells whether a cleaner is free for the whole visit.
 */
export async function lockAndCheckRoom(tx: Transaction, visit: Omit<PlaceVisit, "durationMinutes" | "closing"> & { end: Date }): Promise<boolean> {
  await lockVisitPool(tx, visit.start, visit.end, visit.borough);
  const hasRoom = await roomChecker(tx, { ...visit, from: visit.start, to: visit.end });
  return hasRoom(visit.start, visit.end);
}
