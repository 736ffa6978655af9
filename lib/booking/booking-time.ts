import { formatInNewYork } from "@/lib/kernel/format/date-time";

/**
 * How dates and times of visits read on pages and in emails: always New York time, whatever
 * zone the server or the browser runs in. The formatters live in lib/kernel/format.
 */

/** "Tuesday, March 3, 2026 at 9:00 AM" */
export function formatVisitDateTime(instant: Date): string {
  // Older ICU data writes "…, 2026, 9:00 AM"; the sentence form is the same everywhere.
  return formatInNewYork(instant, "longWeekdayDateTime").replace(/, (\d{1,2}:\d{2})/, " at $1");
}

/** "Tuesday, March 3, 2026" */
export const formatVisitDate = (instant: Date): string => formatInNewYork(instant, "longWeekdayDate");

/** "Tue, Mar 3" */
export const formatShortDate = (instant: Date): string => formatInNewYork(instant, "weekdayMonthDay");

/** "9:00 AM" */
export const formatVisitTime = (instant: Date): string => formatInNewYork(instant, "time");
