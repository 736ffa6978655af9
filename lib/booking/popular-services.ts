import { gte, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import type { PriceTable } from "@/lib/settings/price-table";
import { rankFeatured } from "./service-descriptions";

/** Bookings of the last half year count: what customers book now, not years ago. */
const WINDOW_DAYS = 182;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The services step 1 shows first: the most booked of the last half year (orders made, whatever
 * became of them), the usual four filling in while there are few bookings.
 */
export async function mostBookedServices(db: Database, table: PriceTable, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({ service: orders.serviceSlug, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(gte(orders.createdAt, since))
    .groupBy(orders.serviceSlug);
  return rankFeatured(rows, table);
}
