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

function wallMinute(instant: Date): number {
  const { hour, minute } = newYorkTimeOfDay(instant);
  return hour * 60 + minute;
}

function placeVisit(input: BoardVisitInput, now: Date): BoardVisit {
  const date = newYorkIsoDateOf(input.startsAt);
  const startMinute = wallMinute(input.startsAt);
  // A visit past midnight (never booked, but possible by hand) ends at the day's edge.
  const endMinute = newYorkIsoDateOf(input.endsAt) === date ? wallMinute(input.endsAt) : 24 * 60;
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
  const visits = input.visits
    .map((visit) => placeVisit(visit, input.now))
    .filter((visit) => shown.has(visit.date))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.number.localeCompare(b.number));
  const axis = { ...DEFAULT_AXIS };
  for (const visit of visits) {
    axis.fromMinute = Math.min(axis.fromMinute, Math.floor(visit.startMinute / 60) * 60);
    axis.toMinute = Math.max(axis.toMinute, Math.ceil(visit.endMinute / 60) * 60);
  }
  const known = new Set(input.cleaners.map((cleaner) => cleaner.id));
  const rows: BoardRow[] = input.cleaners.map((cleaner) => ({
    cleaner,
    tracks: dates.map((date) => {
      const own = visits.filter((visit) => visit.cleanerId === cleaner.id && visit.date === date);
      return { date, visits: own, gaps: travelGaps(own) };
    }),
  }));
  // A visit whose cleaner left (no longer an active Cleaner) needs a new one too: it goes to the tray.
  const tray = visits.filter((visit) => visit.cleanerId === null || !known.has(visit.cleanerId));
  return { view: input.view, date: input.date, dates, axis, rows, tray };
}
