/**
 * Repeat rate and churn (docs/product.md, "The owner's charts"), each one aggregate query.
 *
 * - Repeat rate of a week (and of the whole range): of the customers with a completed visit due
 *   in it, the share whose first completed visit ever was due before it began.
 * - Churn of recurring customers over the range: of the series active when the range began
 *   (booked before it, not stopped before it), the share that ended in it: stopped
 *   (`order_series.cancelled_at`), or lapsed: not stopped, but every one of its visits due in
 *   the range was cancelled (at least one).
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { rowsOf } from "@/lib/platform/db/raw";
import type { InsightRange } from "./range";
import { at, byWeek, shareOf } from "./week-bucket";

export interface RepeatPoint {
  monday: string;
  customers: number;
  repeatCustomers: number;
  repeatRate: number | null;
}

export interface RepeatSummary {
  weeks: RepeatPoint[];
  /** The whole range: customers served in it, and those who had been served before it. */
  customers: number;
  repeatCustomers: number;
  repeatRate: number | null;
}

export interface SeriesChurn {
  activeAtStart: number;
  stopped: number;
  lapsed: number;
  churnRate: number | null;
}

interface RepeatRow {
  bucket: number;
  customers: number;
  repeat_customers: number;
  range_customers: number;
  range_repeat_customers: number;
}

/**
 * One ordered pass over the completed-visit index `(customer_id, starts_at)`: each visit is read
 * with the customer's previous completed visit (`lag`), which is all the definition needs. A
 * visit is the customer's first in its week when the previous one came before the week began (or
 * there is none); the customer was a repeat customer that week exactly when such a previous visit
 * exists, since the first visit ever is then before the week too. The same holds for the whole
 * range with its start. No per-customer lookup, sort or hash of customers: the index is already in
 * that order (docs/benchmarks.md). Visits after the range cannot change an earlier first visit, so
 * the scan stops at the range's end; the history before it is read, as the definition requires.
 */
export async function repeatCustomers(db: Database, range: InsightRange): Promise<RepeatSummary> {
  const bounds = sql`array[${sql.join([...range.weeks.map((week) => at(week.start)), at(range.end)], sql`, `)}]`;
  const start = at(range.start);
  const weekStart = sql`(${bounds})[bucket]`;
  const result = await db.execute(sql`
    select bucket,
      (count(*) filter (where previous_at is null or previous_at < ${weekStart}))::int as customers,
      (count(*) filter (where previous_at < ${weekStart}))::int as repeat_customers,
      (count(*) filter (where previous_at is null or previous_at < ${start}))::int as range_customers,
      (count(*) filter (where previous_at < ${start}))::int as range_repeat_customers
    from (
      select starts_at, width_bucket(starts_at, ${bounds}) as bucket, lag(starts_at) over (partition by customer_id order by starts_at) as previous_at
      from orders
      where status = 'completed' and starts_at < ${at(range.end)}
    ) visits
    where starts_at >= ${start}
    group by bucket`);
  const rows = rowsOf<RepeatRow>(result).map((row) => ({
    bucket: Number(row.bucket),
    customers: Number(row.customers),
    repeatCustomers: Number(row.repeat_customers),
    rangeCustomers: Number(row.range_customers),
    rangeRepeatCustomers: Number(row.range_repeat_customers),
  }));
  // Each customer's first visit in the range falls in exactly one week, so the weeks' counts add up.
  const customers = rows.reduce((sum, row) => sum + row.rangeCustomers, 0);
  const repeat = rows.reduce((sum, row) => sum + row.rangeRepeatCustomers, 0);
  return {
    weeks: byWeek(range, rows, (monday, row) => ({
      monday,
      customers: row?.customers ?? 0,
      repeatCustomers: row?.repeatCustomers ?? 0,
      repeatRate: shareOf(row?.repeatCustomers ?? 0, row?.customers ?? 0),
    })),
    customers,
    repeatCustomers: repeat,
    repeatRate: shareOf(repeat, customers),
  };
}

/** Each active series' visits in the range are counted from `orders_series_starts_idx` alone (series, start, status). */
export async function seriesChurn(db: Database, range: InsightRange): Promise<SeriesChurn> {
  const start = at(range.start);
  const end = at(range.end);
  const result = await db.execute(sql`
    select
      count(*)::int as active,
      (count(*) filter (where s.cancelled_at < ${end}))::int as stopped,
      (count(*) filter (where (s.cancelled_at is null or s.cancelled_at >= ${end}) and v.visits > 0 and v.visits = v.cancelled))::int as lapsed
    from order_series s
    left join lateral (
      select count(*) as visits, count(*) filter (where o.status = 'cancelled') as cancelled
      from orders o
      where o.series_id = s.id and o.starts_at >= ${start} and o.starts_at < ${end}
    ) v on true
    where s.created_at < ${start} and (s.cancelled_at is null or s.cancelled_at >= ${start})`);
  const [row] = rowsOf<{ active: number; stopped: number; lapsed: number }>(result);
  const activeAtStart = Number(row?.active ?? 0);
  const stopped = Number(row?.stopped ?? 0);
  const lapsed = Number(row?.lapsed ?? 0);
  return { activeAtStart, stopped, lapsed, churnRate: shareOf(stopped + lapsed, activeAtStart) };
}
