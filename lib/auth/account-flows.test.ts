import { eq } from "drizzle-orm";
import { jobs, oauthAccounts, userSpecialOffers, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { installMailbox } from "@/lib/platform/mail/testing";
import { verifyEmail, resendVerification } from "./email-verification";
import { signInWithGoogle } from "./google";
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset, resetPassword } from "./password-reset";
import { registerAccount } from "./registration";
import { registrationSchema } from "./account-schemas";
import { accountMail } from "./account-mail";
import { createAccountMailJobHandlers } from "./account-mail-jobs";
import { startJobWorker } from "@/lib/platform/jobs/worker";
import { createLogger } from "@/lib/platform/log/logger";
import { SIGN_IN_MESSAGES, signInWithPassword } from "./sign-in";
import { emailMatches, findUserByEmail, loadSessionUser, normalizeEmail } from "./users";

const PASSWORD = "Riverside-Drive-88";
const REGISTRATION_ATTEMPT_SUBJECT = accountMail.registrationAttempt("", "", "").subject;
let counter = 0;
const newEmail = () => `flow${++counter}-${Date.now().toString(36)}@example.com`;

describe.each(testDrivers())("account flows on %s", (driver) => {
  const database = useTestDatabase(driver);
  let mailbox: ReturnType<typeof installMailbox>;

  beforeAll(async () => {
    mailbox = installMailbox();
  });
  afterAll(async () => {
    mailbox.restore();
  });

  /** Account mails go through the durable job queue: this runs the queue like the server's worker. */
  async function deliverMail() {
    const worker = startJobWorker({ db: database.db, handlers: createAccountMailJobHandlers(), logger: createLogger(undefined, "silent"), intervalMs: 3_600_000 });
    try {
      while ((await worker.runOnce()) > 0);
    } finally {
      await worker.stop();
    }
  }

  async function register(email = newEmail()) {
    const result = await registerAccount(database.db, { firstName: "Ana", lastName: "Ruiz", email, password: PASSWORD }, `10.0.0.${counter}`);
    if (!result.ok) throw new Error(result.message);
    await deliverMail();
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error("not registered");
    return { id: user.id, email: normalizeEmail(email) };
  }

  it("registers a customer, gives the new-account offers and sends a verification link that works once", async () => {
    const account = await register("  New.Person@Example.com ");
    const [row] = await database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ email: "new.person@example.com", role: "Customer", emailVerifiedAt: null });
    expect(await database.db.select().from(userSpecialOffers).where(eq(userSpecialOffers.userId, account.id))).toHaveLength(1);

    const token = mailbox.linkIn("new.person@example.com", "/auth/verify-email");
    expect(await verifyEmail(database.db, token)).toBe("verified");
    expect(await verifyEmail(database.db, token)).toBe("already-verified");
    expect(await verifyEmail(database.db, "x".repeat(43))).toBe("invalid");
    expect((await loadSessionUser(database.db, account.id))?.emailVerified).toBe(true);
  });

  it("answers a taken email exactly like a free one, makes no second account, and tells the owner instead", async () => {
    const account = await register();
    const sentBefore = mailbox.messages.length;
    const again = await registerAccount(database.db, { firstName: "Mallory", lastName: "Grant", email: account.email.toUpperCase(), password: "Other-Password-77" }, "10.9.9.9");
    const fresh = await registerAccount(database.db, { firstName: "Mallory", lastName: "Grant", email: newEmail(), password: "Other-Password-77" }, "10.9.9.9");
    expect(again).toEqual(fresh);
    expect(again).toEqual({ ok: true });
    expect(await database.db.select().from(users).where(emailMatches(account.email))).toHaveLength(1);

    await deliverMail();
    const toOwner = mailbox.messages.slice(sentBefore).filter((mail) => mail.to === account.email);
    expect(toOwner.map((mail) => mail.subject)).toEqual([REGISTRATION_ATTEMPT_SUBJECT]);
    expect(toOwner[0]?.text).not.toContain("Mallory");
    expect(toOwner[0]?.text).not.toContain("/auth/verify-email");
  });

  it("queues account mail rather than sending it in the request, so a mail outage fails nothing", async () => {
    const account = await register();
    const jobsBefore = (await database.db.select().from(jobs)).length;
    const sentBefore = mailbox.messages.length;
    expect(await requestPasswordReset(database.db, account.email, "2.2.9.9")).toEqual({ ok: true });
    expect(await requestPasswordReset(database.db, newEmail(), "2.2.9.9")).toEqual({ ok: true });
    expect(mailbox.messages.length).toBe(sentBefore);
    expect((await database.db.select().from(jobs)).length).toBe(jobsBefore + 2);
    await deliverMail();
    expect(mailbox.messages.slice(sentBefore).map((mail) => mail.to)).toEqual([account.email]);
  });

  it.each(["Visit https://win.example", "www.cheap-pills.example", "Ana //evil", "Ana\nRuiz", "evil-pay.com/r", "evil\u200b-pay.com"])("refuses the name %j (no links, one line)", (firstName) => {
    const parsed = registrationSchema.safeParse({ firstName, lastName: "Ruiz", email: newEmail(), password: PASSWORD });
    expect(parsed.success).toBe(false);
  });

  it("limits resending the verification link", async () => {
    const account = await register();
    const user = await loadSessionUser(database.db, account.id);
    if (!user) throw new Error("no user");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await resendVerification(database.db, user));
    expect(results.slice(0, 3).every((result) => result.ok)).toBe(true);
    expect(results[3]).toMatchObject({ ok: false, message: expect.stringContaining("Try again in") });
  });

  it("signs in with the right password only, tells a blocked user why, and counts failures", async () => {
    const account = await register();
    expect(await signInWithPassword(database.db, { email: account.email, password: "wrong", address: "1.1.1.1" })).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    expect(await signInWithPassword(database.db, { email: newEmail(), password: PASSWORD, address: "1.1.1.1" })).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    const ok = await signInWithPassword(database.db, { email: account.email.toUpperCase(), password: PASSWORD, address: "1.1.1.1" });
    expect(ok.ok && ok.user.id).toBe(account.id);

    await database.db.update(users).set({ status: "blocked", blockedReason: "Repeated no-shows" }).where(eq(users.id, account.id));
    const blocked = await signInWithPassword(database.db, { email: account.email, password: PASSWORD, address: "1.1.1.1" });
    expect(blocked).toEqual({ ok: false, message: SIGN_IN_MESSAGES.blocked("Repeated no-shows") });
    expect(SIGN_IN_MESSAGES.blocked("Repeated no-shows")).toContain("blocked by an administrator: Repeated no-shows");
  });

  it("answers a reset request the same way for unknown addresses, and a reset works once and ends every session", async () => {
    const account = await register();
    expect(await requestPasswordReset(database.db, newEmail(), "2.2.2.2")).toEqual({ ok: true });
    expect(await requestPasswordReset(database.db, account.email, "2.2.2.2")).toEqual({ ok: true });
    expect(FORGOT_PASSWORD_ANSWER).toContain("If an account uses that email");
    await deliverMail();
    const token = mailbox.linkIn(account.email, "/auth/reset-password");
    const before = await loadSessionUser(database.db, account.id);

    expect(await resetPassword(database.db, token, "Brand-New-Password-1")).toBe(true);
    expect(await resetPassword(database.db, token, "Another-Password-2")).toBe(false);
    const after = await loadSessionUser(database.db, account.id);
    expect(after?.sessionVersion).toBe((before?.sessionVersion ?? 0) + 1);
    expect(after?.emailVerified).toBe(true);
    expect((await signInWithPassword(database.db, { email: account.email, password: "Brand-New-Password-1", address: "3.3.3.3" })).ok).toBe(true);
  });

  it("retires every older reset link once one of them is used", async () => {
    const account = await register();
    await requestPasswordReset(database.db, account.email, "2.2.2.3");
    await deliverMail();
    const older = mailbox.linkIn(account.email, "/auth/reset-password");
    await requestPasswordReset(database.db, account.email, "2.2.2.3");
    await deliverMail();
    const newer = mailbox.linkIn(account.email, "/auth/reset-password");
    expect(newer).not.toBe(older);

    expect(await resetPassword(database.db, newer, "Brand-New-Password-1")).toBe(true);
    expect(await resetPassword(database.db, older, "Attacker-Chosen-Password-9")).toBe(false);
    expect((await signInWithPassword(database.db, { email: account.email, password: "Brand-New-Password-1", address: "3.3.3.4" })).ok).toBe(true);
  });

  it("links Google to an existing account with the same email instead of duplicating it", async () => {
    const account = await register();
    const profile = { sub: `google-${counter}`, email: account.email.toUpperCase(), email_verified: true, given_name: "Ana", family_name: "Ruiz" };
    const first = await signInWithGoogle(database.db, profile);
    const second = await signInWithGoogle(database.db, profile);
    expect(first.ok && first.user.id).toBe(account.id);
    expect(second.ok && second.user.id).toBe(account.id);
    expect(await database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account.id))).toHaveLength(1);
    expect((await loadSessionUser(database.db, account.id))?.emailVerified).toBe(true);
  });

  it("creates a verified customer for a new Google user, and refuses unverified or blocked ones", async () => {
    const email = newEmail();
    const created = await signInWithGoogle(database.db, { sub: `g-new-${counter}`, email, email_verified: true, name: "Kiara Brooks" });
    expect(created.ok && created.user).toMatchObject({ firstName: "Kiara", lastName: "Brooks", role: "Customer", emailVerified: true });
    expect(await signInWithGoogle(database.db, { sub: "g-unverified", email: newEmail(), email_verified: false })).toEqual({ ok: false, reason: "google-unverified" });
    if (!created.ok) return;
    await database.db.update(users).set({ status: "blocked", blockedReason: "Fraud" }).where(eq(users.id, created.user.id));
    expect(await signInWithGoogle(database.db, { sub: `g-new-${counter}`, email, email_verified: true })).toEqual({ ok: false, reason: "blocked" });
  });
});
