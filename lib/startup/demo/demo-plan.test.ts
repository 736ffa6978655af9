import { isWithinCustomerWindow } from "@/lib/booking/edit-window";
import { computeQuote } from "@/lib/booking/pricing";
import { bookableDateRange, FIRST_START_HOUR, LAST_START_HOUR, startProblem, VISIT_END_HOUR } from "@/lib/booking/slots";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import type { ClosingCalendar } from "@/lib/settings/closing-calendar";
import type { HolidayPolicy } from "@/lib/settings/holiday-policy";
import { FEDERAL_HOLIDAY_IDS, federalHolidayOn } from "@/lib/kernel/time/holidays";
import { newYorkIsoDateOf, newYorkTimeOfDay, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { DEMO_SPAN_DAYS, DEMO_STEPS, isPastSample, planDemoVisits, type DemoPlan } from "./demo-plan";
import { DEMO_HOMES, DEMO_SAMPLES, type DemoSample } from "./demo-samples";

/**
 * The demo plan for every New York day of three years, at times of day from just after midnight
 * to just before it, with the strictest closed days (all eleven federal holidays) and with staff
 * closing more: every sample is placed, in its status, within the booking rules, with no double
 * booking and every step at or before "now". Pure, so a thousand days take seconds.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const MINUTES_OF_HOME = DEMO_HOMES.map((home) => {
  const priced = computeQuote(home.request, DEFAULT_PRICE_TABLE);
  if (!priced.ok) throw new Error("a demo home does not price");
  return priced.quote.estimatedMinutes;
});
const durationMinutes = (sample: DemoSample) => MINUTES_OF_HOME[sample.home] ?? null;

/** The strictest calendar: all eleven federal holidays closed (by default five are open). */
const EVERY_HOLIDAY_CLOSED = Object.fromEntries(FEDERAL_HOLIDAY_IDS.map((id) => [id, { closed: true, surchargePercent: 0 }])) as HolidayPolicy;
const closingWithStaffDays = (staffClosed: readonly string[]): ClosingCalendar => ({ holidays: EVERY_HOLIDAY_CLOSED, closedDays: staffClosed.map((date) => ({ date, reason: null })) });

/** federalHolidayOn builds the year's list on every call: remembered per date, as the test asks thousands of times. */
const holidays = new Map<string, boolean>();
function isFederalHoliday(date: string): boolean {
  let closed = holidays.get(date);
  if (closed === undefined) holidays.set(date, (closed = federalHolidayOn(date) !== null));
  return closed;
}

function* datesFrom(first: string, last: string): Generator<CalendarDate> {
  const start = parseIsoDate(first);
  if (!start) throw new Error(`not a date: ${first}`);
  for (let date = start; formatIsoDate(date) <= last; date = addDays(date, 1)) yield date;
}

/** [hour, minute] New York times of "now": before the first start, during the day, after the last end. */
const TIMES_OF_DAY: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [1, 30],
  [7, 30],
  [8, 4],
  [10, 0],
  [13, 30],
  [17, 0],
  [23, 30],
];

/** Days where the calendar or the clock does something odd, each tried at every time of day above. */
const ODD_DAYS = [
  "2026-03-08", // spring forward
  "2026-11-01", // fall back
  "2026-11-26", // Thanksgiving
  "2026-12-24",
  "2026-12-25",
  "2026-12-31",
  "2027-01-01",
  "2027-03-14",
  "2027-07-05", // Independence Day observed
  "2027-11-07",
  "2027-12-31", // New Year's Day 2028 observed
  "2028-02-29",
  "2028-03-12",
  "2028-11-05",
  "2028-12-31",
];

/** Every day of the three years at one of the times (a cycle of eight, so each weekday meets each time), and the odd days at all of them. */
function instants(): Array<{ now: Date; odd: boolean }> {
  const found: Array<{ now: Date; odd: boolean }> = [];
  let index = 0;
  for (const date of datesFrom("2026-01-01", "2028-12-31")) {
    const [hour, minute] = TIMES_OF_DAY[index % TIMES_OF_DAY.length] ?? [12, 0];
    found.push({ now: newYorkWallTimeToUtc(date, hour, minute), odd: false });
    index += 1;
  }
  for (const text of ODD_DAYS) {
    const date = parseIsoDate(text);
    if (!date) throw new Error(`not a date: ${text}`);
    for (const [hour, minute] of TIMES_OF_DAY) found.push({ now: newYorkWallTimeToUtc(date, hour, minute), odd: true });
  }
  return found;
}

