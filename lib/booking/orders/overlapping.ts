/**
 * Visits whose time overlaps [start, end): `starts_at < end and ends_at > start`, written as
 * `tstzrange(starts_at, ends_at) && tstzrange(start, end)` so the planner reads the GiST index
 * `orders_span_idx` instead of every visit that started before `end` (a day's schedule read all
 * 100,000 orders of the bench; docs/benchmarks.md, "Admin lists at 100,000 users and orders,
 * 2026-11-28"). The two say the same: every visit ends after it starts (`orders_interval_check`),
 * so its range is never empty, and two non-empty `[)` ranges overlap exactly when each starts
 * before the other ends. The two comparisons are not repeated beside it: the planner would count
 * their selectivity again, expect a quarter of the rows, and AND in a scan of the start index for
 * nothing. A window that is empty or backwards (no caller's) keeps the comparisons: its range
 * would overlap nothing, or fail to build, where they still find the visits around the instant.
 */
import { and, gt, lt, sql, type SQL } from "drizzle-orm";
import { orders } from "@/lib/platform/db/schema";

export function overlapsTime(start: Date, end: Date): SQL | undefined {
  if (start.getTime() >= end.getTime()) return and(lt(orders.startsAt, end), gt(orders.endsAt, start));
  // Instants travel as text cast in SQL: the postgres driver does not bind Date inside raw SQL.
  return sql`tstzrange(${orders.startsAt}, ${orders.endsAt}) && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`;
}
