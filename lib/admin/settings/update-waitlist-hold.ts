import { eq } from "drizzle-orm";
import { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import { HOLD_MINUTES_RANGE } from "@/lib/waitlist/hold-setting";

const HOLD_MESSAGE = `Enter a whole number of minutes from ${HOLD_MINUTES_RANGE.min} to ${HOLD_MINUTES_RANGE.max}.`;

export const waitlistHoldUpdateSchema = z.object({
  holdMinutes: z.number({ error: HOLD_MESSAGE }).int(HOLD_MESSAGE).min(HOLD_MINUTES_RANGE.min, HOLD_MESSAGE).max(HOLD_MINUTES_RANGE.max, HOLD_MESSAGE),
});

/**
 * Saves how long a freed time is held for the first person on the waitlist
 * (docs/product.md#waitlist) and audits the change. Holds already made keep their expiry.
 */
export async function updateWaitlistHold(db: Database, actorId: string, update: z.output<typeof waitlistHoldUpdateSchema>): Promise<number> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ minutes: settings.waitlistHoldMinutes }).from(settings).where(eq(settings.id, 1)).for("update");
    const [after] = await tx.update(settings).set({ waitlistHoldMinutes: update.holdMinutes, updatedBy: actorId }).where(eq(settings.id, 1)).returning({ minutes: settings.waitlistHoldMinutes });
    await writeAudit(tx, { actorId, action: "settings.waitlist_hold", subjectType: "settings", subjectId: "1", details: { from: before?.minutes ?? null, to: update.holdMinutes } });
    return after?.minutes ?? update.holdMinutes;
  });
}
