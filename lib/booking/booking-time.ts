import { BUSINESS_TIME_ZONE } from "@/lib/time/new-york";

/**
 * How dates and times of visits read on pages and in emails: always New York time, whatever
 * zone the server or the browser runs in.
 */

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});
const shortDate = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, weekday: "short", month: "short", day: "numeric" });
const timeOnly = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" });

/** "Tuesday, March 3, 2026 at 9:00 AM" */
export function formatVisitDateTime(instant: Date): string {
  return dateTime.format(instant).replace(/, (\d{1,2}:\d{2})/, " at $1");
}

/** "Tuesday, March 3, 2026" */
export const formatVisitDate = (instant: Date): string => dateOnly.format(instant);

/** "Tue, Mar 3" */
export const formatShortDate = (instant: Date): string => shortDate.format(instant);

/** "9:00 AM" */
export const formatVisitTime = (instant: Date): string => timeOnly.format(instant);

/** "9:00 AM – 11:30 AM" */
export function formatVisitWindow(start: Date, end: Date): string {
  return `${formatVisitTime(start)} – ${formatVisitTime(end)}`;
}

/** 150 → "2 h 30 min", 60 → "1 h", 45 → "45 min" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
