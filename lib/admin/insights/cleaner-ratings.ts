/**
 * Average rating by cleaner (docs/product.md, "The owner's charts"): the satisfaction polls
 * answered in the range, each counted for the cleaner of its visit; sample answers written by
 * the demo seed are left out. One query: the answers are grouped by the visit's cleaner (read
 * from an index on the order id that carries it, not from the orders themselves) before the
 * few cleaners' names are looked up.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { rowsOf } from "@/lib/platform/db/raw";
import type { InsightRange } from "./range";
import { withoutParallelWorkers } from "./serial-query";
import { at } from "./week-bucket";

export interface CleanerRating {
  cleanerId: string;
  name: string;
  answers: number;
  /** Mean of the 1–5 ratings, unrounded. */
  average: number;
}

interface RatingRow {
  cleaner_id: string;
  first_name: string;
  last_name: string;
  answers: number;
  average: number;
}

export async function ratingsByCleaner(db: Database, range: InsightRange): Promise<CleanerRating[]> {
  const result = await withoutParallelWorkers(db, (tx) =>
    tx.execute(sql`
      select u.id as cleaner_id, u.first_name, u.last_name, r.answers, r.average
      from (
        select o.cleaner_id, count(*)::int as answers, avg(p.rating)::float8 as average
        from satisfaction_polls p
        join orders o on o.id = p.order_id
        where p.rating is not null and not p.sample and p.answered_at >= ${at(range.start)} and p.answered_at < ${at(range.end)}
        group by o.cleaner_id
      ) r
      join users u on u.id = r.cleaner_id
      order by r.average desc, u.last_name asc, u.first_name asc`),
  );
  return rowsOf<RatingRow>(result).map((row) => ({ cleanerId: row.cleaner_id, name: `${row.first_name} ${row.last_name}`, answers: Number(row.answers), average: Number(row.average) }));
}
