/**
 * Pay periods (docs/product.md, "Payroll"): runs of 7 or 14 New York calendar days counted from
 * an anchor day, forwards and backwards. The arithmetic is on calendar days, never on hours, so a
 * week holding a DST switch is still seven days and a period may straddle the new year; the
 * instants a period covers come from New York midnights (lib/kernel/time), 167 or 169 hours apart
 * on those weeks.
 */
import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { PayFrequency } from "@/lib/platform/db/schema/payroll";

export interface PeriodRule {
  frequency: PayFrequency;
  /** YYYY-MM-DD: the first day of one period. */
  anchorDate: string;
}

export interface PayPeriod {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** The day after the last, YYYY-MM-DD. */
  end: string;
  /** The instants covered: [from, to). */
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

const lengthOf = (frequency: PayFrequency): number => (frequency === "weekly" ? 7 : 14);

function calendar(iso: string): CalendarDate {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`not a date: ${iso}`);
  return date;
}

/** Whole days from a to b (b − a), on the calendar. */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

function periodStartingAt(start: CalendarDate, length: number): PayPeriod {
  const end = addDays(start, length);
  return { start: formatIsoDate(start), end: formatIsoDate(end), from: newYorkWallTimeToUtc(start, 0), to: newYorkWallTimeToUtc(end, 0) };
}

/** The period a New York calendar day (YYYY-MM-DD) falls in. */
export function periodOfDay(rule: PeriodRule, isoDay: string): PayPeriod {
  const length = lengthOf(rule.frequency);
  const anchor = calendar(rule.anchorDate);
  const offset = daysBetween(anchor, calendar(isoDay));
  return periodStartingAt(addDays(anchor, Math.floor(offset / length) * length), length);
}

/** The period an instant falls in, by its New York day. */
export const periodOfInstant = (rule: PeriodRule, instant: Date): PayPeriod => periodOfDay(rule, formatIsoDate(newYorkDateOf(instant)));

/** The period starting on `start`, or null when no period starts that day under the rule. */
export function periodStartingOn(rule: PeriodRule, start: string): PayPeriod | null {
  if (!parseIsoDate(start)) return null;
  const period = periodOfDay(rule, start);
  return period.start === start ? period : null;
}

/** The `count` periods up to and including the one `now` falls in, newest first. */
export function recentPeriods(rule: PeriodRule, now: Date, count: number): PayPeriod[] {
  const length = lengthOf(rule.frequency);
  const current = calendar(periodOfInstant(rule, now).start);
  return Array.from({ length: count }, (_, index) => periodStartingAt(addDays(current, -length * index), length));
}

/** A period of known days (an approved one, kept as it was whatever the schedule says now). */
export function periodBetween(start: string, end: string): PayPeriod {
  return { start, end, from: newYorkWallTimeToUtc(calendar(start), 0), to: newYorkWallTimeToUtc(calendar(end), 0) };
}
