/**
 * The booking funnel over the range (docs/product.md, "The owner's charts"): booking forms that
 * got a first price (the `quote_starts` counter), quotes saved with "Email me my quote" (one an
 * email), quote emails sent, and bookings made (a series counts once, by its first visit). Each
 * stage is counted in the range on its own, not followed person by person: a quote saved on
 * Sunday and booked on Monday of the next range counts in each range once. One query: the saved
 * quotes are read once for both their figures, the bookings from the creation index alone (it
 * carries the series occurrence).
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { rowsOf } from "@/lib/platform/db/raw";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import type { InsightRange } from "./range";
import { withoutParallelWorkers } from "./serial-query";
import { at } from "./week-bucket";

export const FUNNEL_STAGES = ["started", "saved", "emailed", "booked"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_LABELS: Readonly<Record<FunnelStage, string>> = {
  started: "Booking form priced",
  saved: "Quote saved",
  emailed: "Quote emailed",
  booked: "Booked",
};

export interface FunnelStep {
  stage: FunnelStage;
  label: string;
  count: number;
}

export interface BookingFunnel {
  steps: FunnelStep[];
  /** Of the quotes saved in the range, those that ended in a booking. */
  savedThenBooked: number;
}

export async function bookingFunnel(db: Database, range: InsightRange): Promise<BookingFunnel> {
  const start = at(range.start);
  const end = at(range.end);
  // The counter is kept by New York day; the range's days run from its first Monday to the day before its end.
  const firstDay = range.weeks[0]?.monday ?? newYorkIsoDateOf(range.start);
  const endDay = newYorkIsoDateOf(range.end);
  const result = await withoutParallelWorkers(db, (tx) =>
    tx.execute(sql`
      select
        (select coalesce(sum(starts), 0)::int from quote_starts where day >= ${firstDay}::date and day < ${endDay}::date) as started,
        q.saved, q.saved_then_booked,
        (select count(*)::int from unfinished_quotes where sent_at >= ${start} and sent_at < ${end}) as emailed,
        (select count(*)::int from orders where created_at >= ${start} and created_at < ${end} and coalesce(series_occurrence, 0) = 0) as booked
      from (
        select count(distinct email)::int as saved, (count(distinct email) filter (where status = 'booked'))::int as saved_then_booked
        from unfinished_quotes
        where created_at >= ${start} and created_at < ${end}
      ) q`),
  );
  const [row] = rowsOf<Record<FunnelStage | "saved_then_booked", number>>(result);
  return {
    steps: FUNNEL_STAGES.map((stage) => ({ stage, label: FUNNEL_LABELS[stage], count: Number(row?.[stage] ?? 0) })),
    savedThenBooked: Number(row?.saved_then_booked ?? 0),
  };
}
