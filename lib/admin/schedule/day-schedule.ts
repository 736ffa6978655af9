/**
 * One day of work: every team's jobs (a team is the cleaner a job is assigned to; jobs without
 * one share the "unassigned" lane) and how many teams are still free in each start hour.
 */
import { asc, eq } from "drizzle-orm";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { FIRST_START_HOUR, LAST_START_HOUR, maxOverlap } from "@/lib/booking/slots";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { nyDayRange } from "../../kernel/time/new-york-days";
import { activeCleaners, visitsOverlapping } from "./schedule-queries";
import { cleaner, customer, LIST_COLUMNS, toListItem, type AdminOrderListItem } from "../orders/list-orders";

export interface ScheduleLane {
  cleaner: { id: string; name: string } | null;
  jobs: AdminOrderListItem[];
}

export interface HourCapacity {
  hour: number;
  startsAt: string;
  /** Teams busy at the busiest moment of the hour. */
  busy: number;
  remaining: number;
}

export interface DaySchedule {
  date: string;
  capacity: number;
  lanes: ScheduleLane[];
  hours: HourCapacity[];
  jobCount: number;
}

/** Free teams per start hour, from the visits of the day (pure: the caller brings them). */
export function hourlyCapacity(date: string, capacity: number, visits: ReadonlyArray<{ start: Date; end: Date }>): HourCapacity[] {
  const day = parseIsoDate(date);
  if (!day) return [];
  const hours: HourCapacity[] = [];
  for (let hour = FIRST_START_HOUR; hour <= LAST_START_HOUR; hour += 1) {
    const from = newYorkWallTimeToUtc(day, hour);
    const to = newYorkWallTimeToUtc(day, hour + 1);
    const busy = maxOverlap(visits, from, to);
    hours.push({ hour, startsAt: from.toISOString(), busy, remaining: Math.max(0, capacity - busy) });
  }
  return hours;
}

export async function daySchedule(db: Database, date: string): Promise<DaySchedule | null> {
  const range = nyDayRange(date);
  if (!range) return null;
  const [rows, team, settings] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(orders)
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .leftJoin(cleaner, eq(cleaner.id, orders.cleanerId))
      .where(visitsOverlapping(range.start, range.end))
      .orderBy(asc(orders.startsAt), asc(orders.number)),
    activeCleaners(db),
    readBusinessSettings(db),
  ]);
  const jobs = rows.map(toListItem);
  const lanes = new Map<string, ScheduleLane>();
  lanes.set("", { cleaner: null, jobs: [] });
  for (const person of team) lanes.set(person.id, { cleaner: { id: person.id, name: `${person.firstName} ${person.lastName}`.trim() }, jobs: [] });
  for (const job of jobs) {
    const key = job.cleaner?.id ?? "";
    const lane = lanes.get(key) ?? { cleaner: job.cleaner, jobs: [] };
    lane.jobs.push(job);
    lanes.set(key, lane);
  }
  return {
    date,
    capacity: settings.capacity,
    lanes: [...lanes.values()],
    hours: hourlyCapacity(
      date,
      settings.capacity,
      rows.map((row) => ({ start: row.startsAt, end: row.endsAt })),
    ),
    jobCount: jobs.length,
  };
}
