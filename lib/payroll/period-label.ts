import { formatCalendarDate } from "@/lib/kernel/format/date-time";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { shiftIsoDate } from "@/lib/kernel/time/new-york-days";

/** "Mar 9 – March 15, 2026": a period by its first and last day (its end is the day after). */
export function periodLabel(start: string, end: string): string {
  const first = parseIsoDate(start);
  const last = parseIsoDate(shiftIsoDate(end, -1));
  return first && last ? `${formatCalendarDate(first, "monthDay")} – ${formatCalendarDate(last, "longDate")}` : start;
}
