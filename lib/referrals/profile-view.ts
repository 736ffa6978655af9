import { nextCreditExpiry } from "@/lib/account-credit/expiry";
import { creditBalance, creditHistory, type CreditEntry } from "@/lib/account-credit/ledger";
import { getDb, type Database } from "@/lib/platform/db";
import { getConfig } from "@/lib/platform/config";
import { referralCodeFor } from "./codes";
import { readReferralSettings } from "./referral-settings";

/** The profile's "Refer a friend" block: the personal link, what it is worth, and the credit ledger. */
export interface ReferralProfile {
  link: string;
  welcomeCents: number;
  rewardCents: number;
  balanceCents: number;
  entries: CreditEntry[];
  /** The next earned credit to expire, what of it is left and when; null when none will. */
  nextExpiry: { amountCents: number; expiresAt: Date } | null;
}

/** /profile's block, for the signed-in customer (the page checked the session). */
export async function referralProfilePageView(userId: string, now: Date = new Date()): Promise<ReferralProfile> {
  return referralProfile(await getDb(), userId, getConfig().PUBLIC_URL, now);
}

export async function referralProfile(db: Database, userId: string, publicUrl: string, now: Date): Promise<ReferralProfile> {
  const [code, figures, balanceCents, entries] = await Promise.all([referralCodeFor(db, userId), readReferralSettings(db), creditBalance(db, userId), creditHistory(db, userId)]);
  const next = await nextCreditExpiry(db, userId, { days: figures.creditExpiryDays, now });
  // Never more than the balance: credit taken back after it was spent leaves less than the lot.
  const nextExpiry = next && balanceCents > 0 ? { amountCents: Math.min(next.amountCents, balanceCents), expiresAt: next.expiresAt } : null;
  return { link: `${publicUrl}/r/${code}`, welcomeCents: figures.welcomeCents, rewardCents: figures.rewardCents, balanceCents, entries, nextExpiry };
}
