import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { createAccountMailJobHandlers, type AccountMailer } from "@/lib/auth/account-mail-jobs";
import { startJobWorker } from "@/lib/platform/jobs/worker";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";

/** Test helpers for lib/account's integration tests (not used by the app). */

export const TEST_PASSWORD = "Sunny-Stoop-42";

let counter = 0;

/** A fresh Customer with a password, and its row. */
export async function createTestUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `person${counter}-${Date.now().toString(36)}@example.com`,
      firstName: "Ana",
      lastName: "Ruiz",
      passwordHash: await hashPassword(TEST_PASSWORD),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("test user not created");
  return row;
}

export interface SentMail {
  to: string;
  content: MailContent;
}

/** A mail sender that keeps what it was given. */
export function recordingMailer(): { sent: SentMail[]; mail: AccountMailer } {
  const sent: SentMail[] = [];
  return {
    sent,
    mail: async (to, content) => {
      sent.push({ to, content });
    },
  };
}

/** The token of the link in a sent mail. */
export function tokenFrom(mail: SentMail | undefined): string {
  const url = mail?.content.action?.url;
  if (!url) throw new Error("the mail has no link");
  return new URL(url).searchParams.get("token") ?? "";
}

/** A mail server that is down: every send fails, as an SMTP outage does. */
export const failingMailer: AccountMailer = async () => {
  throw new Error("421 4.3.2 Service not available, closing transmission channel");
};

/** Runs every due account-mail job, as the server's worker does, sending through `mail`. */
export async function deliverQueuedMail(db: Database, mail: AccountMailer): Promise<void> {
  const worker = startJobWorker({ db, handlers: createAccountMailJobHandlers(mail), logger: createLogger(undefined, "silent"), intervalMs: 3_600_000 });
  try {
    while ((await worker.runOnce()) > 0);
  } finally {
    await worker.stop();
  }
}

/**
 * Ends every session of a user at once, as blocking, a role change or a new password do: their
 * tokens carry the old version.
 */
export async function bumpSessionVersion(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
