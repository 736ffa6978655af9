import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { multiLineText } from "@/lib/kernel/validation/text";
import { savablePriceTableSchema } from "@/lib/booking/largest-order";
import { priceTableSchema, type PriceTable } from "@/lib/settings/price-table";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import { scheduleWaitlistOffer } from "@/lib/waitlist/offer-freed";
import { lockPoolMapExclusive } from "@/lib/booking/availability/pool-locks";
import { MAX_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";

const travelMinutesSchema = z
  .number({ error: "Enter the travel time in minutes." })
  .int("Use whole minutes.")
  .min(0, "Travel time cannot be negative.")
  .max(MAX_TRAVEL_MINUTES, `At most ${MAX_TRAVEL_MINUTES} minutes.`);

export const pricingUpdateSchema = z.object({
  priceTable: savablePriceTableSchema,
  /** Minutes between two visits of one cleaner (docs/product.md#cleaners-availability). */
  travel: z.object({ sameBorough: travelMinutesSchema, acrossBoroughs: travelMinutesSchema }),
  reason: multiLineText("reason").trim().max(500, "Keep the reason under 500 characters.").optional(),
});

export const maintenanceUpdateSchema = z.object({
  enabled: z.boolean(),
  message: multiLineText("message")
    .trim()
    .max(500, "Keep the message under 500 characters.")
    .optional()
    .transform((value) => (value ? value : null)),
});

export type PricingUpdate = z.output<typeof pricingUpdateSchema>;
export type MaintenanceUpdate = z.output<typeof maintenanceUpdateSchema>;

/** Which prices changed, for the audit log: "deep-cleaning.baseCents: 22500 → 24000". */
export function describePriceChanges(before: PriceTable, after: PriceTable): string[] {
  const changes: string[] = [];
  const walk = (path: string, a: unknown, b: unknown) => {
    if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) walk(path ? `${path}.${key}` : key, (a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
    } else if (a !== b) {
      changes.push(`${path}: ${String(a)} → ${String(b)}`);
    }
  };
  const bySlug = (table: PriceTable) => ({
    ...table,
    services: Object.fromEntries(table.services.map((service) => [service.slug, service])),
    extras: Object.fromEntries(table.extras.map((extra) => [extra.id, extra])),
  });
  walk("", bySlug(before), bySlug(after));
  return changes;
}

/**
 * Saves the price table and the travel minutes (Admins and SuperAdmin) and audits what changed.
 * The travel minutes decide who is free, so the change waits for bookings under way and later
 * ones see it (lib/booking/availability/pool-locks.ts); a shorter travel time frees cleaners, so
 * the waitlist looks for times to offer at once (docs/product.md#waitlist).
 */
export async function updatePricing(db: Database, actorId: string, update: PricingUpdate, now: Date = new Date()): Promise<{ changes: string[] }> {
  return db.transaction(async (tx) => {
    await lockPoolMapExclusive(tx);
    const [current] = await tx.select().from(settings).where(eq(settings.id, 1)).for("update");
    const before = priceTableSchema.safeParse(current?.priceTable);
    const changes = before.success ? describePriceChanges(before.data, update.priceTable) : ["price table replaced"];
    const same = update.travel.sameBorough;
    const across = update.travel.acrossBoroughs;
    if (current && current.travelMinutesSameBorough !== same) changes.push(`travel within a borough: ${current.travelMinutesSameBorough} → ${same} min`);
    if (current && current.travelMinutesAcrossBoroughs !== across) changes.push(`travel across boroughs: ${current.travelMinutesAcrossBoroughs} → ${across} min`);
    await tx
      .update(settings)
      .set({ priceTable: update.priceTable, travelMinutesSameBorough: same, travelMinutesAcrossBoroughs: across, updatedBy: actorId, updatedAt: now })
      .where(eq(settings.id, 1));
    await writeAudit(tx, { actorId, action: "settings.pricing", subjectType: "settings", subjectId: "1", reason: update.reason ?? null, details: { changes }, at: now });
    if (current && (same < current.travelMinutesSameBorough || across < current.travelMinutesAcrossBoroughs)) await scheduleWaitlistOffer(tx, {}, now);
    return { changes };
  });
}

/** Turns maintenance mode on or off with an optional message, audited. */
export async function updateMaintenance(db: Database, actorId: string, update: MaintenanceUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(settings)
      .set({ maintenanceMode: update.enabled, maintenanceMessage: update.message, updatedBy: actorId, updatedAt: sql`now()` })
      .where(eq(settings.id, 1));
    await writeAudit(tx, {
      actorId,
      action: update.enabled ? "settings.maintenance.on" : "settings.maintenance.off",
      subjectType: "settings",
      subjectId: "1",
      details: { message: update.message },
    });
  });
}
