import { formatIsoDate, type CalendarDate } from "@/lib/time/calendar-date";

/**
 * New York wall time ↔ UTC instants with Intl alone (no date library), so the browser and the
 * server agree whatever zone the machine runs in. Offsets are read from the zone database at
 * the instant in question, which is what makes DST days come out right.
 */

export const BUSINESS_TIME_ZONE = "America/New_York";

// h23 avoids the "24" some engines print for midnight with hour12: false.
const formatter = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

function wallTimeAt(instant: Date): WallTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Wall time read as if it were UTC; the difference to the real instant is the offset. */
function wallTimeAsUtcMs(wall: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

/** New York's offset from UTC at an instant, in ms: -5 h in winter (EST), -4 h in summer (EDT). */
function offsetMsAt(instantMs: number): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallTimeAsUtcMs(wallTimeAt(new Date(wholeSecond))) - wholeSecond;
}

/** The New York calendar date of an instant. */
export function newYorkDateOf(instant: Date): CalendarDate {
  const { year, month, day } = wallTimeAt(instant);
  return { year, month, day };
}

export const newYorkIsoDateOf = (instant: Date): string => formatIsoDate(newYorkDateOf(instant));

/**
 * The instant a New York wall clock shows `hour:minute` on `date`. The offset is guessed at the
 * wall time read as UTC, then re-read at the candidate: the two differ only near a DST switch,
 * and the second reading is the one in force. (A wall time that does not exist or exists twice,
 * 2:30 on the spring-forward or fall-back Sunday, resolves to one nearby instant; business hours
 * never fall there.)
 */
export function newYorkWallTimeToUtc(date: CalendarDate, hour: number, minute = 0): Date {
  const wallMs = wallTimeAsUtcMs({ ...date, hour, minute, second: 0 });
  const firstGuess = wallMs - offsetMsAt(wallMs);
  const offset = offsetMsAt(firstGuess);
  return new Date(wallMs - offset);
}

/** The New York wall-clock hour and minute of an instant (a visit's start time of day). */
export function newYorkTimeOfDay(instant: Date): { hour: number; minute: number } {
  const { hour, minute } = wallTimeAt(instant);
  return { hour, minute };
}
