import { eq } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import type { JobHandler, JobHandlers } from "@/lib/platform/jobs/worker";
import { sendMail, type MailContent } from "@/lib/platform/mail";
import { accountMail } from "@/lib/auth/account-mail";
import { issueLinkToken, linkTo, retireLinkTokens } from "./link-tokens";
import { returnPathOrNothing } from "./return-url";
import { findUserByEmail } from "./users";

export type AccountMailer = (to: string, content: MailContent) => Promise<unknown>;

/**
 * Account mails as durable jobs: the request only queues them (one insert, in the request's own
 * transaction), so a request takes the same time whether or not a mail is due, and a mail
 * server outage delays a mail instead of failing the request. Links are made when the job runs:
 * the queue never stores a usable token.
 */
export const ACCOUNT_MAIL_JOBS = {
  verifyEmail: "account-mail.verify-email",
  resetPassword: "account-mail.reset-password",
  registrationAttempt: "account-mail.registration-attempt",
  emailChangeAttempt: "account-mail.email-change-attempt",
  signInFailures: "account-mail.sign-in-failures",
  confirmNewEmail: "account-mail.confirm-new-email",
  emailChanged: "account-mail.email-changed",
  passwordChanged: "account-mail.password-changed",
} as const;

/** Where the change-email link leads (app/(en)/(auth)/auth/confirm-email). */
const CONFIRM_EMAIL_PATH = "/auth/confirm-email";

const address = z.string().min(1).max(254);
const byUser = z.object({ userId: z.guid() });
/** Re-checked when the job runs: only a path on this site goes into a link (lib/auth/return-url.ts). */
const toVerify = byUser.extend({ returnUrl: z.string().max(2048).refine((value) => returnPathOrNothing(value) === value).optional() });
const byEmail = z.object({ email: address });
const toNewEmail = z.object({ userId: z.guid(), newEmail: address });
const emailSwitch = z.object({ userId: z.guid(), oldEmail: address, newEmail: address });

const PAYLOADS = {
  verifyEmail: toVerify,
  resetPassword: byEmail,
  registrationAttempt: byUser,
  emailChangeAttempt: byUser,
  signInFailures: byUser,
  confirmNewEmail: toNewEmail,
  emailChanged: emailSwitch,
  passwordChanged: byUser,
} as const satisfies Record<keyof typeof ACCOUNT_MAIL_JOBS, z.ZodType>;

type Kind = keyof typeof ACCOUNT_MAIL_JOBS;
type Payload<K extends Kind> = z.infer<(typeof PAYLOADS)[K]>;

/**
 * Queues one account mail; a dedupe key makes a repeat within its window a no-op. Pass the
 * transaction of the change the mail is about, so the mail is queued only if the change commits.
 */
export async function queueAccountMail<K extends Kind>(db: Database, kind: K, payload: Payload<K>, dedupeKey?: string): Promise<void> {
  // Checked here too: a payload the handler would refuse must fail the request that made it.
  await scheduleJob(db, { kind: ACCOUNT_MAIL_JOBS[kind], payload: PAYLOADS[kind].parse(payload), runAt: new Date(), dedupeKey });
}

async function userById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export function createAccountMailJobHandlers(send: AccountMailer = sendMail): JobHandlers {
  const siteLink = (path: string) => `${getConfig().PUBLIC_URL}${path}`;

  const verifyEmail: JobHandler = async (payload, { db }) => {
    const { userId, returnUrl } = toVerify.parse(payload);
    const user = await userById(db, userId);
    if (!user || user.emailVerifiedAt) return;
    const token = await issueLinkToken(db, { userId: user.id, kind: "verify-email" });
    // The page the customer signed up from (their saved booking), opened once the email is confirmed.
    const link = `${linkTo("/auth/verify-email", token)}${returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : ""}`;
    await send(user.email, accountMail.verifyEmail(user.firstName, link, user.locale));
  };

  // Queued for any address asked about; only an account's own address gets a mail.
  const resetPassword: JobHandler = async (payload, { db }) => {
    const user = await findUserByEmail(db, byEmail.parse(payload).email);
    if (!user) return;
    const token = await issueLinkToken(db, { userId: user.id, kind: "reset-password" });
    await send(user.email, accountMail.resetPassword(user.firstName, linkTo("/auth/reset-password", token), user.locale));
  };

  const registrationAttempt: JobHandler = async (payload, { db }) => {
    const user = await userById(db, byUser.parse(payload).userId);
    if (!user) return;
    await send(user.email, accountMail.registrationAttempt(user.firstName, siteLink("/login"), siteLink("/auth/forgot-password")));
  };

  // To the owner of an address another account asked to switch to, in place of the link.
  const emailChangeAttempt: JobHandler = async (payload, { db }) => {
    const user = await userById(db, byUser.parse(payload).userId);
    if (!user) return;
    await send(user.email, accountMail.emailChangeAttempt(user.firstName));
  };

  const signInFailures: JobHandler = async (payload, { db }) => {
    const user = await userById(db, byUser.parse(payload).userId);
    if (!user) return;
    await send(user.email, accountMail.signInFailures(user.firstName, siteLink("/auth/forgot-password")));
  };

  // The link to the new address is made here, replacing any earlier one: of several requests,
  // only the newest link works. An address taken meanwhile is refused when the link is opened.
  const confirmNewEmail: JobHandler = async (payload, { db }) => {
    const { userId, newEmail } = toNewEmail.parse(payload);
    const user = await userById(db, userId);
    if (!user) return;
    const token = await db.transaction(async (tx) => {
      await retireLinkTokens(tx, userId, ["change-email"], new Date());
      return issueLinkToken(tx, { userId, kind: "change-email", newEmail });
    });
    await send(newEmail, accountMail.confirmNewEmail(linkTo(CONFIRM_EMAIL_PATH, token)));
  };

  // To the address the account had before: its owner learns of the change even if it was not them.
  const emailChanged: JobHandler = async (payload, { db }) => {
    const { userId, oldEmail, newEmail } = emailSwitch.parse(payload);
    const user = await userById(db, userId);
    if (!user) return;
    await send(oldEmail, accountMail.emailChangedNotice(user.firstName, newEmail));
  };

  const passwordChanged: JobHandler = async (payload, { db }) => {
    const user = await userById(db, byUser.parse(payload).userId);
    if (!user) return;
    await send(user.email, accountMail.passwordChangedNotice(user.firstName));
  };

  return {
    [ACCOUNT_MAIL_JOBS.confirmNewEmail]: confirmNewEmail,
    [ACCOUNT_MAIL_JOBS.emailChanged]: emailChanged,
    [ACCOUNT_MAIL_JOBS.passwordChanged]: passwordChanged,
    [ACCOUNT_MAIL_JOBS.verifyEmail]: verifyEmail,
    [ACCOUNT_MAIL_JOBS.resetPassword]: resetPassword,
    [ACCOUNT_MAIL_JOBS.registrationAttempt]: registrationAttempt,
    [ACCOUNT_MAIL_JOBS.emailChangeAttempt]: emailChangeAttempt,
    [ACCOUNT_MAIL_JOBS.signInFailures]: signInFailures,
  };
}

export const accountMailJobHandlers = createAccountMailJobHandlers();
