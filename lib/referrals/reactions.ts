import { and, eq } from "drizzle-orm";
import { returnCreditOfCancelled } from "@/lib/account-credit/cancelled-order";
import { referrals } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { rewardReferralFor } from "./reward";

/**
 * What referrals and the credit ledger do when booking and payments announce a change
 * (installed by lib/startup/order-reactions.ts, docs/architecture.md "Tiers"): a completed or a
 * paid visit may earn a referral reward; a cancelled one gives its credit back and frees the
 * friend's welcome discount for the visit they book instead.
 */
export const referralReactions = {
  async visitCompleted(tx: Transaction, order: { id: string }, now: Date): Promise<void> {
    await rewardReferralFor(tx, order.id, now);
  },
  async paid(tx: Transaction, payment: { orderId: string; kind: string }, now: Date): Promise<void> {
    if (payment.kind === "charge") await rewardReferralFor(tx, payment.orderId, now);
  },
  async orderCancelled(tx: Transaction, order: { id: string; customerId: string }, now: Date): Promise<void> {
    await returnCreditOfCancelled(tx, order, now);
    await tx.delete(referrals).where(and(eq(referrals.orderId, order.id), eq(referrals.status, "pending")));
  },
};
