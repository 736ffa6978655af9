import { and, eq, gte, inArray, isNull, lte, ne, type SQL } from "drizzle-orm";
import { holdersOf } from "@/lib/kernel/enums/abilities";
import { ORDER_STATUSES } from "@/lib/kernel/enums/orders";
import type { Borough } from "@/lib/kernel/service-area";
import { addDays, compareIsoDates, formatIsoDate, isoWeekday, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { cleanerAvailability, cleanerPreferences, orders, timeOff, users } from "@/lib/platform/db/schema";
import type { TravelMinutes } from "@/lib/settings/travel-minutes";
import { overlapsTime } from "../orders/overlapping";
import { holdsCapacity } from "../orders/status-machine";
import type { CleanerPool, Interval, PoolCleaner, PoolVisit } from "./cleaner-pool";
import { hoursOnWeekday, workingWeekSchema } from "./working-week";

/**
 * Reads the cleaner pool around [from, to) (docs/product.md#cleaners-availability): every active
 * cleaner on the schedule with their shifts on the New York days concerned (approved time off
 * taken out), and every visit holding a cleaner near that time. Inside a transaction holding the
 * pool's locks (./pool-locks.ts) this is the truth; outside one (the slot list), a hint.
 */

const HOLDING_STATUSES = ORDER_STATUSES.filter(holdsCapacity);
const MINUTE_MS = 60_000;

/** Who is on the schedule: an availability row on an active account that may open the cleaner cabinet. */
function onTheSchedule(): SQL | undefined {
  return and(eq(users.status, "active"), inArray(users.role, holdersOf("cleanerCabinet.open")));
}

/** Every cleaner's boroughs, for the pool a visit's lock covers (./cleaner-pool.ts, poolOf). */
export async function boroughsOfScheduledCleaners(db: Database): Promise<Array<readonly Borough[]>> {
  const rows = await db
    .select({ boroughs: cleanerAvailability.boroughs })
    .from(cleanerAvailability)
    .innerJoin(users, eq(users.id, cleanerAvailability.cleanerId))
    .where(onTheSchedule());
  return rows.map((row) => row.boroughs);
}

function daysBetween(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = first; compareIsoDates(formatIsoDate(day), formatIsoDate(last)) <= 0; day = addDays(day, 1)) days.push(day);
  return days;
}

const wallMinute = (day: CalendarDate, minutes: number) => newYorkWallTimeToUtc(day, Math.floor(minutes / 60), minutes % 60);

async function scheduledCleaners(db: Database, first: CalendarDate, last: CalendarDate): Promise<PoolCleaner[]> {
  const rows = await db
    .select({ id: cleanerAvailability.cleanerId, boroughs: cleanerAvailability.boroughs, workingWeek: cleanerAvailability.workingWeek })
    .from(cleanerAvailability)
    .innerJoin(users, eq(users.id, cleanerAvailability.cleanerId))
    .where(onTheSchedule());
  if (rows.length === 0) return [];
  const firstIso = formatIsoDate(first);
  const lastIso = formatIsoDate(last);
  const away = await db
    .select({ cleanerId: timeOff.cleanerId, firstDay: timeOff.firstDay, lastDay: timeOff.lastDay })
    .from(timeOff)
    .where(and(eq(timeOff.status, "approved"), lte(timeOff.firstDay, lastIso), gte(timeOff.lastDay, firstIso), inArray(timeOff.cleanerId, rows.map((row) => row.id))));
  const days = daysBetween(first, last);
  return rows.map((row) => {
    // A damaged week takes nobody's days (the admin page shows it to be fixed); it never crashes booking.
    const week = workingWeekSchema.safeParse(row.workingWeek);
    const shifts: Interval[] = [];
    for (const day of days) {
      const iso = formatIsoDate(day);
      const hours = week.success ? hoursOnWeekday(week.data, isoWeekday(day)) : null;
      const onLeave = away.some((leave) => leave.cleanerId === row.id && leave.firstDay <= iso && iso <= leave.lastDay);
      if (!hours || onLeave) continue;
      shifts.push({ start: wallMinute(day, hours.start), end: wallMinute(day, hours.end) });
    }
    return { id: row.id, boroughs: row.boroughs, shifts };
  });
}

async function visitsNear(db: Database, from: Date, to: Date, excludeOrderId: string | undefined): Promise<PoolVisit[]> {
  const conditions: Array<SQL | undefined> = [inArray(orders.status, HOLDING_STATUSES), overlapsTime(from, to)];
  if (excludeOrderId) conditions.push(ne(orders.id, excludeOrderId));
  return db
    .select({ start: orders.startsAt, end: orders.endsAt, borough: orders.borough, cleanerId: orders.cleanerId, requestedCleanerId: orders.requestedCleanerId })
    .from(orders)
    .where(and(...conditions));
}

/** The cleaners never sent to this customer: an active block either way (docs/product.md#preferred-and-blocked-cleaners). */
export async function blockedCleanerIds(db: Database, customerId: string | null): Promise<Set<string>> {
  if (!customerId) return new Set();
  const rows = await db
    .select({ cleanerId: cleanerPreferences.cleanerId })
    .from(cleanerPreferences)
    .where(and(eq(cleanerPreferences.customerId, customerId), eq(cleanerPreferences.kind, "blocked"), isNull(cleanerPreferences.undoneAt)));
  return new Set(rows.map((row) => row.cleanerId));
}

export interface PoolWindow {
  from: Date;
  to: Date;
  travel: TravelMinutes;
  /** The order being moved: it does not stand in its own way. */
  excludeOrderId?: string;
}

/** How far from a visit another one still matters: the longer travel time. */
export function travelReachMs(travel: TravelMinutes): number {
  return Math.max(travel.sameBorough, travel.acrossBoroughs) * MINUTE_MS;
}

/** The pool for visits within [from, to): visits up to the longer travel time either side count too. */
export async function loadCleanerPool(db: Database, window: PoolWindow): Promise<CleanerPool> {
  const reach = travelReachMs(window.travel);
  const first = newYorkDateOf(window.from);
  const last = newYorkDateOf(new Date(Math.max(window.from.getTime(), window.to.getTime() - 1)));
  const [cleaners, visits] = await Promise.all([
    scheduledCleaners(db, first, last),
    visitsNear(db, new Date(window.from.getTime() - reach), new Date(window.to.getTime() + reach), window.excludeOrderId),
  ]);
  return { cleaners, visits };
}
