/**
 * Visits whose time overlaps [start, end): `starts_at < end and ends_at > start`, said a second
 * time as `tstzrange(starts_at, ends_at) && tstzrange(start, end)` so the planner can read the
 * GiST index `orders_span_idx` instead of every visit that started before `end` (a day's
 * schedule read all 100,000 orders of the bench; docs/benchmarks.md, "Admin lists at 100,000
 * users and orders, 2026-11-28"). The two say the same: every visit ends after it starts
 * (`orders_interval_check`), so its range is never empty, and two non-empty `[)` ranges overlap
 * exactly when each starts before the other ends.
 */
import { and, gt, lt, sql, type SQL } from "drizzle-orm";
import { orders } from "@/lib/platform/db/schema";

export function overlapsTime(start: Date, end: Date): SQL | undefined {
  // Instants travel as text cast in SQL: the postgres driver does not bind Date inside raw SQL.
  const span = sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`;
  return and(lt(orders.startsAt, end), gt(orders.endsAt, start), sql`tstzrange(${orders.startsAt}, ${orders.endsAt}) && ${span}`);
}
