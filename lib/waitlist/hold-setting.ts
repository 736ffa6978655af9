import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";

export const DEFAULT_HOLD_MINUTES = 30;
export const HOLD_MINUTES_RANGE = { min: 5, max: 1440 } as const;

/** How long a freed time is kept for the first person waiting (docs/product.md#waitlist), set by staff. */
export async function readHoldMinutes(db: Database): Promise<number> {
  const [row] = await db.select({ minutes: settings.waitlistHoldMinutes }).from(settings).where(eq(settings.id, 1));
  return row?.minutes ?? DEFAULT_HOLD_MINUTES;
}
