import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { hashPassword } from "@/lib/auth/password";
import type { MailContent } from "@/lib/mail";
import type { MailSender } from "./mailer";

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
export function recordingMailer(): { sent: SentMail[]; mail: MailSender } {
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
