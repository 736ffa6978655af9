import { addDays } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkTimeOfDay, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { Frequency } from "@/lib/settings/price-table";

/**
 * When the visits of a recurring booking fall. Each visit keeps the first visit's weekday and
 * New York time of day, so 9:00 stays 9:00 across daylight-saving changes (the UTC instant
 * moves by an hour instead).
 *
 * "Monthly" is every 4 weeks (28 days), not the same day of the month: the weekday and time
 * stay fixed, which is what a household books around, each visit is exactly as far from the
 * last, and a 31st or a February 29th never has to be invented. The frequency discount is
 * priced for 13 visits a year.
 */

export type RecurringFrequency = Exclude<Frequency, "one-time">;

export const SERIES_INTERVAL_DAYS: Readonly<Record<RecurringFrequency, number>> = {
  weekly: 7,
  biweekly: 14,
  monthly: 28,
};

/** Visits exist this far ahead; a daily job rolls the horizon forward. */
export const SERIES_HORIZON_DAYS = 8 * 7;

export function isRecurring(frequency: Frequency): frequency is RecurringFrequency {
  return frequency !== "one-time";
}

/** The start of visit number `occurrence` (0 is the booked one). */
export function occurrenceStart(anchor: Date, frequency: RecurringFrequency, occurrence: number): Date {
  const day = addDays(newYorkDateOf(anchor), occurrence * SERIES_INTERVAL_DAYS[frequency]);
  const { hour, minute } = newYorkTimeOfDay(anchor);
  return newYorkWallTimeToUtc(day, hour, minute);
}

export interface Occurrence {
  occurrence: number;
  startsAt: Date;
}

/** The end of the rolling window: visits starting up to 8 weeks from now exist. */
export function seriesHorizon(now: Date): Date {
  return new Date(now.getTime() + SERIES_HORIZON_DAYS * 24 * 60 * 60 * 1000);
}

/** The visits after the first that start later than `after` and no later than `until`. */
export function occurrencesBetween(anchor: Date, frequency: RecurringFrequency, after: Date, until: Date): Occurrence[] {
  const found: Occurrence[] = [];
  // Start a step before the estimate (a DST hour can only shift it by less than one interval),
  // so a years-old series does not walk through every past visit each day.
  const intervalMs = SERIES_INTERVAL_DAYS[frequency] * 24 * 60 * 60 * 1000;
  const first = Math.max(1, Math.floor((after.getTime() - anchor.getTime()) / intervalMs));
  for (let occurrence = first; ; occurrence += 1) {
    const startsAt = occurrenceStart(anchor, frequency, occurrence);
    if (startsAt.getTime() > until.getTime()) return found;
    if (startsAt.getTime() > after.getTime()) found.push({ occurrence, startsAt });
  }
}
