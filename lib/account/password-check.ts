import type { Database } from "@/lib/platform/db";
import type { UserRow } from "@/lib/platform/db/schema";
import type { Failure } from "@/lib/kernel/failure";
import { verifyPassword } from "@/lib/auth/password";
import { hitRateLimit, retryMessage, undoRateLimitHit, type RateLimitRule } from "@/lib/platform/security/rate-limit";

/**
 * Wrong current passwords per account. A stolen session must not become a way to guess the
 * password (and with it the email) without limit; a right password takes its attempt back.
 */
export const PASSWORD_CHECK_LIMIT: RateLimitRule = { name: "account-password-check", limit: 10, windowSeconds: 15 * 60 };

export const NO_PASSWORD_MESSAGE = "Your account signs in with Google and has no password yet. Set one with “Forgot password” on the sign-in page first.";

export type PasswordCheck = { ok: true; passwordHash: string } | Failure;

/** Checks a password typed to confirm a change, counting the attempt against the account. */
export async function checkCurrentPassword(db: Database, user: Pick<UserRow, "id" | "passwordHash">, password: string, wrongMessage: string): Promise<PasswordCheck> {
  if (!user.passwordHash) return { ok: false, kind: "invalid", message: NO_PASSWORD_MESSAGE };
  const limit = await hitRateLimit(db, PASSWORD_CHECK_LIMIT, user.id);
  if (!limit.allowed) return { ok: false, kind: "rate-limited", message: `Too many wrong passwords. ${retryMessage(limit.retryAfterSeconds)}` };
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, kind: "invalid", message: wrongMessage };
  await undoRateLimitHit(db, PASSWORD_CHECK_LIMIT, user.id);
  return { ok: true, passwordHash: user.passwordHash };
}
