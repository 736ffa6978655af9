/**
 * One day of work: every cleaner's jobs (jobs without one share the "unassigned" lane) and how
 * many cleaners are still free in each start hour (docs/product.md#cleaners-availability).
 */
import { asc, eq } from "drizzle-orm";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { FIRST_START_HOUR, LAST_START_HOUR } from "@/lib/booking/slots";
import { freeCleaners } from "@/lib/booking/availability/cleaner-pool";
import { loadCleanerPool } from "@/lib/booking/availability/load-pool";
import type { TravelMinutes } from "@/lib/settings/travel-minutes";
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
  /** Cleaners working the whole hour. */
  onShift: number;
  /** Of those, the ones who could still take a visit starting then. */
  remaining: number;
}

export interface DaySchedule {
  date: string;
  lanes: ScheduleLane[];
  hours: HourCapacity[];
  jobCount: number;
}

/** Free cleaners per start hour of a New York date, from the pool of that day. */
export async function hourlyCapacity(db: Database, date: string, travel: TravelMinutes): Promise<HourCapacity[]> {
  const day = parseIsoDate(date);
  if (!day) return [];
  const stretches = [];
  for (let hour = FIRST_START_HOUR; hour <= LAST_START_HOUR; hour += 1) stretches.push({ hour, start: newYorkWallTimeToUtc(day, hour), end: newYorkWallTimeToUtc(day, hour + 1) });
  const first = stretches[0];
  const last = stretches.at(-1);
  if (!first || !last) return [];
  const pool = await loadCleanerPool(db, { from: first.start, to: last.end, travel });
  const free = freeCleaners(pool, stretches, travel);
  return stretches.map((stretch, index) => ({ hour: stretch.hour, startsAt: stretch.start.toISOString(), onShift: free[index]?.onShift ?? 0, remaining: free[index]?.free ?? 0 }));
}

export async function daySchedule(db: Database, date: string): Promise<DaySchedule | null> {
  const range = nyDayRange(date);
  if (!range) return null;
  const [rows, team, hours] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(orders)
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .leftJoin(cleaner, eq(cleaner.id, orders.cleanerId))
      .where(visitsOverlapping(range.start, range.end))
      .orderBy(asc(orders.startsAt), asc(orders.number)),
    activeCleaners(db),
    // The free cleaners per hour are read beside the visits, not after them.
    readBusinessSettings(db).then((settings) => hourlyCapacity(db, date, settings.travel)),
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
    lanes: [...lanes.values()],
    hours,
    jobCount: jobs.length,
  };
}
