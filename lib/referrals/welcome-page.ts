import { getDb } from "@/lib/platform/db";
import { readReferralSettings } from "./referral-settings";

/** /welcome-friend: the welcome discount in force. */
export async function welcomeOfferView(): Promise<{ welcomeCents: number }> {
  const { welcomeCents } = await readReferralSettings(await getDb());
  return { welcomeCents };
}
