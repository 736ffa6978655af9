/**
 * The account's language (docs/product.md, "Languages"): set when signing up from a Spanish
 * page, changed in the profile, English otherwise.
 */
import { and, eq } from "drizzle-orm";
import { jobs, users } from "@/lib/platform/db/schema";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";
import { ACCOUNT_MAIL_JOBS, createAccountMailJobHandlers } from "@/lib/auth/account-mail-jobs";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { registrationSchema } from "@/lib/auth/account-schemas";
import { registerAccount } from "@/lib/auth/registration";
import { loadProfile, updateProfile } from "./profile";
import { profileUpdateSchema } from "./profile-schema";
import { createTestUser } from "./test-support";

let counter = 0;

describe.each(testDrivers())("the account's language on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  async function register(locale?: unknown) {
    counter += 1;
    const email = `idioma${counter}-${driver}@example.com`;
    const input = registrationSchema.parse({ firstName: "Ana", lastName: "Ruiz", email, password: "Riverside-Drive-88", ...(locale ? { locale } : {}) });
    expect(await registerAccount(database.db, input, `10.9.0.${counter}`)).toEqual({ ok: true });
    const [row] = await database.db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.email, email));
    lastUserId = row?.id ?? "";
    return row?.locale;
  }
  let lastUserId = "";

  /** The verification mail the worker would send for the last sign-up, written by the real handler. */
  async function verificationMail(): Promise<MailContent | undefined> {
    const queued = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ACCOUNT_MAIL_JOBS.verifyEmail), eq(jobs.status, "pending")));
    const job = queued.find((row) => JSON.stringify(row.payload).includes(lastUserId));
    if (!job) throw new Error("no verification mail queued");
    const sent: MailContent[] = [];
    const handler = createAccountMailJobHandlers(async (_to, content) => void sent.push(content))[ACCOUNT_MAIL_JOBS.verifyEmail];
    await handler?.(job.payload, { db: database.db, logger: createLogger(undefined, "silent"), job });
    return sent[0];
  }

  it("keeps the language a person signed up in, and confirms the address in it; English when the form sent none", async () => {
    expect(await register("es")).toBe("es");
    expect((await verificationMail())?.subject).toBe("Confirma tu correo para Borough Bright Cleaning");
    expect(await register()).toBe("en");
    expect((await verificationMail())?.subject).toBe("Confirm your email for Borough Bright Cleaning");
  });

  it("refuses a language we do not write in, with a clear message", () => {
    const parsed = registrationSchema.safeParse({ firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", password: "Riverside-Drive-88", locale: "fr" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain("Choose English or Spanish.");
    expect(profileUpdateSchema.safeParse({ locale: "pt" }).error?.issues[0]?.message).toBe("Choose English or Spanish.");
  });

  it("changes the language for emails and texts in the profile, and only that", async () => {
    const user = await createTestUser(database.db, { phone: "(212) 555-0101" });
    expect((await loadProfile(database.db, user.id))?.locale).toBe("en");
    const updated = await updateProfile(database.db, user.id, profileUpdateSchema.parse({ locale: "es" }));
    expect(updated).toMatchObject({ locale: "es", firstName: "Ana", phone: "(212) 555-0101" });
    expect((await loadProfile(database.db, user.id))?.locale).toBe("es");
  });
});
