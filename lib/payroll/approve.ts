/**
 * Approving a pay period and adding adjustments (docs/product.md, "Payroll"). Both run under one
 * advisory lock for payroll, so two admins approving at once make one approval (the second is
 * told it is already approved), and an adjustment never slips into a period while it is being
 * approved. Approval keeps the report as it stands and writes the corrections it carried, so
 * nothing later changes what was approved.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { can } from "@/lib/kernel/enums/abilities";
import { failure, type Failure } from "@/lib/kernel/failure";
import { singleLineText } from "@/lib/kernel/validation/text";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import type { Transaction } from "@/lib/platform/db/transaction";
import { payAdjustments, payrollApprovals, users } from "@/lib/platform/db/schema";
import { eq } from "drizzle-orm";
import { liveReport, readPayCalendar, resolvePeriod } from "./report";

/** pg_advisory_xact_lock(class, 0): the class keeps this lock apart from any other use. */
const PAYROLL_LOCK_CLASS = 0x50_52; // "PR"

async function lockPayroll(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYROLL_LOCK_CLASS}::int, 0)`);
}

export const PAYROLL_MESSAGES = {
  noPeriod: "No pay period starts on that day.",
  notEnded: "This pay period has not ended yet. Approve it once its last day is over.",
  approved: "This pay period is approved and locked. Add the adjustment to the next open period.",
  notCleaner: "Adjustments are for people who take cleaning jobs.",
  ownPay: "You cannot adjust your own pay; ask another admin.",
} as const;

export type ApproveResult = { ok: true; alreadyApproved: boolean } | Failure;

/** Approves the period starting on `start` once it has ended; approving it again changes nothing. */
export async function approvePeriod(db: Database, actorId: string, start: string, now: Date): Promise<ApproveResult> {
  return db.transaction(async (tx) => {
    await lockPayroll(tx);
    const calendar = await readPayCalendar(tx);
    const period = resolvePeriod(calendar, start);
    if (!period) return failure("not-found", PAYROLL_MESSAGES.noPeriod);
    if (calendar.approvals.some((approval) => approval.start === start)) return { ok: true as const, alreadyApproved: true };
    if (period.to.getTime() > now.getTime()) return failure("conflict", PAYROLL_MESSAGES.notEnded);
    const { report, corrections } = await liveReport(tx, calendar, period);
    if (corrections.length > 0) {
      await tx.insert(payAdjustments).values(corrections.map((line) => ({ cleanerId: line.cleanerId, periodStart: period.start, kind: line.kind, amountCents: line.amountCents, reason: line.reason, sourcePeriodStart: line.sourcePeriodStart, createdAt: now })));
    }
    await tx.insert(payrollApprovals).values({ periodStart: period.start, periodEnd: period.end, report, approvedBy: actorId, approvedAt: now });
    const totalCents = report.cleaners.reduce((sum, cleaner) => sum + cleaner.totalCents, 0);
    await writeAudit(tx, { actorId, action: "payroll.approve", subjectType: "payroll", subjectId: period.start, details: { end: period.end, cleaners: report.cleaners.length, totalCents, corrections: corrections.length }, at: now });
    return { ok: true as const, alreadyApproved: false };
  });
}

export const adjustmentSchema = z.object({
  cleanerId: z.uuid({ error: "Choose the cleaner." }),
  amountCents: z
    .number({ error: "Enter the amount." })
    .int("Enter the amount in whole cents.")
    .refine((cents) => cents !== 0, "An adjustment of $0 changes nothing.")
    .refine((cents) => Math.abs(cents) <= 1_000_000, "Adjustments are limited to $10,000 either way."),
  reason: singleLineText("reason").trim().min(3, "Say why, so the cleaner understands it.").max(300, "Keep the reason under 300 characters."),
});
export type AdjustmentInput = z.output<typeof adjustmentSchema>;

/** Adds money to (or takes it from) a cleaner's pay in an open period, with a reason (audited). */
export async function addAdjustment(db: Database, actorId: string, start: string, input: AdjustmentInput, now: Date): Promise<{ ok: true; id: string } | Failure> {
  if (input.cleanerId === actorId) return failure("forbidden", PAYROLL_MESSAGES.ownPay);
  return db.transaction(async (tx) => {
    await lockPayroll(tx);
    const calendar = await readPayCalendar(tx);
    const period = resolvePeriod(calendar, start);
    if (!period) return failure("not-found", PAYROLL_MESSAGES.noPeriod);
    if (calendar.approvals.some((approval) => approval.start === start)) return failure("conflict", PAYROLL_MESSAGES.approved);
    const [cleaner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.cleanerId));
    if (!cleaner || !can(cleaner.role, "cleanerCabinet.open")) return failure("invalid", PAYROLL_MESSAGES.notCleaner, { fieldErrors: { cleanerId: PAYROLL_MESSAGES.notCleaner } });
    const [row] = await tx
      .insert(payAdjustments)
      .values({ cleanerId: input.cleanerId, periodStart: period.start, kind: "manual", amountCents: input.amountCents, reason: input.reason, createdBy: actorId, createdAt: now })
      .returning({ id: payAdjustments.id });
    if (!row) throw new Error("the adjustment was not written");
    await writeAudit(tx, { actorId, action: "payroll.adjustment", subjectType: "user", subjectId: input.cleanerId, reason: input.reason, details: { periodStart: period.start, amountCents: input.amountCents }, at: now });
    return { ok: true as const, id: row.id };
  });
}
