import { z } from "zod";
import { compareIsoDates, isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { singleLineText } from "@/lib/kernel/validation/text";

/**
 * A day staff closed besides the holidays the company closes (closing-calendar.ts): no slot is
 * offered, no booking or order change is accepted, and a recurring series skips it with a note.
 * Pure, so the admin editor and the booking calendar can use it in the browser.
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

/** The days from `today` on, earliest first: past days are of no use to anyone. */
export function upcomingClosedDays(days: readonly ClosedDay[], today: string): ClosedDay[] {
  return days.filter((day) => compareIsoDates(day.date, today) >= 0).sort((a, b) => compareIsoDates(a.date, b.date));
}

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    /** settings.closed_days. */
    closedDays: ClosedDay[];
  }
}
