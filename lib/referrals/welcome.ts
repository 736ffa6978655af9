import { and, eq, ne } from "drizzle-orm";
import { orders, referrals } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { referrerOf } from "./codes";
import { readReferralSettings } from "./referral-settings";
import { selfReferralReason, type FriendVisit } from "./self-referral";

/**
 * The welcome discount of a friend who came through a referral link, decided inside the booking's
 * transaction. Only a new customer (no earlier visit, never referred before) gets it, and never
 * through their own link under another name. The referral is recorded with the visit it went to
 * (attachWelcome), whose completion and payment later earn the referrer's credit (./reward.ts).
 */

export interface Welcome {
  referrerId: string;
  welcomeCents: number;
}

export async function welcomeFor(tx: Transaction, friendId: string, code: string, visit: FriendVisit): Promise<Welcome | null> {
  const referrerId = await referrerOf(tx, code);
  if (!referrerId) return null;
  const [earlierVisit] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.customerId, friendId), ne(orders.status, "cancelled"))).limit(1);
  if (earlierVisit) return null;
  const [referred] = await tx.select({ id: referrals.id }).from(referrals).where(eq(referrals.friendId, friendId));
  if (referred) return null;
  if (await selfReferralReason(tx, referrerId, friendId, visit)) return null;
  const { welcomeCents } = await readReferralSettings(tx);
  if (welcomeCents <= 0) return null;
  return { referrerId, welcomeCents };
}

/** Records the referral with the visit the discount went to; the unique friend index refuses a second. */
export async function attachWelcome(tx: Transaction, friendId: string, welcome: Welcome, orderId: string, appliedCents: number, at: Date): Promise<void> {
  await tx.insert(referrals).values({ referrerId: welcome.referrerId, friendId, orderId, welcomeCents: appliedCents, createdAt: at });
}
