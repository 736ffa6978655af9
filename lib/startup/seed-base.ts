import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import type { Database } from "../platform/db/client";
import { settings, specialOffers } from "../platform/db/schema";

export const WELCOME_OFFER = {
  name: "Welcome to Borough Bright",
  description: "15% off your first cleaning with us, in any of the three boroughs.",
  isPercentage: true,
  discountValue: 15,
  isPublic: true,
  assignToNewAccounts: true,
} as const;

/**
 * The catalog, prices and settings of docs/product.md#services-and-prices, and the welcome offer. Runs on every start;
 * only the first run on an empty database writes anything, and staff edits are never overwritten.
 */
export async function seedBase(db: Database): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(settings)
      .values({ id: 1, priceTable: DEFAULT_PRICE_TABLE })
      .onConflictDoNothing()
      .returning({ id: settings.id });
    if (inserted.length === 0) return { created: false };
    await tx.insert(specialOffers).values(WELCOME_OFFER);
    return { created: true };
  });
}
