/** New York calendar days as UTC instants, for filters and the schedule. Pure. */
import { addDays, formatIsoDate, parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

export interface DayRange {
  /** Midnight in New York, inclusive. */
  start: Date;
  /** The next midnight, exclusive (23 or 25 hours later on DST days). */
  end: Date;
}

/** The instants of one New York day, or null for a date that does not exist. */
export function nyDayRange(isoDate: string): DayRange | null {
  const day = parseIsoDate(isoDate);
  if (!day) return null;
  return { start: newYorkWallTimeToUtc(day, 0), end: newYorkWallTimeToUtc(addDays(day, 1), 0) };
}

/** Today's date in New York, as YYYY-MM-DD. */
export function nyToday(now: Date): string {
  return formatIsoDate(newYorkDateOf(now));
}

/** The date `days` after an ISO date (before, when negative). */
export function shiftIsoDate(isoDate: string, days: number): string {
  const day = parseIsoDate(isoDate);
  if (!day) throw new RangeError(`not a date: ${isoDate}`);
  return formatIsoDate(addDays(day, days));
}
