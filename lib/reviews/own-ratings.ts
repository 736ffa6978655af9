import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders, satisfactionPolls, users } from "@/lib/platform/db/schema";
import type { HomeReviews } from "./types";

/** Cards on the home page; the average and count cover every published rating. */
export const OWN_REVIEW_CARDS = 6;

/**
 * Our own customers' ratings from the after-visit poll, for the home page when Google's reviews
 * are not available: only answers whose customer ticked "you may publish my rating and
 * comment", named by first name and last initial, never with a photo. Samples written by the
 * demo seed count only when `includeSamples` (the demo database), never on a production one.
 */
export async function loadOwnRatings(db: Database, options: { includeSamples: boolean; cards?: number }): Promise<HomeReviews & { includesSamples: boolean }> {
  const conditions: SQL[] = [eq(satisfactionPolls.publishConsent, true), isNotNull(satisfactionPolls.rating), isNotNull(satisfactionPolls.answeredAt)];
  if (!options.includeSamples) conditions.push(eq(satisfactionPolls.sample, false));
  const published = and(...conditions);
  const [summary] = await db
    .select({
      average: sql<string | null>`avg(${satisfactionPolls.rating})`,
      count: sql<number>`count(*)::int`,
      samples: sql<number>`count(*) filter (where ${satisfactionPolls.sample})::int`,
    })
    .from(satisfactionPolls)
    .where(published);
  const rows = await db
    .select({
      rating: satisfactionPolls.rating,
      comment: satisfactionPolls.comment,
      answeredAt: satisfactionPolls.answeredAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(satisfactionPolls)
    .innerJoin(orders, eq(orders.id, satisfactionPolls.orderId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(published, sql`length(trim(${satisfactionPolls.comment})) > 0`))
    .orderBy(desc(satisfactionPolls.answeredAt))
    .limit(options.cards ?? OWN_REVIEW_CARDS);
  const average = summary?.average === null || summary?.average === undefined ? 0 : Math.round(Number(summary.average) * 10) / 10;
  return {
    reviews: rows.map((row) => ({
      authorName: `${row.firstName} ${Array.from(row.lastName.trim())[0] ?? ""}.`.replace(/ \.$/, ""),
      profilePhotoUrl: null,
      rating: row.rating ?? 0,
      text: (row.comment ?? "").trim(),
      time: Math.floor((row.answeredAt?.getTime() ?? 0) / 1000),
    })),
    summary: { overallRating: average, totalReviews: summary?.count ?? 0 },
    includesSamples: (summary?.samples ?? 0) > 0,
  };
}
