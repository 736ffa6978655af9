/**
 * How staff screens write times and money: New York wall time whatever the machine's zone
 * (docs/product.md), cents as dollars. Pure and safe for client bundles.
 */
import { formatUsd } from "@/lib/money";
import { BUSINESS_TIME_ZONE } from "@/lib/time/new-york";

export { formatUsd };

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, weekday: "short", month: "short", day: "numeric", year: "numeric" });
const timeOnly = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" });
const shortDay = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, month: "short", day: "numeric" });

const asDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

/** "Tue, Mar 3, 2026, 9:00 AM" in New York. */
export const formatDateTime = (value: string | Date) => dateTime.format(asDate(value));
/** "Tue, Mar 3, 2026" in New York. */
export const formatDate = (value: string | Date) => dateOnly.format(asDate(value));
/** "9:00 AM" in New York. */
export const formatTime = (value: string | Date) => timeOnly.format(asDate(value));
/** "Mar 3" in New York. */
export const formatShortDay = (value: string | Date) => shortDay.format(asDate(value));

/** "9:00 AM – 12:00 PM". */
export function formatTimeRange(start: string | Date, end: string | Date): string {
  return `${formatTime(start)} – ${formatTime(end)}`;
}

/** "2 h 30 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
