import { getDb } from "@/lib/platform/db";
import { isBuildPhase } from "@/lib/settings/business-settings";
import type { PriceTable } from "@/lib/settings/price-table";
import { mostBookedServices } from "./popular-services";
import { rankFeatured } from "./service-descriptions";

/** /booking: step 1 opens on the most booked services; the build, which opens no database, on the usual four. */
export async function featuredServicesForBookingPage(priceTable: PriceTable, now: Date): Promise<string[]> {
  return isBuildPhase() ? rankFeatured([], priceTable) : mostBookedServices(await getDb(), priceTable, now);
}
