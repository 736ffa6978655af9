import { isWithinCustomerWindow } from "@/lib/booking/edit-window";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";
import { bookableDateRange, FIRST_START_HOUR, LAST_START_HOUR, maxOverlap, VISIT_END_HOUR, type BusyInterval } from "@/lib/booking/slots";
import type { OrderStatus } from "@/lib/platform/db/schema";
import { addDays, compareIsoDates, formatIsoDate, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkTimeOfDay, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { DemoSample } from "./demo-samples";

/**
 * Where and when each demo sample visit goes, and when each of its steps happened, so that the
 * real booking and status functions accept every step (docs/product.md#scheduling,
 * docs/product.md#orders) whatever "now" is. Pure: the caller brings the clock and which days
 * are closed.
 *
 * A sample goes to the nearest open day where its own hour is free, else to the nearest open
 * day with any free hour: away from today first (further back for a past visit, further ahead
 * for a future one), then, when the four weeks run out that way, back towards today. Each
 * placed visit then holds:
 * - the booking rules of slots.ts as they stood when it was booked: on the hour from 8:00 to
 *   17:00 New York time on an open day, over by 19:00, from the day after the booking up to
 *   90 days ahead;
 * - one cleaner and one customer: no two samples overlap, cancelled ones included;
 * - the clock: every step at or before `now`, in order; completed and in-progress visits began
 *   before now, pending, confirmed and assigned ones begin after it; a customer cancels at least
 *   24 hours before the visit (edit-window.ts);
 * - the four weeks: every visit starts within 28 days of now.
 * A sample that fits nowhere is left out, with the reason.
 */

export const DEMO_SPAN_DAYS = 28;

export type DemoStepName = "book" | "confirm" | "assign" | "check-in" | "check-out" | "settle" | "answer" | "cancel";

export interface DemoStep {
  name: DemoStepName;
  at: Date;
}

export interface PlannedVisit {
  /** Its place in the samples planned. */
  sample: number;
  status: OrderStatus;
  startsAt: Date;
  endsAt: Date;
  /** What happened to it, in order, each at or before now. */
  steps: DemoStep[];
}

export interface UnplacedSample {
  sample: number;
  reason: string;
}

export interface DemoPlanInput {
  now: Date;
  /** Whether nothing is booked on a New York date (YYYY-MM-DD). */
  isClosed: (isoDate: string) => boolean;
  samples: readonly DemoSample[];
  /** The estimated length of the sample's visit, or null when its home cannot be priced. */
  durationMinutes: (sample: DemoSample) => number | null;
}

export interface DemoPlan {
  visits: PlannedVisit[];
  unplaced: UnplacedSample[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The steps that take a new booking to each status (status-machine.ts), the poll answer aside. */
export const DEMO_STEPS: Readonly<Record<OrderStatus, readonly DemoStepName[]>> = {
  pending: ["book"],
  confirmed: ["book", "confirm"],
  assigned: ["book", "confirm", "assign"],
  in_progress: ["book", "confirm", "assign", "check-in"],
  completed: ["book", "confirm", "assign", "check-in", "check-out", "settle"],
  cancelled: ["book", "cancel"],
};

/** Completed and in-progress visits have begun; a cancelled one is in the past when it was meant for a past day. */
export function isPastSample(sample: DemoSample): boolean {
  if (sample.status === "completed" || sample.status === "in_progress") return true;
  return sample.status === "cancelled" && sample.days < 0;
}

/** Booked a few days ahead, as customers do (3 to 6), at a daytime hour; varied by the sample's place. */
function bookedAt(index: number, day: CalendarDate): Date {
  return newYorkWallTimeToUtc(addDays(day, -(3 + (index % 4))), 9 + (index % 8));
}

function stepsOf(index: number, sample: DemoSample, visit: { day: CalendarDate; start: Date; end: Date }, today: CalendarDate): DemoStep[] {
  // A future visit was booked a few days before today, a past one a few days before it happened.
  const booked = bookedAt(index, isPastSample(sample) ? visit.day : today);
  const leftAt = visit.end.getTime() - 10 * MINUTE;
  const times: Record<DemoStepName, number> = {
    book: booked.getTime(),
    confirm: booked.getTime() + 2 * HOUR,
    assign: booked.getTime() + 3 * HOUR,
    cancel: booked.getTime() + DAY,
    "check-in": visit.start.getTime() + 5 * MINUTE,
    "check-out": leftAt,
    settle: leftAt + HOUR,
    answer: leftAt + 5 * HOUR,
  };
  const names = [...DEMO_STEPS[sample.status], ...(sample.status === "completed" && sample.answer ? (["answer"] as const) : [])];
  return names.map((name) => ({ name, at: new Date(times[name]) }));
}

/** Every step at or before now and after the one before it, and each accepted when it happens. */
function stepsHold(steps: readonly DemoStep[], start: Date, date: string, now: Date): boolean {
  let previous = Number.NEGATIVE_INFINITY;
  for (const step of steps) {
    const at = step.at.getTime();
    if (at < previous || at > now.getTime()) return false;
    previous = at;
    if (step.name === "book") {
      const range = bookableDateRange(step.at);
      if (compareIsoDates(date, range.earliest) < 0 || compareIsoDates(date, range.latest) > 0) return false;
    }
    if (step.name === "cancel" && !isWithinCustomerWindow(start, step.at)) return false;
  }
  return true;
}

/** The days to try, as offsets from today: away from today first, then back towards it. */
function dayOffsets(sample: DemoSample): number[] {
  const away = isPastSample(sample) ? -1 : 1;
  const offsets: number[] = [];
  for (let offset = sample.days; Math.abs(offset) <= DEMO_SPAN_DAYS; offset += away) offsets.push(offset);
  for (let offset = sample.days - away; offset * away >= 0; offset -= away) offsets.push(offset);
  return offsets;
}

const START_HOURS = Array.from({ length: LAST_START_HOUR - FIRST_START_HOUR + 1 }, (_, index) => FIRST_START_HOUR + index);
const LATEST_FIRST = [...START_HOURS].reverse();

/** Its own hour on each day, then any hour, nearest first (the later one of two as near: mornings stay free). */
function* candidates(sample: DemoSample): Generator<{ offset: number; hour: number }> {
  const offsets = dayOffsets(sample);
  const wanted = sample.hour;
  if (wanted === "latest") {
    for (const offset of offsets) for (const hour of LATEST_FIRST) yield { offset, hour };
    return;
  }
  for (const offset of offsets) yield { offset, hour: wanted };
  const others = START_HOURS.filter((hour) => hour !== wanted).sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a);
  for (const offset of offsets) for (const hour of others) yield { offset, hour };
}

const TRAVEL_GAP = DEFAULT_TRAVEL_MINUTES.acrossBoroughs * MINUTE;

export function planDemoVisits(input: DemoPlanInput): DemoPlan {
  const { now, samples } = input;
  const today = newYorkDateOf(now);
  // Today's hours already begun or not: a quick first sieve before the exact comparison with now.
  const hourNow = newYorkTimeOfDay(now).hour;
  const openDays = new Map<number, { day: CalendarDate; date: string; closesAt: number } | null>();
  const openDay = (offset: number) => {
    let known = openDays.get(offset);
    if (known === undefined) {
      const day = addDays(today, offset);
      const date = formatIsoDate(day);
      known = input.isClosed(date) ? null : { day, date, closesAt: newYorkWallTimeToUtc(day, VISIT_END_HOUR).getTime() };
      openDays.set(offset, known);
    }
    return known;
  };
  const taken: BusyInterval[] = [];

  /** The first candidate that holds every rule above, or null. */
  const place = (index: number, sample: DemoSample, minutes: number): PlannedVisit | null => {
    const past = isPastSample(sample);
    for (const { offset, hour } of candidates(sample)) {
      if (offset === 0 && (past ? hour > hourNow : hour < hourNow)) continue;
      const open = openDay(offset);
      if (!open) continue;
      const start = newYorkWallTimeToUtc(open.day, hour);
      const end = new Date(start.getTime() + minutes * MINUTE);
      if (end.getTime() > open.closesAt) continue;
      if (past ? start.getTime() >= now.getTime() : start.getTime() <= now.getTime()) continue;
      if (Math.abs(start.getTime() - now.getTime()) > DEMO_SPAN_DAYS * DAY) continue;
      // One cleaner does them all: keep the longest travel time between two of them (docs/product.md#cleaners-availability).
      if (maxOverlap(taken, new Date(start.getTime() - TRAVEL_GAP), new Date(end.getTime() + TRAVEL_GAP)) > 0) continue;
      const steps = stepsOf(index, sample, { day: open.day, start, end }, today);
      if (stepsHold(steps, start, open.date, now)) return { sample: index, status: sample.status, startsAt: start, endsAt: end, steps };
    }
    return null;
  };

  const plan: DemoPlan = { visits: [], unplaced: [] };
  for (const [index, sample] of samples.entries()) {
    const minutes = input.durationMinutes(sample);
    const placed = minutes === null ? null : place(index, sample, minutes);
    if (placed) {
      taken.push({ start: placed.startsAt, end: placed.endsAt });
      plan.visits.push(placed);
    } else {
      plan.unplaced.push({ sample: index, reason: minutes === null ? "its home cannot be priced" : `no open day with a free hour within ${DEMO_SPAN_DAYS} days` });
    }
  }
  return plan;
}
