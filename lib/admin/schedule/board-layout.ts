/**
 * The dispatch board's shape (docs/product.md, "Dispatch board"): one row per cleaner, each with
 * one track per New York day, the visits placed on a wall-clock axis, the travel gap between two
 * visits in a row drawn between them, and the visits without a cleaner in a tray. Pure: the
 * caller brings the visits, the cleaners and the clock. No server imports, so the client board
 * reads these types too.
 */
import { z } from "zod";
import { addDays, formatIsoDate, isoDateSchema, parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkIsoDateOf, newYorkTimeOfDay } from "@/lib/kernel/time/new-york";

export const BOARD_VIEWS = ["day", "week"] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** ?date=YYYY-MM-DD&view=day|week; a missing or bad value falls back rather than failing the page. */
export const boardQuerySchema = z.object({
  date: isoDateSchema.optional().catch(undefined),
  view: z.enum(BOARD_VIEWS).optional().catch(undefined),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** Statuses a visit may still be given a cleaner in (the state machine's "assign"). */
const MOVABLE_STATUSES = new Set(["pending", "confirmed", "assigned"]);

export interface BoardVisitInput {
  id: string;
  number: string;
  status: string;
  statusLabel: string;
  serviceName: string;
  customerId: string;
  customerName: string;
  borough: string;
  zip: string;
  startsAt: Date;
  endsAt: Date;
  cleanerId: string | null;
  version: number;
  seriesId: string | null;
  /** The cleaner the customer asked for when booking, or null (docs/product.md#booking). */
  requestedCleanerFirstName: string | null;
}

export interface BoardVisit extends Omit<BoardVisitInput, "startsAt" | "endsAt"> {
  startsAt: string;
  endsAt: string;
  /** The New York day the visit starts on. */
  date: string;
  /** New York wall-clock minutes since that day's midnight, so a DST day keeps 9:00 at 9:00. */
  startMinute: number;
  endMinute: number;
  /** Whether staff may still give it a cleaner: not started, not done, not cancelled. */
  movable: boolean;
}

export interface TravelGap {
  fromVisitId: string;
  toVisitId: string;
  /** Real minutes between the first visit's end and the next one's start (negative: they overlap). */
  minutes: number;
  fromMinute: number;
  toMinute: number;
}

export interface BoardTrack {
  date: string;
  visits: BoardVisit[];
  gaps: TravelGap[];
}

export interface BoardCleaner {
  id: string;
  name: string;
}

export interface BoardRow {
  cleaner: BoardCleaner;
  tracks: BoardTrack[];
}

export interface BoardLayout {
  view: BoardView;
  date: string;
  dates: string[];
  /** The axis every track shares, in wall-clock minutes: 7:00 to 20:00 unless a visit lies outside. */
  axis: { fromMinute: number; toMinute: number };
  rows: BoardRow[];
  tray: BoardVisit[];
}

const DEFAULT_AXIS = { fromMinute: 7 * 60, toMinute: 20 * 60 };
const MINUTE_MS = 60_000;

/** The days a view shows: the date alone, or Monday to Sunday of its week. */
export function boardDates(date: string, view: BoardView): string[] {
  const day = parseIsoDate(date);
  if (!day) return [];
  if (view === "day") return [date];
  // Day of the week from the calendar alone (0 = Sunday), no clock or zone involved.
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => formatIsoDate(addDays(monday, index)));
}

interface WallClock {
  date: string;
  minute: number;
}

/**
 * An instant's New York day and wall-clock minute, worked out once per instant: a week of the
 * board holds thousands of visits on a few dozen distinct starts and ends, and the time-zone
 * arithmetic was most of its cost (docs/benchmarks.md, "Admin lists at 100,000 users and
 * orders, 2026-11-28").
 */
function wallClockOf(instant: Date, known: Map<number, WallClock>): WallClock {
  const key = instant.getTime();
  const found = known.get(key);
  if (found) return found;
  const { hour, minute } = newYorkTimeOfDay(instant);
  const clock = { date: newYorkIsoDateOf(instant), minute: hour * 60 + minute };
  known.set(key, clock);
  return clock;
}

function placeVisit(input: BoardVisitInput, now: Date, known: Map<number, WallClock>): BoardVisit {
  const start = wallClockOf(input.startsAt, known);
  const end = wallClockOf(input.endsAt, known);
  const date = start.date;
  const startMinute = start.minute;
  // A visit past midnight (never booked, but possible by hand) ends at the day's edge.
  const endMinute = end.date === date ? end.minute : 24 * 60;
  return {
    ...input,
    startsAt: input.startsAt.toISOString(),
    endsAt: input.endsAt.toISOString(),
    date,
    startMinute,
    endMinute: Math.max(endMinute, startMinute),
    movable: MOVABLE_STATUSES.has(input.status) && input.startsAt.getTime() > now.getTime(),
  };
}

/**
 * Plain code-unit order. For the strings sorted here it is the order `localeCompare` gave: ISO
 * instants of one shape, and order numbers "C-" and digits, whose first difference is always
 * digit against digit or one ending first. Collation per comparison cost a week's board tens of
 * milliseconds.
 */
function byCodeUnits(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/** The gaps between consecutive visits of one track, already in start order. */
export function travelGaps(visits: readonly BoardVisit[]): TravelGap[] {
  const gaps: TravelGap[] = [];
  for (let index = 1; index < visits.length; index += 1) {
    const before = visits[index - 1];
    const after = visits[index];
    if (!before || !after) continue;
    gaps.push({
      fromVisitId: before.id,
      toVisitId: after.id,
      minutes: Math.round((Date.parse(after.startsAt) - Date.parse(before.endsAt)) / MINUTE_MS),
      fromMinute: before.endMinute,
      toMinute: after.startMinute,
    });
  }
  return gaps;
}

export function layoutBoard(input: {
  date: string;
  view: BoardView;
  cleaners: readonly BoardCleaner[];
  visits: readonly BoardVisitInput[];
  now: Date;
}): BoardLayout {
  const dates = boardDates(input.date, input.view);
  const shown = new Set(dates);
  const known = new Map<number, WallClock>();
  const visits = input.visits
    .map((visit) => placeVisit(visit, input.now, known))
    .filter((visit) => shown.has(visit.date))
    .sort((a, b) => byCodeUnits(a.startsAt, b.startsAt) || byCodeUnits(a.number, b.number));
  const axis = { ...DEFAULT_AXIS };
  for (const visit of visits) {
    axis.fromMinute = Math.min(axis.fromMinute, Math.floor(visit.startMinute / 60) * 60);
    axis.toMinute = Math.max(axis.toMinute, Math.ceil(visit.endMinute / 60) * 60);
  }
  // Each cleaner's visits of each day, in the order above: one pass, not one per track.
  const byTrack = new Map<string, BoardVisit[]>();
  for (const visit of visits) {
    if (visit.cleanerId === null) continue;
    const key = `${visit.cleanerId}/${visit.date}`;
    const own = byTrack.get(key);
    if (own) own.push(visit);
    else byTrack.set(key, [visit]);
  }
  const team = new Set(input.cleaners.map((cleaner) => cleaner.id));
  const rows: BoardRow[] = input.cleaners.map((cleaner) => ({
    cleaner,
    tracks: dates.map((date) => {
      const own = [...(byTrack.get(`${cleaner.id}/${date}`) ?? [])];
      return { date, visits: own, gaps: travelGaps(own) };
    }),
  }));
  // A visit whose cleaner left (no longer an active Cleaner) needs a new one too: it goes to the tray.
  const tray = visits.filter((visit) => visit.cleanerId === null || !team.has(visit.cleanerId));
  return { view: input.view, date: input.date, dates, axis, rows, tray };
}
