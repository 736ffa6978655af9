import { eq } from "drizzle-orm";
import { z } from "zod";
import { can, PERMISSION_MESSAGES } from "@/lib/admin/permissions";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { Role } from "@/lib/kernel/enums/roles";
import type { Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import { changedHolidays, DEFAULT_HOLIDAY_POLICY, describeHolidayChanges, holidayPolicySchema, storedHolidayPolicySchema, type HolidayPolicy } from "@/lib/settings/holiday-policy";
import { multiLineText } from "@/lib/kernel/validation/text";

/** PUT /api/admin/settings/holidays: every holiday's choice, and why (for the audit log). */
export const holidaysUpdateSchema = z.object({
  holidays: holidayPolicySchema,
  reason: multiLineText("reason").trim().max(500, "Keep the reason under 500 characters.").optional(),
});

export type HolidaysUpdate = z.output<typeof holidaysUpdateSchema>;

export type HolidaysChange = { ok: true; holidays: HolidayPolicy; changes: string[] } | Failure;

/**
 * Saves the holiday choices (Admins and SuperAdmin) under the settings row's lock and audits
 * what changed as "settings.holidays", each changed holiday from → to, in one transaction. A
 * save that changes nothing writes nothing.
 */
export async function updateHolidays(db: Database, actor: { id: string; role: Role }, update: HolidaysUpdate): Promise<HolidaysChange> {
  if (!can(actor.role, "settings.pricing")) return failure("forbidden", PERMISSION_MESSAGES.forbidden);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ holidays: settings.holidays }).from(settings).where(eq(settings.id, 1)).for("update");
    // A damaged stored document reads as the defaults, as everywhere else (readBusinessSettings).
    const stored = storedHolidayPolicySchema.safeParse(row?.holidays ?? DEFAULT_HOLIDAY_POLICY);
    const before = stored.success ? stored.data : DEFAULT_HOLIDAY_POLICY;
    const changes = describeHolidayChanges(before, update.holidays);
    if (changes.length === 0 && stored.success) return { ok: true, holidays: before, changes };
    await tx.update(settings).set({ holidays: update.holidays, updatedBy: actor.id }).where(eq(settings.id, 1));
    const changed = changedHolidays(before, update.holidays);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "settings.holidays",
      subjectType: "settings",
      subjectId: "1",
      reason: update.reason ?? null,
      details: { changes, from: Object.fromEntries(changed.map((id) => [id, before[id]])), to: Object.fromEntries(changed.map((id) => [id, update.holidays[id]])) },
    });
    return { ok: true, holidays: update.holidays, changes };
  });
}
