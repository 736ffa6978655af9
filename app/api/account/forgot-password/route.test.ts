/**
 * Password reset requests are counted per email and client address (docs/security.md,
 * "Enumeration rules"): a stranger asking again and again for someone's address only stops
 * their own mails, silently and with the same answer, and never keeps the owner from resetting.
 */
import { and, eq, sql } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { ACCOUNT_MAIL_JOBS } from "@/lib/auth/account-mail-jobs";
import { FORGOT_PASSWORD_ANSWER } from "@/lib/auth/password-reset";
import { jobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { CLIENT_ADDRESS_HEADER } from "@/lib/kernel/client-address";
import { siteRequest } from "@/lib/web/http/test-requests";
import { POST } from "./route";

describe.each(testDrivers())("POST /api/account/forgot-password on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  function ask(email: string, address: string) {
    return POST(siteRequest("/api/account/forgot-password", { json: { email }, headers: { [CLIENT_ADDRESS_HEADER]: address } }));
  }

  async function resetMailsQueuedFor(email: string): Promise<number> {
    const rows = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, ACCOUNT_MAIL_JOBS.resetPassword), sql`${jobs.payload}->>'email' = ${email}`));
    return rows.length;
  }

  it("stops a stranger's mails silently and still mails the owner asking from their own address", async () => {
    const owner = await makeAccount(database.db, "Customer");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask(owner.email, "203.0.113.66"));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await resetMailsQueuedFor(owner.email)).toBe(3);

    const own = await ask(owner.email, "198.51.100.7");
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await resetMailsQueuedFor(owner.email)).toBe(4);
  });

  it("still refuses one address asking about many emails", async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await ask(`spray${i}@example.com`, "203.0.113.99")).status);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
