import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { isUniqueViolation } from "@/lib/platform/db/errors";
import { referralCodes } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * A customer's personal referral code (the `/r/{code}` link). Eight characters from an alphabet
 * with no look-alikes (no 0/O, 1/I/L): 31^8, about 850 billion codes, drawn from the system's
 * secure random source, so a link cannot be guessed or walked.
 */

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERRAL_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

function newCode(): string {
  let code = "";
  for (let index = 0; index < 8; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Typed or pasted codes are read upper-case. */
export function normalizeReferralCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The customer's code, made on first ask; a second ask (or a racing one) answers the same code. */
export async function referralCodeFor(db: Database, userId: string): Promise<string> {
  for (let tries = 0; tries < 5; tries += 1) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    try {
      await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing({ target: referralCodes.userId });
    } catch (error) {
      // Another customer drew the same code: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("could not make a referral code");
}

/** Whose code this is, or null. */
export async function referrerOf(db: Database | Transaction, code: string): Promise<string | null> {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return null;
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, normalized));
  return row?.userId ?? null;
}
