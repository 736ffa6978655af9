import { eq } from "drizzle-orm";
import { DEFAULT_PRICE_TABLE, priceTableSchema, type PriceTable } from "@/lib/settings/price-table";
import { getDb, type Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import { getLogger } from "@/lib/platform/log/logger";
import { closedDaysSchema } from "./closed-day";
import { DEFAULT_CLOSING_CALENDAR, type ClosingCalendar } from "./closing-calendar";
import { DEFAULT_HOLIDAY_POLICY, storedHolidayPolicySchema } from "./holiday-policy";
import { DEFAULT_TRAVEL_MINUTES, type TravelMinutes } from "./travel-minutes";

export interface BusinessSettings {
  priceTable: PriceTable;
  /** Minutes kept between two visits of one cleaner (docs/product.md#cleaners-availability). */
  travel: TravelMinutes;
  /** The holidays the company closes (and surcharges) and the days staff closed. */
  closing: ClosingCalendar;
}

/**
 * Reads the price table, travel minutes and closing calendar staff have set; a damaged document falls
 * back to its defaults, with an error in the log.
 */
export async function readBusinessSettings(db: Database): Promise<BusinessSettings> {
  const [row] = await db
    .select({ priceTable: settings.priceTable, sameBorough: settings.travelMinutesSameBorough, acrossBoroughs: settings.travelMinutesAcrossBoroughs, closedDays: settings.closedDays, holidays: settings.holidays })
    .from(settings)
    .where(eq(settings.id, 1));
  const parsed = priceTableSchema.safeParse(row?.priceTable);
  if (row && !parsed.success) getLogger().error({ issues: parsed.error.issues.slice(0, 3) }, "stored price table is invalid; using the defaults");
  const closed = closedDaysSchema.safeParse(row?.closedDays ?? []);
  if (!closed.success) getLogger().error({ issues: closed.error.issues.slice(0, 3) }, "stored closed days are invalid; offering every day");
  const holidays = storedHolidayPolicySchema.safeParse(row?.holidays ?? DEFAULT_HOLIDAY_POLICY);
  if (!holidays.success) getLogger().error({ issues: holidays.error.issues.slice(0, 3) }, "stored holiday choices are invalid; using the defaults");
  return {
    priceTable: parsed.success ? parsed.data : DEFAULT_PRICE_TABLE,
    travel: row ? { sameBorough: row.sameBorough, acrossBoroughs: row.acrossBoroughs } : DEFAULT_TRAVEL_MINUTES,
    closing: { holidays: holidays.success ? holidays.data : DEFAULT_HOLIDAY_POLICY, closedDays: closed.success ? closed.data : [] },
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
  if (isBuildPhase()) return { priceTable: DEFAULT_PRICE_TABLE, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR };
  return readBusinessSettings(await getDb());
}
