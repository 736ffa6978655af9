import { addDays, compareIsoDates, formatIsoDate, parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { closureOn, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import { newYorkDateOf, newYorkIsoDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

/**
 * Scheduling math (docs/product.md#scheduling): start times on the hour from 8:00 to 17:00 New York time,
 * for a visit that ends by 19:00 there, bookable from the next calendar day to 90 days ahead
 * except the holidays the company closes and the days staff closed, offered only while a
 * cleaner is free for the whole visit (./availability). Pure: the caller brings the clock, the
 * closing calendar and the room check.
 */

export { isoDateSchema } from "@/lib/kernel/time/calendar-date";

export const FIRST_START_HOUR = 8;
export const LAST_START_HOUR = 17;
export const BOOKING_HORIZON_DAYS = 90;
/** Every visit ends by 19:00 New York time: the last start depends on its length. */
export const VISIT_END_HOUR = 19;

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface DateRange {
  /** YYYY-MM-DD, New York dates, both inclusive. */
  earliest: string;
  latest: string;
}

/** From the next calendar day in New York to 90 days after today there. */
export function bookableDateRange(now: Date): DateRange {
  const today = newYorkDateOf(now);
  return {
    earliest: formatIsoDate(addDays(today, 1)),
    latest: formatIsoDate(addDays(today, BOOKING_HORIZON_DAYS)),
  };
}

/**
 * The instants of 8:00, 9:00 … 17:00 New York time on a date (ten of them, whatever the DST
 * state), or none for a date that does not exist.
 */
export function startTimesForDate(date: string): Date[] {
  const day = parseIsoDate(date);
  if (!day) return [];
  const starts: Date[] = [];
  for (let hour = FIRST_START_HOUR; hour <= LAST_START_HOUR; hour += 1) {
    starts.push(newYorkWallTimeToUtc(day, hour));
  }
  return starts;
}

const MINUTE_MS = 60_000;

/**
 * The most busy intervals in force at any one moment of [from, to). Intervals are half-open, so
 * an order ending exactly when the window starts, or starting exactly when it ends, does not
 * count. A sweep over the clipped start and end points gives the true peak: three orders that
 * touch the window one after another never overlap each other and count as one.
 */
export function maxOverlap(busy: readonly BusyInterval[], from: Date, to: Date): number {
  const windowStart = from.getTime();
  const windowEnd = to.getTime();
  const events: Array<{ at: number; change: 1 | -1 }> = [];
  for (const interval of busy) {
    const start = Math.max(interval.start.getTime(), windowStart);
    const end = Math.min(interval.end.getTime(), windowEnd);
    // Also drops empty, inverted and invalid (NaN) intervals.
    if (!(start < end)) continue;
    events.push({ at: start, change: 1 }, { at: end, change: -1 });
  }
  // At the same instant an end goes before a start: [a, b) and [b, c) do not overlap.
  events.sort((x, y) => x.at - y.at || x.change - y.change);
  let current = 0;
  let peak = 0;
  for (const event of events) {
    current += event.change;
    peak = Math.max(peak, current);
  }
  return peak;
}

/** A cleaner is free from `start` to `end` (./availability/room.ts). */
export type HasRoom = (start: Date, end: Date) => boolean;

export interface AvailabilityQuery {
  /** YYYY-MM-DD, a New York date. */
  date: string;
  durationMinutes: number;
  hasRoom: HasRoom;
  now: Date;
  /** The holidays the company closes and the days staff closed. */
  closing: ClosingCalendar;
}

/** A holiday the company closes or a day staff closed: nothing is booked then. */
export function isClosedDate(date: string, closing: ClosingCalendar): boolean {
  return closureOn(date, closing) !== null;
}

/** The visit is over by 19:00 New York time on its day. */
function endsInTime(start: Date, durationMinutes: number): boolean {
  const day = newYorkDateOf(start);
  return start.getTime() + durationMinutes * MINUTE_MS <= newYorkWallTimeToUtc(day, VISIT_END_HOUR).getTime();
}

const isPositiveWhole = (value: number) => Number.isSafeInteger(value) && value > 0;

function inRange(date: string, range: DateRange): boolean {
  return compareIsoDates(date, range.earliest) >= 0 && compareIsoDates(date, range.latest) <= 0;
}

function roomFor(start: Date, durationMinutes: number, hasRoom: HasRoom): boolean {
  return hasRoom(start, new Date(start.getTime() + durationMinutes * MINUTE_MS));
}

/**
 * The start times of a date that can still be booked: by 17:00, and early enough for the visit
 * to end by 19:00. None for a closed day, a date outside the bookable range or invalid arguments.
 */
export function availableStartTimes(query: AvailabilityQuery): Date[] {
  const { date, durationMinutes, hasRoom, now } = query;
  if (!isPositiveWhole(durationMinutes)) return [];
  if (!parseIsoDate(date) || !inRange(date, bookableDateRange(now)) || isClosedDate(date, query.closing)) return [];
  return startTimesForDate(date).filter((start) => endsInTime(start, durationMinutes) && roomFor(start, durationMinutes, hasRoom));
}

export type StartProblem = "not-a-start-time" | "outside-booking-window" | "closed-day" | "ends-too-late" | "fully-booked" | "invalid";

export interface StartCheck {
  start: Date;
  durationMinutes: number;
  hasRoom: HasRoom;
  now: Date;
  closing: ClosingCalendar;
}

export const START_PROBLEM_MESSAGES: Record<StartProblem, string> = {
  "not-a-start-time": "Choose a start time on the hour between 8:00 and 17:00",
  "outside-booking-window": `Choose a date from tomorrow up to ${BOOKING_HORIZON_DAYS} days ahead`,
  "closed-day": "We are closed that day; please choose another date",
  "ends-too-late": "A visit this long must end by 7:00 PM; please choose an earlier start",
  "fully-booked": "That time is no longer available; please choose another",
  invalid: "Choose a date and time",
};

/** Why a submitted start cannot be booked, or null when it can: for the server's check. */
export function startProblem(check: StartCheck): StartProblem | null {
  const { start, durationMinutes, hasRoom, now } = check;
  if (Number.isNaN(start.getTime()) || !isPositiveWhole(durationMinutes)) {
    return "invalid";
  }
  const date = newYorkIsoDateOf(start);
  const isOnTheHour = startTimesForDate(date).some((candidate) => candidate.getTime() === start.getTime());
  if (!isOnTheHour) return "not-a-start-time";
  if (!inRange(date, bookableDateRange(now))) return "outside-booking-window";
  if (isClosedDate(date, check.closing)) return "closed-day";
  if (!endsInTime(start, durationMinutes)) return "ends-too-late";
  if (!roomFor(start, durationMinutes, hasRoom)) return "fully-booked";
  return null;
}
