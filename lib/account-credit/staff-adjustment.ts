import { eq } from "drizzle-orm";
import { z } from "zod";
import { failure, type Failure } from "@/lib/kernel/failure";
import { formatUsd } from "@/lib/kernel/money";
import { singleLineText } from "@/lib/kernel/validation/text";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { MAX_ADJUSTMENT_CENTS } from "./adjustment-limits";
import { adjustCredit, lockCreditAccount } from "./ledger";

/**
 * A free-standing staff adjustment of a customer's account credit (docs/product.md, "Referrals
 * and account credit"): a goodwill credit, or credit taken back, always with a reason. The
 * account is locked for the check and the write, so an adjustment racing a booking that spends
 * the credit cannot take the balance below zero. Audited like every staff action.
 */


export const CREDIT_ADJUSTMENT_MESSAGES = {
  notFound: "We could not find that account.",
  own: "You cannot change your own account credit.",
  belowZero: (balance: string) => `That would take the balance below zero: it is ${balance} now.`,
} as const;

export const creditAdjustmentSchema = z.object({
  amountCents: z
    .number({ error: "Enter the amount in dollars, like 25 or -12.50." })
    .int("Enter the amount in whole cents.")
    .refine((cents) => cents !== 0, "An adjustment of $0 changes nothing.")
    .refine((cents) => Math.abs(cents) <= MAX_ADJUSTMENT_CENTS, `Adjustments are limited to ${formatUsd(MAX_ADJUSTMENT_CENTS)} either way.`),
  reason: singleLineText("reason").trim().min(3, "Say why, in a few words the next person can follow.").max(300, "Keep the reason under 300 characters."),
});
export type CreditAdjustmentInput = z.output<typeof creditAdjustmentSchema>;

export async function adjustCreditAsStaff(
  db: Database,
  input: CreditAdjustmentInput & { userId: string; actorId: string; now: Date },
): Promise<{ ok: true; balanceCents: number } | Failure> {
  if (input.userId === input.actorId) return failure("forbidden", CREDIT_ADJUSTMENT_MESSAGES.own);
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!target) return failure("not-found", CREDIT_ADJUSTMENT_MESSAGES.notFound);
    const before = await lockCreditAccount(tx, input.userId);
    const after = before + input.amountCents;
    if (after < 0) {
      const message = CREDIT_ADJUSTMENT_MESSAGES.belowZero(formatUsd(before));
      return failure("unprocessable", message, { fieldErrors: { amountCents: message } });
    }
    await adjustCredit(tx, { userId: input.userId, amountCents: input.amountCents, reason: input.reason, actorId: input.actorId, at: input.now });
    await writeAudit(tx, {
      actorId: input.actorId,
      action: "user.credit_adjust",
      subjectType: "user",
      subjectId: input.userId,
      reason: input.reason,
      details: { amountCents: input.amountCents, balanceCents: after },
      at: input.now,
    });
    return { ok: true as const, balanceCents: after };
  });
}
