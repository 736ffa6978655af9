import type { Database } from "@/lib/platform/db";
import { normalizeReferralCode, referrerOf } from "./codes";
import { referralCookieValue } from "./referral-cookie";

/**
 * A visit to `/r/{code}`: the cookie to remember the referral by, when the code is a customer's
 * and the site can sign it. An unknown code is no referral; the visitor still lands on the
 * welcome page and books at the normal price.
 */
export async function referralVisit(db: Database, code: string, now: Date, secret: string | undefined): Promise<{ value: string; expires: Date } | null> {
  const normalized = normalizeReferralCode(code);
  if (!normalized || !secret) return null;
  if (!(await referrerOf(db, normalized))) return null;
  return referralCookieValue(normalized, now, secret);
}
