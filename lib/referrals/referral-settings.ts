import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";

/** The referral figures staff set (the settings row): cents, rewards per referrer per New York month, and the days earned credit lasts. */
export interface ReferralSettings {
  welcomeCents: number;
  rewardCents: number;
  monthlyCap: number;
  creditExpiryDays: number;
}

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = { welcomeCents: 2500, rewardCents: 2500, monthlyCap: 5, creditExpiryDays: 365 };

export async function readReferralSettings(db: Database | Transaction): Promise<ReferralSettings> {
  const [row] = await db
    .select({ welcomeCents: settings.referralWelcomeCents, rewardCents: settings.referralRewardCents, monthlyCap: settings.referralMonthlyCap, creditExpiryDays: settings.referralCreditExpiryDays })
    .from(settings)
    .where(eq(settings.id, 1));
  return row ?? DEFAULT_REFERRAL_SETTINGS;
}
