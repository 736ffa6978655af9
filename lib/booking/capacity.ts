import { and, gt, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { ORDER_STATUSES } from "@/lib/kernel/enums/orders";
import { addDays, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf } from "@/lib/kernel/time/new-york";
import { capacityHolds } from "./capacity-holds";
import { holdsCapacity } from "./orders/status-machine";
import { maxOverlap, startProblem, type BusyInterval, type StartProblem } from "./slots";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { ClosingCalendar } from "@/lib/settings/closing-calendar";

/**
 * The capacity check of docs/product.md#scheduling as one step of a transaction: lock the New York days the
 * visit touches, count the orders overlapping it, and only then let the caller insert or move
 * it. Whoever holds a day's lock is the only one placing visits on that day until commit.
 *
 * Why days, and why every day the visit touches: a visit may run past midnight (a 17:00 start
 * of a long post-construction job), so locking its start day alone would let a booking on the
 * next morning check capacity at the same time. Two visits that overlap share at least one
 * moment, hence that moment's New York date, so both lock it and one waits for the other.
 * Locks are taken in date order, so two transactions never wait on each other in a circle.
 */

/** pg_advisory_xact_lock(class, day): the class keeps these locks apart from any other use. */
const SCHEDULE_LOCK_CLASS = 0x42_4b; // "BK"

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

/** Held until the transaction ends; there is no unlock to forget. */
export async function lockScheduleDays(tx: Transaction, start: Date, end: Date): Promise<void> {
  for (const day of scheduleLockDays(start, end)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_CLASS}::int, ${day}::int)`);
  }
}

/** The statuses whose orders take a team (every one but cancelled: status-machine.ts). */
const HOLDING_STATUSES = ORDER_STATUSES.filter(holdsCapacity);

/**
 * Orders holding a team at some moment of [start, end), leaving out one being moved. Inside a
 * transaction after lockScheduleDays this is the truth; outside one (the slot list) a hint.
 */
export async function busyIntervals(db: Database, start: Date, end: Date, excludeOrderId?: string): Promise<BusyInterval[]> {
  const conditions: SQL[] = [inArray(orders.status, HOLDING_STATUSES), lt(orders.startsAt, end), gt(orders.endsAt, start)];
  if (excludeOrderId) conditions.push(ne(orders.id, excludeOrderId));
  return db
    .select({ start: orders.startsAt, end: orders.endsAt })
    .from(orders)
    .where(and(...conditions));
}

export interface PlaceVisit {
  start: Date;
  durationMinutes: number;
  capacity: number;
  now: Date;
  excludeOrderId?: string;
  /** Who books or moves the visit: their own waitlist hold does not block them (docs/product.md#waitlist). */
  customerId?: string | null;
  /** The holidays the company closes and the days staff closed. */
  closing: ClosingCalendar;
}

/**
 * Locks the visit's days and says why it cannot start then (not a start time, outside the
 * booking window, fully booked), or null when the caller may insert or move it now, inside
 * the same transaction.
 */
export async function lockAndCheckStart(tx: Transaction, visit: PlaceVisit): Promise<StartProblem | null> {
  const end = new Date(visit.start.getTime() + visit.durationMinutes * 60_000);
  const early = startProblem({ ...visit, busy: [] });
  if (early) return early;
  await lockScheduleDays(tx, visit.start, end);
  const busy = await busyIntervals(tx, visit.start, end, visit.excludeOrderId);
  // WAITLIST HOLDS: a time held for someone else counts as a busy visit (./capacity-holds.ts).
  busy.push(...(await capacityHolds()(tx, visit.start, end, visit.now, visit.customerId ?? null)));
  return startProblem({ ...visit, busy });
}

/**
 * For generated series visits, which are not held to the booking window of a new booking:
 * locks the days and tells whether a team is free for the whole visit.
 */
export async function lockAndCheckRoom(tx: Transaction, start: Date, end: Date, capacity: number): Promise<boolean> {
  await lockScheduleDays(tx, start, end);
  const busy = await busyIntervals(tx, start, end);
  return maxOverlap(busy, start, end) < capacity;
}
