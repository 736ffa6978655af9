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

/** The `count` weeks ending with the current one, oldest first. */
export function lastWeeks(now: Date, count: number): Week[] {
  const today = newYorkDateOf(now);
  const thisMonday = addDays(today, -((weekday(today) + 6) % 7));
  const weeks: Week[] = [];
  for (let index = count - 1; index >= 0; index -= 1) {
    const monday = addDays(thisMonday, -7 * index);
    weeks.push({ monday: formatIsoDate(monday), start: newYorkWallTimeToUtc(monday, 0), end: newYorkWallTimeToUtc(addDays(monday, 7), 0) });
  }
  return weeks;
}
