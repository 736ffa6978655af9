import { eq } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { scheduleJob } from "@/lib/jobs/queue";
import type { JobHandler, JobHandlers } from "@/lib/jobs/worker";
import { sendMail, type MailContent } from "@/lib/mail";
import { accountMail } from "@/lib/auth/account-mail";
import { issueLinkToken, linkTo } from "./link-tokens";
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
  signInFailures: "account-mail.sign-in-failures",
} as const;

export const REGISTRATION_ATTEMPT_SUBJECT = accountMail.registrationAttempt("", "", "").subject;

const byUser = z.object({ userId: z.guid() });
const byEmail = z.object({ email: z.string().min(1).max(254) });

type Kind = keyof typeof ACCOUNT_MAIL_JOBS;
type Payload<K extends Kind> = K extends "resetPassword" ? z.infer<typeof byEmail> : z.infer<typeof byUser>;

/** Queues one account mail; a dedupe key makes a repeat within its window a no-op. */
export async function queueAccountMail<K extends Kind>(db: Database, kind: K, payload: Payload<K>, dedupeKey?: string): Promise<void> {
  await scheduleJob(db, { kind: ACCOUNT_MAIL_JOBS[kind], payload, runAt: new Date(), dedupeKey });
}

async function userById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export function createAccountMailJobHandlers(send: AccountMailer = sendMail): JobHandlers {
  const siteLink = (path: string) => `${getConfig().PUBLIC_URL}${path}`;

  const verifyEmail: JobHandler = async (payload, { db }) => {
    const user = await userById(db, byUser.parse(payload).userId);
    if (!user || user.emailVerifiedAt) return;
    const token = await issueLinkToken(db, { userId: user.id, kind: "verify-email" });
    await send(user.email, accountMail.verifyEmail(user.firstName, linkTo("/auth/verify-email", token)));
  };

  // Queued for any address asked about; only an account's own address gets a mail.
  const resetPassword: JobHandler = async (payload, { db }) => {
    const user = await findUserByEmail(db, byEmail.parse(payload).email);
    if (!user) return;
    const token = await issueLinkToken(db, { userId: user.id, kind: "reset-password" });
    await send(user.email, accountMail.resetPassword(user.firstName, linkTo("/auth/reset-password", token)));
  };

  const registrationAttempt: JobHandler = async (payload, { db }) => {
    const user = await userById(db, byUser.parse(payload).userId);
    if (!user) return;
    await send(user.email, accountMail.registrationAttempt(user.firstName, siteLink("/login"), siteLink("/auth/forgot-password")));
  };

  const signInFailures: JobHandler = async (payload, { db }) => {
    const user = await userById(db, byUser.parse(payload).userId);
    if (!user) return;
    await send(user.email, accountMail.signInFailures(user.firstName, siteLink("/auth/forgot-password")));
  };

  return {
    [ACCOUNT_MAIL_JOBS.verifyEmail]: verifyEmail,
    [ACCOUNT_MAIL_JOBS.resetPassword]: resetPassword,
    [ACCOUNT_MAIL_JOBS.registrationAttempt]: registrationAttempt,
    [ACCOUNT_MAIL_JOBS.signInFailures]: signInFailures,
  };
}

export const accountMailJobHandlers = createAccountMailJobHandlers();
