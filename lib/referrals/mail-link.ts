import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { getConfig } from "@/lib/platform/config";
import { users } from "@/lib/platform/db/schema";
import { referralCodeFor } from "./codes";
import { readReferralSettings } from "./referral-settings";

/**
 * The personal link the visit-completion email carries (docs/product.md, "Referrals and account
 * credit"), with what it is worth to the friend. Customers only: staff who book for themselves
 * refer nobody. The code is made on first ask, as the profile makes it, so a customer who never
 * opened the profile still gets a link.
 */
export async function referralInvitationFor(db: Database, customerId: string, publicUrl: string = getConfig().PUBLIC_URL): Promise<{ link: string; welcomeCents: number } | null> {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, customerId));
  if (account?.role !== "Customer") return null;
  const [code, figures] = await Promise.all([referralCodeFor(db, customerId), readReferralSettings(db)]);
  return { link: `${publicUrl}/r/${code}`, welcomeCents: figures.welcomeCents };
}
