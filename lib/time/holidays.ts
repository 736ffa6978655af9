import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from "@/lib/time/calendar-date";

/**
 * The US federal holidays (5 U.S.C. 6103), when we do not clean: each on its date, and when it
 * falls on a weekend also on the weekday it is observed (Saturday's on the Friday before,
 * Sunday's on the Monday after). Pure, for the calendar in the browser and the server's checks.
 */

/** 0 for Sunday … 6 for Saturday. */
const weekday = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** The `nth` (1-based) given weekday of a month, or the last one when nth is -1. */
function nthWeekday(year: number, month: number, day: number, nth: number): CalendarDate {
  if (nth === -1) {
    const last: CalendarDate = { year, month: month + 1 > 12 ? 1 : month + 1, day: 1 };
    const end = addDays(month === 12 ? { ...last, year: year + 1 } : last, -1);
    return addDays(end, -((weekday(end) - day + 7) % 7));
  }
  const first: CalendarDate = { year, month, day: 1 };
  return addDays(first, ((day - weekday(first) + 7) % 7) + (nth - 1) * 7);
}

const MONDAY = 1;
const THURSDAY = 4;

/** Date → name, the observed weekdays included, for one year's holidays. */
export function federalHolidays(year: number): Map<string, string> {
  const fixed: Array<[CalendarDate, string]> = [
    [{ year, month: 1, day: 1 }, "New Year's Day"],
    [{ year, month: 6, day: 19 }, "Juneteenth"],
    [{ year, month: 7, day: 4 }, "Independence Day"],
    [{ year, month: 11, day: 11 }, "Veterans Day"],
    [{ year, month: 12, day: 25 }, "Christmas Day"],
  ];
  const floating: Array<[CalendarDate, string]> = [
    [nthWeekday(year, 1, MONDAY, 3), "Martin Luther King Jr. Day"],
    [nthWeekday(year, 2, MONDAY, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, MONDAY, -1), "Memorial Day"],
    [nthWeekday(year, 9, MONDAY, 1), "Labor Day"],
    [nthWeekday(year, 10, MONDAY, 2), "Columbus Day"],
    [nthWeekday(year, 11, THURSDAY, 4), "Thanksgiving Day"],
  ];
  const days = new Map<string, string>();
  for (const [date, name] of [...fixed, ...floating]) days.set(formatIsoDate(date), name);
  for (const [date, name] of fixed) {
    const day = weekday(date);
    if (day === 6) days.set(formatIsoDate(addDays(date, -1)), `${name} (observed)`);
    if (day === 0) days.set(formatIsoDate(addDays(date, 1)), `${name} (observed)`);
  }
  return days;
}

/** The holiday on a New York date ("Thanksgiving Day"), or null on an ordinary day. */
export function holidayOn(isoDate: string): string | null {
  const date = parseIsoDate(isoDate);
  if (!date) return null;
  // New Year's Day of the next year can be observed on December 31.
  return federalHolidays(date.year).get(isoDate) ?? federalHolidays(date.year + 1).get(isoDate) ?? null;
}
