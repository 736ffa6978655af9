/** The dashboard's figures: the next two days of jobs and what waits for staff. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne } from "drizzle-orm";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { leads, orders, satisfactionPolls } from "@/lib/platform/db/schema";
import { nyDayRange, nyToday, shiftIsoDate } from "../../kernel/time/new-york-days";
import { cleaner, customer, LIST_COLUMNS, toListItem, type AdminOrderListItem } from "../orders/list-orders";
import { listHeldVisits, type HeldVisit } from "./held-visits";
import { weeklyBookings, type WeekPoint } from "./weekly-bookings";

export interface DayJobs {
  date: string;
  jobs: AdminOrderListItem[];
}

export interface FlaggedPoll {
  orderId: string;
  number: string;
  rating: number | null;
  comment: string | null;
  answeredAt: string | null;
  customerName: string;
  /** Written by the demo seed, not by a customer. */
  sample: boolean;
}

export interface Dashboard {
  today: DayJobs;
  tomorrow: DayJobs;
  pendingCount: number;
  unassignedCount: number;
  openLeadsCount: number;
  flaggedPollCount: number;
  flaggedPolls: FlaggedPoll[];
  /** Visits held for review after a short check-out (held-visits.ts). */
  heldVisits: HeldVisit[];
  weeks: WeekPoint[];
}

/** A day's list is for a person to read; a busy day beyond this links to the schedule. */
const DAY_LIMIT = 100;
const FLAGGED_LIMIT = 10;

async function jobsOn(db: Database, date: string): Promise<DayJobs> {
  const range = nyDayRange(date);
  if (!range) return { date, jobs: [] };
  const rows = await db
    .select(LIST_COLUMNS)
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.customerId))
    .leftJoin(cleaner, eq(cleaner.id, orders.cleanerId))
    .where(and(ne(orders.status, "cancelled"), gte(orders.startsAt, range.start), lt(orders.startsAt, range.end)))
    .orderBy(asc(orders.startsAt), asc(orders.number))
    .limit(DAY_LIMIT);
  return { date, jobs: rows.map(toListItem) };
}

export async function loadDashboard(db: Database, now: Date = new Date()): Promise<Dashboard> {
  const today = nyToday(now);
  const todayStart = nyDayRange(today)?.start ?? now;
  const flaggedWhere = and(eq(satisfactionPolls.flagged, true), isNull(satisfactionPolls.resolvedAt));
  const [todayJobs, tomorrowJobs, pending, unassigned, openLeads, flaggedCount, flagged, heldVisits, weeks] = await Promise.all([
    jobsOn(db, today),
    jobsOn(db, shiftIsoDate(today, 1)),
    db.select({ total: count() }).from(orders).where(eq(orders.status, "pending")),
    // Visits from today on that nobody is assigned to yet: the list the card links to.
    db
      .select({ total: count() })
      .from(orders)
      .where(and(inArray(orders.status, ["pending", "confirmed"]), isNull(orders.cleanerId), gte(orders.startsAt, todayStart))),
    db.select({ total: count() }).from(leads).where(inArray(leads.status, ["new", "contacted"])),
    db.select({ total: count() }).from(satisfactionPolls).where(flaggedWhere),
    db
      .select({
        orderId: orders.id,
        number: orders.number,
        rating: satisfactionPolls.rating,
        comment: satisfactionPolls.comment,
        answeredAt: satisfactionPolls.answeredAt,
        contactName: orders.contactName,
        sample: satisfactionPolls.sample,
      })
      .from(satisfactionPolls)
      .innerJoin(orders, eq(orders.id, satisfactionPolls.orderId))
      .where(flaggedWhere)
      .orderBy(desc(satisfactionPolls.answeredAt))
      .limit(FLAGGED_LIMIT),
    listHeldVisits(db),
    weeklyBookings(db, now),
  ]);
  return {
    today: todayJobs,
    tomorrow: tomorrowJobs,
    pendingCount: pending[0]?.total ?? 0,
    unassignedCount: unassigned[0]?.total ?? 0,
    openLeadsCount: openLeads[0]?.total ?? 0,
    flaggedPollCount: flaggedCount[0]?.total ?? 0,
    flaggedPolls: flagged.map((row) => ({
      orderId: row.orderId,
      number: formatOrderNumber(row.number),
      rating: row.rating,
      comment: row.comment,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      customerName: row.contactName,
      sample: row.sample,
    })),
    heldVisits,
    weeks,
  };
}
