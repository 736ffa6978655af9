/**
 * Revenue and visits by week (docs/product.md, "The owner's charts"): completed visits counted in
 * the New York week they were due to start, and their totals. Money for work done, not booked:
 * the booked-revenue chart of the dashboard counts bookings the week they were made. One grouped
 * query, read from the start index alone (it carries the status and total).
 */
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import type { InsightRange } from "./range";
import { withoutParallelWorkers } from "./serial-query";
import { byWeek, weekOf } from "./week-bucket";

export interface RevenuePoint {
  monday: string;
  visits: number;
  revenueCents: number;
}

export async function revenueAndVisits(db: Database, range: InsightRange): Promise<RevenuePoint[]> {
  const rows = await withoutParallelWorkers(db, (tx) =>
    tx
      .select({ bucket: weekOf(orders.startsAt, range), visits: sql<number>`count(*)::int`, revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint` })
      .from(orders)
      .where(and(eq(orders.status, "completed"), gte(orders.startsAt, range.start), lt(orders.startsAt, range.end)))
      .groupBy(sql`1`),
  );
  return byWeek(range, rows, (monday, row) => ({ monday, visits: Number(row?.visits ?? 0), revenueCents: Number(row?.revenueCents ?? 0) }));
}
