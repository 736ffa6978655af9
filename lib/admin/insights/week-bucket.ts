/**
 * Grouping by New York week in SQL: `width_bucket(instant, array[monday₁ … mondayₙ, end])` is the
 * week's position, 1 for the first (lib/admin/dashboard/weekly-bookings.ts does the same). The
 * bounds are exact instants computed in JavaScript, so a week across a clock change is right.
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { InsightRange } from "./range";

/** An instant bound as text cast in SQL: the postgres driver does not bind Date inside raw SQL. */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** The 1-based week of `column` within the range (0 before it, n + 1 after it). */
export function weekOf(column: SQLWrapper, range: InsightRange): SQL<number> {
  const bounds = sql.join([...range.weeks.map((week) => at(week.start)), at(range.end)], sql`, `);
  return sql<number>`width_bucket(${column}, array[${bounds}])`;
}

/** One value a week from grouped rows keyed by bucket, zero for a week without rows. */
export function byWeek<Row extends { bucket: number }, Point>(range: InsightRange, rows: readonly Row[], point: (monday: string, row: Row | undefined) => Point): Point[] {
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  return range.weeks.map((week, index) => point(week.monday, byBucket.get(index + 1)));
}

/** A share as a fraction, null when nothing was counted (a chart shows a gap, not a zero). */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
