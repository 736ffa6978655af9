/** Week boundaries for the dashboard chart: weeks run Monday to Monday, New York time. Pure. */
import { addDays, formatIsoDate, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

export interface Week {
  /** YYYY-MM-DD of its Monday. */
  monday: string;
  start: Date;
  end: Date;
}

function weekday({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Monday of the New York week holding `date`. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The week starting on `monday`, its bounds at New York midnight (23 or 25 hours on a DST day). */
function weekFrom(monday: CalendarDate): Week {
  return { monday: formatIsoDate(monday), start: newYorkWallTimeToUtc(monday, 0), end: newYorkWallTimeToUtc(addDays(monday, 7), 0) };
}

/** The `count` weeks ending with the current one, oldest first. */
export function lastWeeks(now: Date, count: number): Week[] {
  const thisMonday = mondayOf(newYorkDateOf(now));
  const weeks: Week[] = [];
  for (let index = count - 1; index >= 0; index -= 1) weeks.push(weekFrom(addDays(thisMonday, -7 * index)));
  return weeks;
}

/** Every week from the one holding `first` to the one holding `last`, oldest first. */
export function weeksCovering(first: CalendarDate, last: CalendarDate): Week[] {
  const weeks: Week[] = [];
  const lastMonday = formatIsoDate(mondayOf(last));
  for (let monday = mondayOf(first); ; monday = addDays(monday, 7)) {
    const week = weekFrom(monday);
    if (week.monday > lastMonday) break;
    weeks.push(week);
  }
  return weeks;
}
