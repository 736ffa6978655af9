import { eq } from "drizzle-orm";
import { DEFAULT_CAPACITY, DEFAULT_PRICE_TABLE, priceTableSchema, type PriceTable } from "@/lib/settings/price-table";
import { getDb, type Database } from "@/lib/db";
import { settings } from "@/lib/db/schema";
import { getLogger } from "@/lib/log/logger";
import { closedDaysSchema, type ClosedDay } from "./closed-day";

export interface BusinessSettings {
  priceTable: PriceTable;
  capacity: number;
  /** Days staff closed besides federal holidays. */
  closedDays: ClosedDay[];
}

/** Reads the price table and capacity staff have set; a damaged document falls back to the defaults. */
export async function readBusinessSettings(db: Database): Promise<BusinessSettings> {
  const [row] = await db
    .select({ priceTable: settings.priceTable, capacity: settings.capacity, closedDays: settings.closedDays })
    .from(settings)
    .where(eq(settings.id, 1));
  const parsed = priceTableSchema.safeParse(row?.priceTable);
  if (row && !parsed.success) getLogger().error({ issues: parsed.error.issues.slice(0, 3) }, "stored price table is invalid; using the defaults");
  const closed = closedDaysSchema.safeParse(row?.closedDays ?? []);
  if (!closed.success) getLogger().error({ issues: closed.error.issues.slice(0, 3) }, "stored closed days are invalid; offering every day");
  return {
    priceTable: parsed.success ? parsed.data : DEFAULT_PRICE_TABLE,
    capacity: row?.capacity ?? DEFAULT_CAPACITY,
    closedDays: closed.success ? closed.data : [],
  };
}

/** True while `next build` prerenders pages: the build never opens the database. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/**
 * The settings for rendering public pages: the code's defaults at build time, the database's
 * values at run time (pages revalidate, and staff changes revalidate them on demand).
 */
export async function currentBusinessSettings(): Promise<BusinessSettings> {
  if (isBuildPhase()) return { priceTable: DEFAULT_PRICE_TABLE, capacity: DEFAULT_CAPACITY, closedDays: [] };
  return readBusinessSettings(await getDb());
}
