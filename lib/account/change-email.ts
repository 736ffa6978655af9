import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { changeEmailSchema } from "@/lib/auth/account-schemas";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { consumeLinkToken, issueLinkToken, linkTo, retireLinkTokens } from "@/lib/auth/link-tokens";
import { CREDENTIALS_CHANGED_REASON, endSessionsWithin } from "@/lib/auth/session-revocation";
import { emailMatches, normalizeEmail } from "@/lib/auth/users";
import { accountMail } from "@/lib/auth/account-mail";
import { getLogger } from "@/lib/log/logger";
import { mailerOf, sendNotice, type AccountDeps } from "./mailer";
import { checkCurrentPassword } from "./password-check";
import { isUniqueViolation } from "@/lib/db/errors";

export type ChangeEmailInput = z.output<typeof changeEmailSchema>;

export const CONFIRM_EMAIL_PATH = "/auth/confirm-email";
export const WRONG_PASSWORD_MESSAGE = "That password is not right.";
export const SAME_EMAIL_MESSAGE = "That is already your email address.";
export const EMAIL_IN_USE_MESSAGE = "Another account already uses this email address. Choose a different one.";
export const MAIL_FAILED_MESSAGE = "We could not send the confirmation email just now. Please try again in a few minutes.";

export type RequestEmailChangeResult =
  | { ok: true; newEmail: string }
  | { ok: false; status: 400 | 404 | 409 | 429 | 503; message: string; fieldErrors?: Record<string, string> };

async function emailTakenByOther(db: Database, email: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailMatches(email), ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

/**
 * Starts a change of address: checks the password, refuses an address in use, and mails a
 * single-use link to the NEW address. Nothing about the account changes until it is opened.
 */
export async function requestEmailChange(db: Database, userId: string, input: ChangeEmailInput, deps: AccountDeps = {}): Promise<RequestEmailChangeResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { ok: false, status: 404, message: "Your account was not found." };
  const check = await checkCurrentPassword(db, user, input.password, WRONG_PASSWORD_MESSAGE);
  if (!check.ok) return { ...check, fieldErrors: { password: check.message } };
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail === normalizeEmail(user.email)) return { ok: false, status: 400, message: SAME_EMAIL_MESSAGE, fieldErrors: { newEmail: SAME_EMAIL_MESSAGE } };
  if (await emailTakenByOther(db, newEmail, userId)) {
    return { ok: false, status: 409, message: EMAIL_IN_USE_MESSAGE, fieldErrors: { newEmail: EMAIL_IN_USE_MESSAGE } };
  }
  const token = await db.transaction(async (tx) => {
    await retireLinkTokens(tx, userId, ["change-email"], new Date());
    return issueLinkToken(tx, { userId, kind: "change-email", newEmail });
  });
  try {
    await mailerOf(deps)(newEmail, accountMail.confirmNewEmail(user.firstName, linkTo(CONFIRM_EMAIL_PATH, token)));
  } catch (error) {
    (deps.logger ?? getLogger()).error({ err: error }, "change-email confirmation could not be sent");
    return { ok: false, status: 503, message: MAIL_FAILED_MESSAGE };
  }
  return { ok: true, newEmail };
}

export type ConfirmEmailOutcome = { kind: "changed"; newEmail: string } | { kind: "taken"; newEmail: string } | { kind: "invalid" };

/** Inside the transaction the old address is still known, for the notice sent after it. */
type Switched = { kind: "switched"; newEmail: string; oldEmail: string; firstName: string };

/**
 * Opens a change-email link: in one transaction, uses up the token, checks the address is
 * still free, switches it and marks it verified. Links of the old address (verification,
 * password reset) stop working. The old address is told afterwards.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  deps: AccountDeps = {},
  /** The sign-in opening the link: if it is the same account's it stays, every other one ends. */
  currentSession?: { userId: string; sessionId: string },
): Promise<ConfirmEmailOutcome> {
  let outcome: ConfirmEmailOutcome | Switched;
  try {
    outcome = await db.transaction(async (tx): Promise<ConfirmEmailOutcome | Switched> => {
      const used = await consumeLinkToken(tx, "change-email", token);
      if (!used?.newEmail) return { kind: "invalid" };
      const newEmail = used.newEmail;
      const [user] = await tx.select().from(users).where(eq(users.id, used.userId)).for("update");
      if (!user) return { kind: "invalid" };
      // The token stays used: the address it names is gone, and a new request makes a new link.
      if (await emailTakenByOther(tx, newEmail, user.id)) return { kind: "taken", newEmail };
      const now = new Date();
      await tx.update(users).set({ email: newEmail, emailVerifiedAt: now }).where(eq(users.id, user.id));
      await retireLinkTokens(tx, user.id, ["change-email", "verify-email", "reset-password"], now);
      // Whoever holds another session of the account must sign in again with the new address.
      const keep = currentSession?.userId === user.id ? currentSession.sessionId : undefined;
      await endSessionsWithin(tx, user.id, { except: keep, reason: CREDENTIALS_CHANGED_REASON }, now);
      return { kind: "switched", newEmail, oldEmail: user.email, firstName: user.firstName };
    });
  } catch (error) {
    // Someone registered the address between our check and the update: the unique index said no.
    if (!isUniqueViolation(error)) throw error;
    outcome = await markTaken(db, token);
  }
  if (outcome.kind !== "switched") return outcome;
  await sendNotice(deps, outcome.oldEmail, accountMail.emailChangedNotice(outcome.firstName, outcome.newEmail));
  return { kind: "changed", newEmail: outcome.newEmail };
}

/** After the rolled-back race: uses the token up on its own so it cannot be retried forever. */
async function markTaken(db: Database, token: string): Promise<ConfirmEmailOutcome> {
  const used = await consumeLinkToken(db, "change-email", token);
  return used?.newEmail ? { kind: "taken", newEmail: used.newEmail } : { kind: "invalid" };
}
