import { closedLabel, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import { addDays, compareIsoDates, formatIsoDate, parseIsoDate } from "@/lib/kernel/time/calendar-date";
import type { DateRange } from "./slots";

/** One day of the booking's date strip: open for booking, or closed with the reason said. */
export interface StripDay {
  /** YYYY-MM-DD, a New York date. */
  date: string;
  /** "Thanksgiving Day", a reason staff gave, "closed for the day"; null when it can be booked. */
  closed: string | null;
}

/**
 * The days the date step offers, in order: from the first day open for booking (closed days at
 * the start are left out, so the strip never opens on a row of days that cannot be chosen) to
 * the last bookable day. Closed days further on stay in, named, so the gap they leave has its
 * reason (docs/product.md#scheduling). Pure: the range comes from the server's clock.
 */
export function dateStripDays(range: DateRange, closing: ClosingCalendar): StripDay[] {
  const start = parseIsoDate(range.earliest);
  if (!start || !parseIsoDate(range.latest)) return [];
  const days: StripDay[] = [];
  for (let date = start; compareIsoDates(formatIsoDate(date), range.latest) <= 0; date = addDays(date, 1)) {
    const iso = formatIsoDate(date);
    const closed = closedLabel(iso, closing);
    if (days.length === 0 && closed !== null) continue;
    days.push({ date: iso, closed });
  }
  return days;
}
