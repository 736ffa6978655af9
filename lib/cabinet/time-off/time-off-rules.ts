/**
 * What a request for time off may be (docs/product.md, "Time off"): whole New York days, the
 * first from tomorrow up to a year ahead, at most 60 days in one request, with an optional note.
 * The shape is checked by the schema; the window, which depends on the day it is asked, by
 * `timeOffWindowProblem` with the caller's clock.
 */
import { z } from "zod";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { nyToday, shiftIsoDate } from "@/lib/kernel/time/new-york-days";
import { multiLineText } from "@/lib/kernel/validation/text";
import type { FieldErrors } from "@/lib/kernel/failure";

const TIME_OFF_MAX_DAYS = 60;
export const TIME_OFF_MAX_DAYS_AHEAD = 365;
const TIME_OFF_NOTE_MAX = 500;

export const TIME_OFF_MESSAGES = {
  notFound: "We could not find that time off request.",
  overlap: "You already asked for some of these days off.",
  lastBeforeFirst: "The last day cannot be before the first day.",
  tooLong: `Ask for at most ${TIME_OFF_MAX_DAYS} days at a time; send a second request for the rest.`,
  notTomorrow: "Time off starts tomorrow at the earliest. For today, call the office.",
  tooFar: `Time off can be asked for up to ${TIME_OFF_MAX_DAYS_AHEAD} days ahead.`,
  started: "This time off has already started, so it can no longer be withdrawn here. Call the office to change it.",
  alreadyClosed: (status: "declined" | "withdrawn") => `This request was already ${status}.`,
  alreadyDecided: (status: "approved" | "declined" | "withdrawn") => `This request was already ${status}, so there is nothing left to decide. Refresh the page to see it.`,
  ownRequest: "You cannot decide on your own time off; ask another staff member.",
  forbidden: "You do not have permission to decide on time off.",
} as const;

const day = (label: string) =>
  z
    .string({ error: `Choose the ${label}.` })
    .trim()
    .min(1, `Choose the ${label}.`)
    .refine((text) => parseIsoDate(text) !== null, "Enter the date as YYYY-MM-DD.");

/** An optional note of several lines; blank means none. */
const note = (label: string) =>
  multiLineText(label)
    .trim()
    .max(TIME_OFF_NOTE_MAX, `Keep the ${label} under ${TIME_OFF_NOTE_MAX} characters.`)
    .transform((text) => (text === "" ? null : text))
    .nullable()
    .optional();

/** The days between two dates, both included (1 for a single day). */
export function daysIncluded(firstDay: string, lastDay: string): number {
  const first = parseIsoDate(firstDay);
  const last = parseIsoDate(lastDay);
  if (!first || !last) return 0;
  return Math.round((Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(first.year, first.month - 1, first.day)) / 86_400_000) + 1;
}

/** POST /api/cabinet/time-off: { firstDay, lastDay, note? }. */
export const timeOffRequestSchema = z
  .object({ firstDay: day("first day"), lastDay: day("last day"), note: note("note") })
  .superRefine((body, ctx) => {
    if (body.lastDay < body.firstDay) ctx.addIssue({ code: "custom", path: ["lastDay"], message: TIME_OFF_MESSAGES.lastBeforeFirst });
    else if (daysIncluded(body.firstDay, body.lastDay) > TIME_OFF_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["lastDay"], message: TIME_OFF_MESSAGES.tooLong });
  });

/** POST /api/admin/time-off/:id/decision: approve, or decline with an optional note for the cleaner. */
export const timeOffDecisionSchema = z.object({
  decision: z.enum(["approve", "decline"], { error: "Choose approve or decline." }),
  note: note("note for the cleaner"),
});

/** The field message when the first day is outside tomorrow … a year from today (New York), or null. */
export function timeOffWindowProblem(firstDay: string, now: Date): FieldErrors | null {
  const today = nyToday(now);
  if (firstDay <= today) return { firstDay: TIME_OFF_MESSAGES.notTomorrow };
  if (firstDay > shiftIsoDate(today, TIME_OFF_MAX_DAYS_AHEAD)) return { firstDay: TIME_OFF_MESSAGES.tooFar };
  return null;
}
