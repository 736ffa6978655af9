import { eq, sql } from "drizzle-orm";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { hitRateLimit, retryMessage } from "@/lib/platform/security/rate-limit";
import { LIMITS } from "./limits";
import { queueAccountMail } from "./account-mail-jobs";
import { consumeLinkToken, retireLinkTokens } from "./link-tokens";
import { hashPassword } from "./password";
import { PASSWORD_CHANGED_REASON, publishSessionsEnded } from "./session-revocation";
import { normalizeEmail } from "./users";

/** Said whether or not the address has an account, so the form reveals nothing. */
export const FORGOT_PASSWORD_ANSWER =
  "If an account uses that email, we have sent it a link to reset the password. The link works once, for 1 hour.";

export type ForgotResult = { ok: true } | Failure;

/**
 * Queues a reset mail, within two limits. One address asking about many emails is refused
 * (429). One email asked about too often from one address only stops that address's mails,
 * silently and with the same answer: counting per email alone let a stranger keep the owner
 * from resetting, and a refusal would tell the stranger the limit was reached.
 */
export async function requestPasswordReset(db: Database, email: string, address: string): Promise<ForgotResult> {
  const normalized = normalizeEmail(email);
  const perAddress = await hitRateLimit(db, LIMITS.forgotPerAddress, address);
  if (!perAddress.allowed) return failure("rate-limited", `Too many reset requests. ${retryMessage(perAddress.retryAfterSeconds)}`, { retryAfterSeconds: perAddress.retryAfterSeconds });
  const perEmailAddress = await hitRateLimit(db, LIMITS.forgotPerEmailAddress, `${normalized}|${address}`);
  if (!perEmailAddress.allowed) return { ok: true };
  // Queued for every address, known or not: the answer and its timing reveal nothing, and a
  // mail server outage cannot turn into an error for accounts that exist.
  await queueAccountMail(db, "resetPassword", { email: normalized });
  return { ok: true };
}

export const RESET_LINK_INVALID = "This reset link has expired or was already used. Ask for a new one below.";

/**
 * Sets the new password and ends every session, in one transaction with using up the token.
 * Resetting also proves the address, so an unverified account becomes verified.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, "reset-password", token);
    if (!used) return false;
    // Every other reset link of the account dies with this one: an older mail must not be
    // able to set the password again after it was just reset.
    await retireLinkTokens(tx, used.userId, ["reset-password"]);
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId));
    // Every device's real-time connections close now, like a forced logout; sent on commit.
    await publishSessionsEnded(tx, used.userId, { reason: PASSWORD_CHANGED_REASON, code: "password-changed" });
    return true;
  });
}
