import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orderSeries, orders, specialOffers } from "@/lib/platform/db/schema";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";
import { seriesOverview, type SeriesOverview } from "./series-overview";

/**
 * The overview of the series an order belongs to, from that order on (./series-overview.ts), or
 * null for a one-time visit or a cancelled series. The caller has checked the reader may see the
 * order (the confirmation page reads the customer's own; the email goes to its customer).
 */
export async function seriesOverviewOfOrder(db: Database, orderId: string, settings?: Pick<BusinessSettings, "priceTable" | "closing">): Promise<SeriesOverview | null> {
  const [row] = await db
    .select({ startsAt: orders.startsAt, totalCents: orders.totalCents, offerName: specialOffers.name, series: orderSeries })
    .from(orders)
    .innerJoin(orderSeries, eq(orderSeries.id, orders.seriesId))
    .leftJoin(specialOffers, eq(specialOffers.id, orders.specialOfferId))
    .where(eq(orders.id, orderId));
  if (!row || row.series.cancelledAt) return null;
  return seriesOverview({
    anchor: row.startsAt,
    frequency: row.series.frequency,
    request: row.series.template.request,
    first: { totalCents: row.totalCents, offerName: row.offerName },
    settings: settings ?? (await readBusinessSettings(db)),
  });
}
