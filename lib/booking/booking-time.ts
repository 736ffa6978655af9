import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { DEFAULT_LOCALE, type Locale } from "@/lib/kernel/enums/locales";

/**
 * How dates and times of visits read on pages and in emails: always New York time, whatever
 * zone the server or the browser runs in. The formatters live in lib/kernel/format.
 */

/** "Tuesday, March 3, 2026 at 9:00 AM"; in Spanish "martes, 3 de marzo de 2026 a las 9:00 a.m." */
export function formatVisitDateTime(instant: Date, locale: Locale = DEFAULT_LOCALE): string {
  // Older ICU data writes "…, 2026, 9:00 AM"; the sentence form is the same everywhere.
  const printed = formatInNewYork(instant, "longWeekdayDateTime", locale);
  if (locale === "en") return printed.replace(/, (\d{1,2}:\d{2})/, " at $1");
  // Spanish says "a la 1:30" for one o'clock and "a las" for every other hour.
  return printed.replace(/, (\d{1,2}):(\d{2})/, (_match, hour: string, minutes: string) => ` ${hour === "1" ? "a la" : "a las"} ${hour}:${minutes}`);
}

/** "Tuesday, March 3, 2026" */
export const formatVisitDate = (instant: Date): string => formatInNewYork(instant, "longWeekdayDate");

/** "Tue, Mar 3" */
export const formatShortDate = (instant: Date): string => formatInNewYork(instant, "weekdayMonthDay");

/** "9:00 AM" ("9:00 a.m." in Spanish) */
export const formatVisitTime = (instant: Date, locale: Locale = DEFAULT_LOCALE): string => formatInNewYork(instant, "time", locale);
