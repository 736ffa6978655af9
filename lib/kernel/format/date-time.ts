import type { CalendarDate } from "@/lib/kernel/time/calendar-date";
import { BUSINESS_TIME_ZONE } from "@/lib/kernel/time/business-time-zone";
import { DEFAULT_LOCALE, languageTag, type Locale } from "@/lib/kernel/enums/locales";

/**
 * Every date and time the site prints, in one place: en-US (es-US for Spanish, "viernes, 4 de
 * diciembre"), and New York wall time whatever zone the server or the browser runs in
 * (docs/product.md), so server HTML and the browser's hydration print the same words.
 * Browser-safe. A formatter is built once per pattern, zone and language and kept:
 * `Intl.DateTimeFormat` is costly to construct and free to reuse. The examples are en-US.
 */
const PATTERNS = {
  /** "Tue, Mar 3, 2026, 9:00 AM" */
  weekdayDateTime: { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** "Tue, Mar 3, 2026" */
  weekdayDate: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Tue, Mar 3" */
  weekdayMonthDay: { weekday: "short", month: "short", day: "numeric" },
  /** "Tuesday, March 3, 2026 at 9:00 AM" (older ICU data writes ", 9:00 AM") */
  longWeekdayDateTime: { weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** "Tuesday, March 3, 2026" */
  longWeekdayDate: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  /** "Tuesday, March 3" */
  longWeekdayMonthDay: { weekday: "long", month: "long", day: "numeric" },
  /** "Tuesday" */
  weekdayName: { weekday: "long" },
  /** "March 3, 2026" */
  longDate: { month: "long", day: "numeric", year: "numeric" },
  /** "March 2026" */
  monthYear: { month: "long", year: "numeric" },
  /** "March 3, 2026 at 9:00 AM" */
  longDateTime: { dateStyle: "long", timeStyle: "short" },
  /** "Mar 3, 2026, 9:00 AM" */
  mediumDateTime: { dateStyle: "medium", timeStyle: "short" },
  /** "Mar 3, 9:00 AM" */
  monthDayTime: { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  /** "Mar 3, 2026, 2:05 PM EST" */
  dateTimeWithZone: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Mar 3" */
  monthDay: { month: "short", day: "numeric" },
  /** "Tue" */
  weekday: { weekday: "short" },
  /** "Mar" */
  month: { month: "short" },
  /** "9:00 AM" */
  time: { hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DatePattern = keyof typeof PATTERNS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(pattern: DatePattern, timeZone: string, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${pattern}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageTag(locale), { ...PATTERNS[pattern], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant (a Date, or an ISO string from JSON) as a New York clock and calendar show it. */
export function formatInNewYork(value: Date | string, pattern: DatePattern, locale: Locale = DEFAULT_LOCALE): string {
  return formatterFor(pattern, BUSINESS_TIME_ZONE, locale).format(typeof value === "string" ? new Date(value) : value);
}

/**
 * A calendar day, which has no zone: formatted at noon UTC in UTC, so no machine's zone can
 * move it to the day before or after.
 */
export function formatCalendarDate(date: CalendarDate, pattern: DatePattern, locale: Locale = DEFAULT_LOCALE): string {
  return formatterFor(pattern, "UTC", locale).format(Date.UTC(date.year, date.month - 1, date.day, 12));
}

/** "9:00 AM – 12:00 PM" in New York ("9:00 a.m. – 12:00 p.m." in Spanish). */
export function formatTimeRange(start: Date | string, end: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  return `${formatInNewYork(start, "time", locale)} – ${formatInNewYork(end, "time", locale)}`;
}

/**
 * A wall-clock time with no day, as minutes after midnight (a cleaner's working hours,
 * docs/product.md#cleaners-availability): 480 → "8:00 AM", 1140 → "7:00 PM". Formatted in UTC on
 * a fixed day, so no zone or clock change can move it.
 */
export function formatWallMinutes(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatterFor("time", "UTC", locale).format(Date.UTC(2000, 0, 1, 0, minutes));
}

/** 480 and 1140 → "8:00 AM – 7:00 PM". */
export function formatWallHours(start: number, end: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${formatWallMinutes(start, locale)} – ${formatWallMinutes(end, locale)}`;
}

/** 150 → "2 h 30 min", 60 → "1 h", 45 → "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The words for a visit's length; "h" and "min" read the same in both languages. */
const DURATION_WORDS = {
  en: { minutes: "minutes", hour: "hour", hours: "hours" },
  es: { minutes: "minutos", hour: "hora", hours: "horas" },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * A visit's length as customers think of it, to the nearest half hour: 210 → "3½ hours",
 * 60 → "1 hour", 100 → "1½ hours"; under an hour in minutes, 45 → "45 minutes" (in Spanish
 * "3½ horas", "1 hora", "45 minutos").
 */
export function formatApproxDuration(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  const words = DURATION_WORDS[locale];
  if (minutes < 60) return `${Math.max(1, Math.round(minutes))} ${words.minutes}`;
  const halves = Math.round(minutes / 30);
  const hours = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? "½" : "";
  return `${hours}${half} ${hours === 1 && !half ? words.hour : words.hours}`;
}
