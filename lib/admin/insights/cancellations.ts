/**
 * Cancellation and late-cancellation rates by week (docs/product.md, "The owner's charts"): of
 * the visits due to start in a New York week, the share cancelled, and the share cancelled less
 * than 24 hours before the start (the late-cancellation rule of "Orders", whether or not the fee
 * was waived). One grouped query, read from the start index alone (it carries
 * the status and cancellation time).
 */
import { and, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import type { InsightRange } from "./range";
import { withoutParallelWorkers } from "./serial-query";
import { byWeek, shareOf, weekOf } from "./week-bucket";

export interface CancellationPoint {
  monday: string;
  visits: number;
  cancelled: number;
  lateCancelled: number;
  cancellationRate: number | null;
  lateCancellationRate: number | null;
}

export async function cancellationRates(db: Database, range: InsightRange): Promise<CancellationPoint[]> {
  const cancelled = sql`${orders.status} = 'cancelled'`;
  const rows = await withoutParallelWorkers(db, (tx) =>
    tx
      .select({
        bucket: weekOf(orders.startsAt, range),
        visits: sql<number>`count(*)::int`,
        cancelled: sql<number>`(count(*) filter (where ${cancelled}))::int`,
        lateCancelled: sql<number>`(count(*) filter (where ${cancelled} and ${orders.cancelledAt} > ${orders.startsAt} - interval '24 hours'))::int`,
      })
      .from(orders)
      .where(and(gte(orders.startsAt, range.start), lt(orders.startsAt, range.end)))
      .groupBy(sql`1`),
  );
  return byWeek(range, rows, (monday, row) => {
    const visits = Number(row?.visits ?? 0);
    const counts = { cancelled: Number(row?.cancelled ?? 0), lateCancelled: Number(row?.lateCancelled ?? 0) };
    return { monday, visits, ...counts, cancellationRate: shareOf(counts.cancelled, visits), lateCancellationRate: shareOf(counts.lateCancelled, visits) };
  });
}
