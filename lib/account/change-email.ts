import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { changeEmailSchema } from "@/lib/auth/account-schemas";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { queueAccountMail } from "@/lib/auth/account-mail-jobs";
import { consumeLinkToken, retireLinkTokens } from "@/lib/auth/link-tokens";
import { CREDENTIALS_CHANGED_REASON, endSessionsWithin } from "@/lib/auth/session-revocation";
import { emailMatches, normalizeEmail } from "@/lib/auth/users";
import { checkCurrentPassword } from "./password-check";
import type { Failure } from "@/lib/kernel/failure";
import { isUniqueViolation } from "@/lib/platform/db/errors";
import { LIMITS } from "@/lib/auth/limits";
import { hitRateLimit, retryMessage } from "@/lib/platform/security/rate-limit";

export type ChangeEmailInput = z.output<typeof changeEmailSchema>;

export const WRONG_PASSWORD_MESSAGE = "That password is not right.";
export const SAME_EMAIL_MESSAGE = "That is already your email address.";

export type RequestEmailChangeResult = { ok: true; newEmail: string } | Failure;

const HOUR_MS = 3_600_000;

async function emailOwnedByOther(db: Database, email: string, userId: string): Promise<string | null> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailMatches(email), ne(users.id, userId)))
    .limit(1);
  return other?.id ?? null;
}

async function emailTakenByOther(db: Database, email: string, userId: string): Promise<boolean> {
  return (await emailOwnedByOther(db, email, userId)) !== null;
}

function tooMany(retryAfterSeconds: number): Failure {
  return { ok: false, kind: "rate-limited", message: `Too many email change requests. ${retryMessage(retryAfterSeconds)}` };
}

/**
 * Starts a change of address: checks the password and queues a single-use link to the NEW
 * address (the job makes the link when it runs, so a mail outage delays the mail instead of
 * failing the request). Earlier links stop working at once. Nothing about the account changes
 * until the link is opened.
 *
 * An address another account uses gets the same answer as a free one (docs/security.md,
 * "Enumeration rules"): its owner is told someone tried, at most once an hour, and no link is
 * made. Requests are limited per account, per client address and per new address, so the form
 * is neither a way to look accounts up nor a relay for mail to strangers.
 */
export async function requestEmailChange(
  db: Database,
  userId: string,
  input: ChangeEmailInput,
  { now = new Date(), clientAddress }: { now?: Date; clientAddress?: string } = {},
): Promise<RequestEmailChangeResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { ok: false, kind: "not-found", message: "Your account was not found." };
  const perUser = await hitRateLimit(db, LIMITS.changeEmailPerUser, userId, now);
  if (!perUser.allowed) return tooMany(perUser.retryAfterSeconds);
  if (clientAddress !== undefined) {
    const perClient = await hitRateLimit(db, LIMITS.changeEmailPerClient, clientAddress, now);
    if (!perClient.allowed) return tooMany(perClient.retryAfterSeconds);
  }
  const check = await checkCurrentPassword(db, user, input.password, WRONG_PASSWORD_MESSAGE);
  if (!check.ok) return { ...check, fieldErrors: { password: check.message } };
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail === normalizeEmail(user.email)) return { ok: false, kind: "invalid", message: SAME_EMAIL_MESSAGE, fieldErrors: { newEmail: SAME_EMAIL_MESSAGE } };
  const perAddress = await hitRateLimit(db, LIMITS.changeEmailPerAddress, newEmail, now);
  if (!perAddress.allowed) return tooMany(perAddress.retryAfterSeconds);
  const ownerId = await emailOwnedByOther(db, newEmail, userId);
  await db.transaction(async (tx) => {
    await retireLinkTokens(tx, userId, ["change-email"], now);
    if (ownerId) await queueAccountMail(tx, "emailChangeAttempt", { userId: ownerId }, `email-change-attempt:${ownerId}:${Math.floor(now.getTime() / HOUR_MS)}`);
    else await queueAccountMail(tx, "confirmNewEmail", { userId, newEmail });
  });
  return { ok: true, newEmail };
}

export type ConfirmEmailOutcome = { kind: "changed"; newEmail: string } | { kind: "taken"; newEmail: string } | { kind: "invalid" };

/**
 * Opens a change-email link: in one transaction, uses up the token, checks the address is
 * still free, switches it and marks it verified. Links of the old address (verification,
 * password reset) stop working. The old address is told by a mail queued with the switch.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  /** The sign-in opening the link: if it is the same account's it stays, every other one ends. */
  currentSession?: { userId: string; sessionId: string },
  now = new Date(),
): Promise<ConfirmEmailOutcome> {
  try {
    return await db.transaction(async (tx): Promise<ConfirmEmailOutcome> => {
      const used = await consumeLinkToken(tx, "change-email", token, now);
      if (!used?.newEmail) return { kind: "invalid" };
      const newEmail = used.newEmail;
      const [user] = await tx.select().from(users).where(eq(users.id, used.userId)).for("update");
      if (!user) return { kind: "invalid" };
      // The token stays used: the address it names is gone, and a new request makes a new link.
      if (await emailTakenByOther(tx, newEmail, user.id)) return { kind: "taken", newEmail };
      await tx.update(users).set({ email: newEmail, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      await retireLinkTokens(tx, user.id, ["change-email", "verify-email", "reset-password"], now);
      // Whoever holds another session of the account must sign in again with the new address.
      const keep = currentSession?.userId === user.id ? currentSession.sessionId : undefined;
      await endSessionsWithin(tx, user.id, { except: keep, reason: CREDENTIALS_CHANGED_REASON }, now);
      await queueAccountMail(tx, "emailChanged", { userId: user.id, oldEmail: user.email, newEmail });
      return { kind: "changed", newEmail };
    });
  } catch (error) {
    // Someone registered the address between our check and the update: the unique index said no.
    if (!isUniqueViolation(error)) throw error;
    return markTaken(db, token, now);
  }
}

/** After the rolled-back race: uses the token up on its own so it cannot be retried forever. */
async function markTaken(db: Database, token: string, now: Date): Promise<ConfirmEmailOutcome> {
  const used = await consumeLinkToken(db, "change-email", token, now);
  return used?.newEmail ? { kind: "taken", newEmail: used.newEmail } : { kind: "invalid" };
}
