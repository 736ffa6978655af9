/**
 * The payroll settings (docs/product.md, "Payroll"): how long a pay period is and the day one
 * starts, and whether travel between visits is paid and up to how long. One row, made with the
 * defaults the first time staff save; read with the defaults until then.
 */
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { PAY_FREQUENCIES, payrollApprovals, payrollSettings } from "@/lib/platform/db/schema";
import { failure, type Failure } from "@/lib/kernel/failure";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import type { TravelRule } from "./pay-math";
import type { PeriodRule } from "./periods";

export type PayrollSettings = PeriodRule & TravelRule;

const DEFAULTS: PayrollSettings = { frequency: "weekly", anchorDate: "2026-01-05", payTravel: true, travelCapMinutes: 60 };

export async function readPayrollSettings(db: Database): Promise<PayrollSettings> {
  const [row] = await db.select().from(payrollSettings).where(eq(payrollSettings.id, 1));
  return row ? { frequency: row.frequency, anchorDate: row.anchorDate, payTravel: row.payTravel, travelCapMinutes: row.travelCapMinutes } : DEFAULTS;
}

export const payrollSettingsSchema = z.object({
  frequency: z.enum(PAY_FREQUENCIES, { error: "Choose weekly or every two weeks." }),
  anchorDate: isoDateSchema,
  payTravel: z.boolean({ error: "Say whether travel between visits is paid." }),
  travelCapMinutes: z.number({ error: "Enter the longest travel in minutes." }).int("Enter whole minutes.").min(0, "Travel cannot be negative.").max(240, "Travel is capped at 4 hours at most."),
});

export const PAYROLL_SETTINGS_MESSAGES = {
  beforeApproved: (end: string) => `Periods up to ${end} are approved. Start the new schedule on ${end} or later.`,
} as const;

/**
 * Saves the settings (audited). A new period schedule starts on its anchor day, which may not fall
 * before the end of the last approved period: approved periods keep the days they covered.
 */
export async function updatePayrollSettings(db: Database, actorId: string, input: z.output<typeof payrollSettingsSchema>): Promise<{ ok: true; settings: PayrollSettings } | Failure> {
  return db.transaction(async (tx) => {
    const before = await readPayrollSettings(tx);
    const scheduleChanged = before.frequency !== input.frequency || before.anchorDate !== input.anchorDate;
    if (scheduleChanged) {
      const [last] = await tx.select({ end: payrollApprovals.periodEnd }).from(payrollApprovals).orderBy(desc(payrollApprovals.periodEnd)).limit(1);
      if (last && input.anchorDate < last.end) return failure("invalid", PAYROLL_SETTINGS_MESSAGES.beforeApproved(last.end), { fieldErrors: { anchorDate: PAYROLL_SETTINGS_MESSAGES.beforeApproved(last.end) } });
    }
    const values = { ...input, updatedBy: actorId };
    await tx.insert(payrollSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: payrollSettings.id, set: values });
    await writeAudit(tx, { actorId, action: "payroll.settings", subjectType: "settings", subjectId: "payroll", details: { from: before, to: input } });
    return { ok: true as const, settings: { frequency: input.frequency, anchorDate: input.anchorDate, payTravel: input.payTravel, travelCapMinutes: input.travelCapMinutes } };
  });
}
