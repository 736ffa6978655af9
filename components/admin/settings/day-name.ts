import { formatCalendarDate } from "@/lib/kernel/format/date-time";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";

/** "Tuesday, December 8, 2026" for a YYYY-MM-DD calendar day, which has no zone; a malformed one is shown as it came. */
export function dayName(date: string): string {
  const day = parseIsoDate(date);
  return day ? formatCalendarDate(day, "longWeekdayDate") : date;
}