/** What is wrong with a plan, in words; empty when nothing is. */
function problemsOf(plan: DemoPlan, now: Date, isClosed: (date: string) => boolean, staffClosed: readonly string[], oracle: boolean): string[] {
  const problems: string[] = plan.unplaced.map((left) => `sample ${left.sample} not placed: ${left.reason}`);
  if (plan.visits.length !== DEMO_SAMPLES.length) problems.push(`${plan.visits.length} visits placed`);
  for (const visit of plan.visits) {
    const sample = DEMO_SAMPLES[visit.sample];
    const minutes = sample ? durationMinutes(sample) : null;
    if (!sample || minutes === null) {
      problems.push(`visit of unknown sample ${visit.sample}`);
      continue;
    }
    const say = (what: string) => problems.push(`sample ${visit.sample} (${sample.status}) at ${visit.startsAt.toISOString()}: ${what}`);
    if (visit.status !== sample.status) say(`ends ${visit.status}`);
    const wanted = [...DEMO_STEPS[sample.status], ...(sample.status === "completed" && sample.answer ? ["answer"] : [])];
    if (visit.steps.map((step) => step.name).join() !== wanted.join()) say(`steps ${visit.steps.map((step) => step.name).join()}`);
    if (visit.endsAt.getTime() - visit.startsAt.getTime() !== minutes * MINUTE) say("not as long as its quote");
    const day = newYorkIsoDateOf(visit.startsAt);
    if (isClosed(day)) say("on a closed day");
    if (Math.abs(visit.startsAt.getTime() - now.getTime()) > DEMO_SPAN_DAYS * DAY) say("more than four weeks away");
    const past = isPastSample(sample);
    if (past ? visit.startsAt >= now : visit.startsAt <= now) say(past ? "not in the past" : "not in the future");

    const at = Object.fromEntries(visit.steps.map((step) => [step.name, step.at]));
    for (const [index, step] of visit.steps.entries()) {
      if (step.at > now) say(`${step.name} after now`);
      const before = visit.steps[index - 1];
      if (before && step.at < before.at) say(`${step.name} before ${before.name}`);
    }
    // The booking rules as they stood when it was booked (no other orders here).
    const booked = at.book ?? now;
    const { hour, minute } = newYorkTimeOfDay(visit.startsAt);
    if (minute !== 0 || hour < FIRST_START_HOUR || hour > LAST_START_HOUR) say("not a start time");
    const dayParts = parseIsoDate(day);
    if (!dayParts || visit.endsAt > newYorkWallTimeToUtc(dayParts, VISIT_END_HOUR)) say("ends too late");
    const range = bookableDateRange(booked);
    if (day < range.earliest || day > range.latest) say(`booked on ${newYorkIsoDateOf(booked)}, outside the booking window`);
    // And by the server's own check itself where the calendar or the clock is odd: slower, so not every day.
    const problem = oracle && startProblem({ start: visit.startsAt, durationMinutes: minutes, hasRoom: () => true, now: booked, closing: closingWithStaffDays(staffClosed) });
    if (problem) say(`booking refused: ${problem}`);
    if (at.cancel && !isWithinCustomerWindow(visit.startsAt, at.cancel)) say("cancelled inside 24 hours");
    if (at["check-in"] && at["check-in"] < visit.startsAt) say("checked in before it starts");
    if (at["check-out"] && (at["check-out"] > visit.endsAt || at["check-out"] <= (at["check-in"] ?? now))) say("checked out outside the visit");
  }
  const byStart = [...plan.visits].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const [index, visit] of byStart.entries()) {
    const next = byStart[index + 1];
    if (next && next.startsAt < visit.endsAt) problems.push(`samples ${visit.sample} and ${next.sample} overlap at ${next.startsAt.toISOString()}`);
  }
  const statuses = new Set(plan.visits.map((visit) => visit.status));
  if (statuses.size !== new Set(DEMO_SAMPLES.map((sample) => sample.status)).size) problems.push(`statuses ${[...statuses].join()}`);
  return problems;
}

function check(closedAround: (today: CalendarDate) => string[]): string[] {
  const problems: string[] = [];
  for (const { now, odd } of instants()) {
    const today = parseIsoDate(newYorkIsoDateOf(now));
    if (!today) throw new Error("today is not a date");
    const staffClosed = closedAround(today);
    const isClosed = (date: string) => isFederalHoliday(date) || staffClosed.includes(date);
    const plan = planDemoVisits({ now, isClosed, samples: DEMO_SAMPLES, durationMinutes });
    for (const problem of problemsOf(plan, now, isClosed, staffClosed, odd)) problems.push(`now ${now.toISOString()}: ${problem}`);
  }
  return problems;
}

describe("the demo plan, every day of 2026 to 2028", () => {
  it("places every sample around the federal holidays", () => {
    expect(check(() => []).slice(0, 20)).toEqual([]);
  });

  it("places every sample when staff closed the week around today too", () => {
    const week = (today: CalendarDate) => [-3, -2, -1, 0, 1, 2, 3].map((offset) => formatIsoDate(addDays(today, offset)));
    expect(check(week).slice(0, 20)).toEqual([]);
  });

  it("leaves out, with the reason, what fits nowhere", () => {
    const now = newYorkWallTimeToUtc({ year: 2026, month: 11, day: 26 }, 14);
    const plan = planDemoVisits({ now, isClosed: () => true, samples: DEMO_SAMPLES, durationMinutes });
    expect(plan.visits).toEqual([]);
    expect(plan.unplaced).toHaveLength(DEMO_SAMPLES.length);
    expect(plan.unplaced[0]).toEqual({ sample: 0, reason: `no open day with a free hour within ${DEMO_SPAN_DAYS} days` });

    const unpriced = planDemoVisits({ now, isClosed: isFederalHoliday, samples: DEMO_SAMPLES, durationMinutes: (sample) => (sample.home === 1 ? null : durationMinutes(sample)) });
    expect(unpriced.unplaced.map((left) => left.sample)).toEqual(DEMO_SAMPLES.flatMap((sample, index) => (sample.home === 1 ? [index] : [])));
    expect(unpriced.unplaced.every((left) => left.reason === "its home cannot be priced")).toBe(true);
    expect(unpriced.visits).toHaveLength(DEMO_SAMPLES.length - unpriced.unplaced.length);
  });
});
