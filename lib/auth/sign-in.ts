import { hitRateLimit, retryMessage, undoRateLimitHit, clearRateLimit } from "@/lib/security/rate-limit";
import type { Database } from "@/lib/db";
import { verifyPassword } from "./password";
import { LIMITS } from "./limits";
import { findUserByEmail, normalizeEmail, toSessionUser, type SessionUser } from "./users";

/** Staff type the reason freely; the next sentence needs it to end like one. */
function withClosingStop(reason: string): string {
  return /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;
}

export const SIGN_IN_MESSAGES = {
  invalid: "The email or password is incorrect.",
  blocked: (reason: string | null) =>
    `Your account has been blocked by an administrator${reason ? `: ${withClosingStop(reason)}` : "."} Please contact us if you think this is a mistake.`,
  tooMany: (seconds: number) => `Too many sign-in attempts. ${retryMessage(seconds)}`,
} as const;

/** A hash to verify against when the email is unknown, so both answers take the same time. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$FzsBI9h5lxsFnhwuB6uhwA$m5nJsjFl9NnuwtQstVTvO/ussyzqEFUkwp1VhFlbUwI";

export type SignInResult = { ok: true; user: SessionUser } | { ok: false; message: string };

/**
 * Email and password sign-in. Every attempt is counted per account and per address before the
 * password is checked (one atomic step each); a correct password takes its attempt back.
 */
export async function signInWithPassword(db: Database, input: { email: string; password: string; address: string }): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const [perAccount, perAddress] = await Promise.all([
    hitRateLimit(db, LIMITS.loginPerAccount, email),
    hitRateLimit(db, LIMITS.loginPerAddress, input.address),
  ]);
  if (!perAccount.allowed || !perAddress.allowed) {
    const wait = Math.max(perAccount.allowed ? 0 : perAccount.retryAfterSeconds, perAddress.allowed ? 0 : perAddress.retryAfterSeconds);
    return { ok: false, message: SIGN_IN_MESSAGES.tooMany(wait) };
  }
  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !user.passwordHash || !passwordOk) return { ok: false, message: SIGN_IN_MESSAGES.invalid };

  await Promise.all([clearRateLimit(db, LIMITS.loginPerAccount, email), undoRateLimitHit(db, LIMITS.loginPerAddress, input.address)]);
  if (user.status === "blocked") return { ok: false, message: SIGN_IN_MESSAGES.blocked(user.blockedReason) };
  return { ok: true, user: toSessionUser(user) };
}
