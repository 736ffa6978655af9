import { z } from "zod";
import { compareIsoDates, isoDateSchema } from "@/lib/time/calendar-date";
import { holidayOn } from "@/lib/time/holidays";
import { singleLineText } from "@/lib/validation/text";

/**
 * A day staff closed besides the federal holidays: no slot is offered, no booking or order
 * change is accepted, and a recurring series skips it with a note. Pure, so the admin editor
 * and the booking calendar can use it in the browser.
 */
export interface ClosedDay {
  /** New York calendar date, YYYY-MM-DD. */
  date: string;
  /** Why, for staff and the series note ("Staff training"); null when none was given. */
  reason: string | null;
}

export const CLOSED_DAY_REASON_MAX = 80;

export const closedDaySchema = z.object({
  date: isoDateSchema,
  reason: singleLineText("reason")
    .trim()
    .max(CLOSED_DAY_REASON_MAX, `Keep the reason under ${CLOSED_DAY_REASON_MAX} characters.`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
});

export const closedDaysSchema = z.array(closedDaySchema).max(1000);

export const removeClosedDaySchema = z.object({ date: isoDateSchema });

export function closedDatesOf(days: readonly ClosedDay[]): string[] {
  return days.map((day) => day.date);
}

/** The days from `today` on, earliest first: past days are of no use to anyone. */
export function upcomingClosedDays(days: readonly ClosedDay[], today: string): ClosedDay[] {
  return days.filter((day) => compareIsoDates(day.date, today) >= 0).sort((a, b) => compareIsoDates(a.date, b.date));
}

/**
 * Why the booking calendar shows `date` closed: the federal holiday's name, the reason staff
 * gave, or "closed for the day" when they gave none; null when visits can be booked.
 */
export function closedLabel(date: string, closedDays: readonly ClosedDay[]): string | null {
  const holiday = holidayOn(date);
  if (holiday) return holiday;
  const closed = closedDays.find((day) => day.date === date);
  if (!closed) return null;
  return closed.reason ?? "closed for the day";
}
