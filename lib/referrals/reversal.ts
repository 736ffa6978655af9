import { and, eq } from "drizzle-orm";
import { adjustCredit, lockCreditAccount } from "@/lib/account-credit/ledger";
import { failure, type Failure } from "@/lib/kernel/failure";
import { z } from "zod";
import { multiLineText } from "@/lib/kernel/validation/text";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { accountCreditEntries, referrals } from "@/lib/platform/db/schema";

/**
 * Staff reverse a referral they judge abusive: the reward given is taken back by a ledger
 * adjustment carrying their reason, and the referral is marked reversed, in one transaction
 * with the referral row locked, so a doubled click reverses once. A referral not yet rewarded
 * is simply closed: nothing was given. The balance may go below zero if the credit was spent;
 * the next reward or a staff adjustment makes it up (docs/product.md).
 */

export const reverseReferralSchema = z.object({
  reason: multiLineText("reason", "Say why the referral is reversed")
    .trim()
    .min(1, { error: "Say why the referral is reversed" })
    .max(500, { error: "Use at most 500 characters" }),
});

export const NOT_REVERSIBLE_MESSAGE = "This referral was already reversed or refused.";

export async function reverseReferral(db: Database, input: { referralId: string; reason: string; actorId: string; now: Date }): Promise<{ ok: true; takenBackCents: number } | Failure> {
  return db.transaction(async (tx) => {
    const [referral] = await tx.select().from(referrals).where(eq(referrals.id, input.referralId)).for("update");
    if (!referral) return failure("not-found", "That referral does not exist.");
    if (referral.status === "reversed" || referral.status === "refused") return failure("conflict", NOT_REVERSIBLE_MESSAGE);
    let takenBackCents = 0;
    if (referral.status === "rewarded") {
      await lockCreditAccount(tx, referral.referrerId);
      const [earned] = await tx
        .select({ amountCents: accountCreditEntries.amountCents })
        .from(accountCreditEntries)
        .where(and(eq(accountCreditEntries.referralId, referral.id), eq(accountCreditEntries.kind, "earned")));
      takenBackCents = earned?.amountCents ?? 0;
      if (takenBackCents > 0) {
        await adjustCredit(tx, { userId: referral.referrerId, amountCents: -takenBackCents, reason: `Referral reversed: ${input.reason}`, actorId: input.actorId, referralId: referral.id, at: input.now });
      }
    }
    await tx.update(referrals).set({ status: "reversed", reason: input.reason, settledAt: referral.settledAt ?? input.now }).where(eq(referrals.id, referral.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: "referral.reverse",
      subjectType: "referral",
      subjectId: referral.id,
      reason: input.reason,
      details: { referrerId: referral.referrerId, friendId: referral.friendId, takenBackCents },
      at: input.now,
    });
    return { ok: true as const, takenBackCents };
  });
}
