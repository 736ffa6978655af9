import { setTimeout as wait } from "node:timers/promises";
import { clearRateLimit, countRateLimit, hitRateLimit, retryMessage, undoRateLimitHit } from "@/lib/platform/security/rate-limit";
import type { Database } from "@/lib/platform/db";
import type { UserRow } from "@/lib/platform/db/schema";
import { queueAccountMail } from "./account-mail-jobs";
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

/** Failures on an account (from anywhere, this window) before its sign-ins start to slow down. */
export const SLOWDOWN_AFTER_FAILURES = 5;
const SLOWDOWN_BASE_MS = 250;
export const SLOWDOWN_CAP_MS = 3_000;
/** Failures on an account in one window that make us warn its owner (once per window). */
export const ALERT_AFTER_FAILURES = 20;

export type SignInResult = { ok: true; user: SessionUser } | { ok: false; message: string };

export interface SignInDeps {
  /** Waits before checking the password; tests record the delay instead. */
  pause?: (ms: number) => Promise<void>;
}

/** 0 ms for the first few failures, then doubling from 250 ms up to the cap: guessing gets slow, the owner barely notices. */
export function slowdownMs(failures: number): number {
  if (failures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(SLOWDOWN_CAP_MS, SLOWDOWN_BASE_MS * 2 ** (failures - SLOWDOWN_AFTER_FAILURES));
}

/**
 * Email and password sign-in. Refusals are per address: one address guessing one account is
 * stopped after a few failures, and any address after many, but a stranger can never lock the
 * owner out: failures on the account from everywhere only slow its sign-ins down (progressive
 * delay) and, past a threshold, warn the owner by email once per window. Every attempt is
 * counted before the password is checked (one atomic step each); a correct password takes its
 * attempt back.
 */
export async function signInWithPassword(db: Database, input: { email: string; password: string; address: string }, deps: SignInDeps = {}): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const pair = `${email} ${input.address}`;
  const [perPair, perAddress] = await Promise.all([hitRateLimit(db, LIMITS.loginPerAccountAddress, pair), hitRateLimit(db, LIMITS.loginPerAddress, input.address)]);
  if (!perPair.allowed || !perAddress.allowed) {
    const waitSeconds = Math.max(perPair.allowed ? 0 : perPair.retryAfterSeconds, perAddress.allowed ? 0 : perAddress.retryAfterSeconds);
    return { ok: false, message: SIGN_IN_MESSAGES.tooMany(waitSeconds) };
  }
  const delay = slowdownMs(await countRateLimit(db, LIMITS.loginFailuresPerAccount, email));
  await (deps.pause ?? wait)(delay);

  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !user.passwordHash || !passwordOk) {
    await countFailure(db, email, user);
    return { ok: false, message: SIGN_IN_MESSAGES.invalid };
  }

  await Promise.all([clearRateLimit(db, LIMITS.loginPerAccountAddress, pair), undoRateLimitHit(db, LIMITS.loginPerAddress, input.address)]);
  if (user.status === "blocked") return { ok: false, message: SIGN_IN_MESSAGES.blocked(user.blockedReason) };
  return { ok: true, user: toSessionUser(user) };
}

async function countFailure(db: Database, email: string, user: UserRow | undefined): Promise<void> {
  const counted = await hitRateLimit(db, LIMITS.loginFailuresPerAccount, email);
  const failures = counted.allowed ? LIMITS.loginFailuresPerAccount.limit - counted.remaining : LIMITS.loginFailuresPerAccount.limit;
  if (!user || failures < ALERT_AFTER_FAILURES) return;
  // One warning per account per window, however many failures follow.
  const window = Math.floor(Date.now() / (LIMITS.loginFailuresPerAccount.windowSeconds * 1000));
  await queueAccountMail(db, "signInFailures", { userId: user.id }, `sign-in-failures:${user.id}:${window}`);
}
