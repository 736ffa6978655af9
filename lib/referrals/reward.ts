import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { earnCredit, lockCreditAccount } from "@/lib/account-credit/ledger";
import { addDays, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { orderPayments, orders, referrals } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { readReferralSettings } from "./referral-settings";
import { selfReferralReason } from "./self-referral";

/**
 * The referrer's reward: credit once the friend's first visit is both completed and paid, in
 * whichever order those two happen. Booking announces the completion and payments the payment
 * (lib/startup/order-reactions.ts calls this for both); each call locks the pending referral,
 * so the two arriving together reward once. The abuse rules are checked here, at the moment
 * the money is given: the same person under another name, and the referrer's monthly cap.
 */

export type RewardOutcome = "rewarded" | "refused" | "not-yet" | "none";

const PAID = ["succeeded", "paid_offline"] as const;

async function isCompletedAndPaid(tx: Transaction, orderId: string): Promise<boolean> {
  const [order] = await tx.select({ status: orders.status, amountDueCents: orders.amountDueCents }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "completed") return false;
  if (order.amountDueCents === 0) return true;
  const [charge] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "charge"), inArray(orderPayments.status, [...PAID])))
    .limit(1);
  return Boolean(charge);
}

/** The New York calendar month `now` falls in, as two instants. */
function newYorkMonth(now: Date): { from: Date; to: Date } {
  const today = newYorkDateOf(now);
  const first: CalendarDate = { year: today.year, month: today.month, day: 1 };
  // 32 days on from the 1st is always in the next month.
  const later = addDays(first, 32);
  return { from: newYorkWallTimeToUtc(first, 0), to: newYorkWallTimeToUtc({ year: later.year, month: later.month, day: 1 }, 0) };
}

export async function rewardReferralFor(tx: Transaction, orderId: string, now: Date): Promise<RewardOutcome> {
  const [referral] = await tx.select().from(referrals).where(and(eq(referrals.orderId, orderId), eq(referrals.status, "pending"))).for("update");
  if (!referral) return "none";
  if (!(await isCompletedAndPaid(tx, orderId))) return "not-yet";

  const refuse = async (reason: string): Promise<RewardOutcome> => {
    await tx.update(referrals).set({ status: "refused", reason, settledAt: now }).where(eq(referrals.id, referral.id));
    return "refused";
  };
  const [visit] = await tx.select({ email: orders.contactEmail, phone: orders.contactPhone, street: orders.street, zip: orders.zip }).from(orders).where(eq(orders.id, orderId));
  const selfReason = visit ? await selfReferralReason(tx, referral.referrerId, referral.friendId, visit) : "The visit no longer exists.";
  if (selfReason) return refuse(selfReason);

  const { rewardCents, monthlyCap } = await readReferralSettings(tx);
  if (rewardCents <= 0) return refuse("Referral rewards are switched off.");
  // The referrer's account is held while counting, so two rewards at once cannot both pass the cap.
  await lockCreditAccount(tx, referral.referrerId);
  const month = newYorkMonth(now);
  const [counted] = await tx
    .select({ count: sql<string>`count(*)` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referral.referrerId), inArray(referrals.status, ["rewarded", "reversed"]), gte(referrals.settledAt, month.from), lt(referrals.settledAt, month.to)));
  if (Number(counted?.count ?? 0) >= monthlyCap) return refuse(`The referrer already earned ${monthlyCap} rewards this month.`);

  await earnCredit(tx, { userId: referral.referrerId, referralId: referral.id, orderId, amountCents: rewardCents, at: now });
  await tx.update(referrals).set({ status: "rewarded", settledAt: now }).where(eq(referrals.id, referral.id));
  return "rewarded";
}
