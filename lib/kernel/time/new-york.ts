import { TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE } from "@/lib/kernel/time/business-time-zone";
import { formatIsoDate, type CalendarDate } from "@/lib/kernel/time/calendar-date";

/**
 * New York wall time ↔ UTC instants. The zone arithmetic is @date-fns/tz's TZDate, which reads
 * offsets from the runtime's zone database at the instant in question, so DST days come out
 * right and the browser and the server agree whatever zone the machine runs in.
 */

const inNewYork = (instant: Date) => new TZDate(instant.getTime(), BUSINESS_TIME_ZONE);

/** The New York calendar date of an instant. */
export function newYorkDateOf(instant: Date): CalendarDate {
  const local = inNewYork(instant);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

export const newYorkIsoDateOf = (instant: Date): string => formatIsoDate(newYorkDateOf(instant));

/**
 * The instant a New York wall clock shows `hour:minute` on `date`. (A wall time that does not
 * exist or exists twice, 2:30 on the spring-forward Sunday or 1:30 on the fall-back one,
 * resolves to one instant within the hour around the switch; business hours never fall there.)
 */
export function newYorkWallTimeToUtc(date: CalendarDate, hour: number, minute = 0): Date {
  return new Date(new TZDate(date.year, date.month - 1, date.day, hour, minute, BUSINESS_TIME_ZONE).getTime());
}

/** The New York wall-clock hour and minute of an instant (a visit's start time of day). */
export function newYorkTimeOfDay(instant: Date): { hour: number; minute: number } {
  const local = inNewYork(instant);
  return { hour: local.getHours(), minute: local.getMinutes() };
}

/** An instant as ISO 8601 in New York time with its offset: "2026-11-24T00:35:59-05:00". */
export function newYorkIsoDateTime(instant: Date): string {
  return inNewYork(instant).toISOString().replace(/\.\d{3}(?=[+-])/, "");
}
