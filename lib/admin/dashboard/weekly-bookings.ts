/**
 * Bookings and booked revenue by week over the last 12 weeks. A booking counts in the week it
 * was made (created_at). Revenue is the total of those bookings that are not cancelled: money
 * still expected, not money collected. One grouped query over the created_at index.
 */
import { and, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { lastWeeks } from "./weeks";

export const CHART_WEEKS = 12;

export interface WeekPoint {
  monday: string;
  bookings: number;
  revenueCents: number;
}

export async function weeklyBookings(db: Database, now: Date = new Date(), weeks = CHART_WEEKS): Promise<WeekPoint[]> {
  const span = lastWeeks(now, weeks);
  const first = span[0];
  const last = span.at(-1);
  if (!first || !last) return [];
  // Boundaries travel as text cast in SQL: the postgres driver does not bind Date inside raw SQL.
  const bounds = sql.join(
    [...span.map((week) => week.start), last.end].map((instant) => sql`${instant.toISOString()}::timestamptz`),
    sql`, `,
  );
  const bucket = sql<number>`width_bucket(${orders.createdAt}, array[${bounds}])`;
  const rows = await db
    .select({
      bucket,
      bookings: sql<number>`count(*)::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, first.start), lt(orders.createdAt, last.end)))
    // By position: the same expression written twice would bind its boundaries twice, and
    // Postgres would not see the two as equal.
    .groupBy(sql`1`);
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  return span.map((week, index) => {
    const row = byBucket.get(index + 1);
    return { monday: week.monday, bookings: Number(row?.bookings ?? 0), revenueCents: Number(row?.revenueCents ?? 0) };
  });
}
