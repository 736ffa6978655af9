/**
 * Signing up inside the booking (issue #24): the verification link carries the page the new
 * customer came from, only ever a path on this site, so confirming the email lands them back in
 * their saved booking.
 */
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { installMailbox } from "@/lib/platform/mail/testing";
import { startJobWorker } from "@/lib/platform/jobs/worker";
import { createLogger } from "@/lib/platform/log/logger";
import { registrationSchema } from "./account-schemas";
import { createAccountMailJobHandlers } from "./account-mail-jobs";
import { registerAccount } from "./registration";
import { resendVerification } from "./email-verification";
import { findUserByEmail } from "./users";

let counter = 0;
const newEmail = () => `booker${++counter}-${Date.now().toString(36)}@example.com`;

describe.each(testDrivers())("the verification link's way back on %s", (driver) => {
  const database = useTestDatabase(driver);
  let mailbox: ReturnType<typeof installMailbox>;
  beforeAll(() => {
    mailbox = installMailbox();
  });
  afterAll(() => mailbox.restore());

  async function register(returnUrl: unknown): Promise<{ email: string; userId: string }> {
    const email = newEmail();
    const input = registrationSchema.parse({ firstName: "Ana", lastName: "Ruiz", email, password: "Riverside-Drive-88", returnUrl });
    const result = await registerAccount(database.db, input, `10.7.0.${counter}`);
    if (!result.ok) throw new Error(result.message);
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error("no account made");
    return { email, userId: user.id };
  }

  async function linkAfterRegistering(returnUrl: unknown): Promise<URL> {
    const { email } = await register(returnUrl);
    return newestLinkTo(email);
  }

  /** Runs the queued mail jobs, then reads the verification link of the newest mail to `email`. */
  async function newestLinkTo(email: string): Promise<URL> {
    const worker = startJobWorker({ db: database.db, handlers: createAccountMailJobHandlers(), logger: createLogger(undefined, "silent"), intervalMs: 3_600_000 });
    try {
      while ((await worker.runOnce()) > 0);
    } finally {
      await worker.stop();
    }
    const mail = mailbox.messages.filter((message) => message.to === email).at(-1);
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify-email\?\S+/)?.[0];
    if (!link) throw new Error("no verification link");
    return new URL(link);
  }

  it("carries a same-site returnUrl to the verification page", async () => {
    const link = await linkAfterRegistering("/booking");
    expect(link.pathname).toBe("/auth/verify-email");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
    expect(link.searchParams.get("returnUrl")).toBe("/booking");
  });

  it("drops a returnUrl that leaves the site, and sends the plain link without one", async () => {
    for (const returnUrl of ["https://evil.example/booking", "//evil.example", "/\\evil.example", undefined]) {
      const link = await linkAfterRegistering(returnUrl);
      expect(link.searchParams.get("returnUrl")).toBeNull();
      expect(link.searchParams.get("token")).not.toBeNull();
    }
  });

  it("keeps the way back in a link sent again from the notice page, and only when it is ours", async () => {
    const { email, userId } = await register(undefined);
    await newestLinkTo(email);
    await expect(resendVerification(database.db, { id: userId, emailVerified: false }, "/booking")).resolves.toEqual({ ok: true, alreadyVerified: false });
    expect((await newestLinkTo(email)).searchParams.get("returnUrl")).toBe("/booking");
    await resendVerification(database.db, { id: userId, emailVerified: false }, "https://evil.example/booking");
    const plain = await newestLinkTo(email);
    expect(plain.searchParams.get("returnUrl")).toBeNull();
    expect(plain.searchParams.get("token")).not.toBeNull();
  });
});
