import { and, eq } from "drizzle-orm";
import { changeEmailSchema } from "@/lib/auth/account-schemas";
import { issueLinkToken, consumeLinkToken } from "@/lib/auth/link-tokens";
import { checkSession, startSession } from "@/lib/auth/session-records";
import { jobs, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { confirmEmailChange, requestEmailChange, SAME_EMAIL_MESSAGE, WRONG_PASSWORD_MESSAGE } from "./change-email";
import { createTestUser, deliverQueuedMail, failingMailer, recordingMailer, TEST_PASSWORD, tokenFrom } from "./test-support";

const EMAIL_CHANGE_ATTEMPT_SUBJECT = "Someone tried to use your email address";

describe.each(testDrivers())("change email on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  // Mail a test queued and did not read must not reach the next test's mailbox.
  afterEach(async () => {
    await deliverQueuedMail(database.db, recordingMailer().mail);
  });

  /** A retry waits with backoff; the tests let it be due now instead of waiting. */
  async function retryNow() {
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, "pending"));
  }

  async function emailOf(id: string) {
    const [row] = await database.db.select({ email: users.email, verifiedAt: users.emailVerifiedAt, sv: users.sessionVersion }).from(users).where(eq(users.id, id));
    return row;
  }

  it("mails a link to the new address, changes nothing until it is opened, then switches once", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();
    const input = changeEmailSchema.parse({ newEmail: "  Ana.New@Example.com ", password: TEST_PASSWORD });
    expect(await requestEmailChange(database.db, user.id, input)).toEqual({ ok: true, newEmail: "ana.new@example.com" });

    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: "ana.new@example.com", content: { subject: "Confirm your new email address" } });
    expect(mailer.sent[0]?.content.action?.url).toMatch(/\/auth\/confirm-email\?token=[A-Za-z0-9_-]+$/);
    expect(await emailOf(user.id)).toMatchObject({ email: user.email, verifiedAt: null });

    const token = tokenFrom(mailer.sent[0]);
    expect(await confirmEmailChange(database.db, token)).toEqual({ kind: "changed", newEmail: "ana.new@example.com" });
    await deliverQueuedMail(database.db, mailer.mail);
    const after = await emailOf(user.id);
    expect(after?.email).toBe("ana.new@example.com");
    expect(after?.verifiedAt).toBeInstanceOf(Date);
    expect(after?.sv).toBe(user.sessionVersion);
    expect(mailer.sent[1]).toMatchObject({ to: user.email, content: { subject: "Your account email was changed" } });
    expect(mailer.sent[1]?.content.paragraphs.join(" ")).toContain("ana.new@example.com");

    expect(await confirmEmailChange(database.db, token)).toEqual({ kind: "invalid" });
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent).toHaveLength(2);
  });

  it("refuses a wrong password and the same address, sending nothing", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();

    expect(await requestEmailChange(database.db, user.id, { newEmail: "fresh@example.com", password: "wrong" })).toMatchObject({
      kind: "invalid",
      fieldErrors: { password: WRONG_PASSWORD_MESSAGE },
    });
    expect(await requestEmailChange(database.db, user.id, { newEmail: user.email.toUpperCase(), password: TEST_PASSWORD })).toMatchObject({
      kind: "invalid",
      fieldErrors: { newEmail: SAME_EMAIL_MESSAGE },
    });
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent).toEqual([]);
  });

  it("answers an address in use exactly like a free one, and tells its owner instead of mailing a link", async () => {
    const user = await createTestUser(database.db, { firstName: "Visit evil" });
    const owner = await createTestUser(database.db);
    const mailer = recordingMailer();

    const taken = await requestEmailChange(database.db, user.id, { newEmail: owner.email.toUpperCase(), password: TEST_PASSWORD });
    const free = await requestEmailChange(database.db, user.id, { newEmail: "free-address@example.com", password: TEST_PASSWORD });
    expect(taken).toEqual({ ok: true, newEmail: owner.email });
    expect(free).toEqual({ ok: true, newEmail: "free-address@example.com" });

    await deliverQueuedMail(database.db, mailer.mail);
    const toOwner = mailer.sent.filter((mail) => mail.to === owner.email);
    expect(toOwner.map((mail) => mail.content.subject)).toEqual([EMAIL_CHANGE_ATTEMPT_SUBJECT]);
    expect(toOwner[0]?.content.action).toBeUndefined();
    expect(JSON.stringify(toOwner[0]?.content)).not.toContain("Visit evil");
    expect(await emailOf(owner.id)).toMatchObject({ email: owner.email });
    // The link to a free address carries nothing the requester typed: no relay for their words.
    const toFree = mailer.sent.filter((mail) => mail.to === "free-address@example.com");
    expect(toFree).toHaveLength(1);
    expect(JSON.stringify(toFree[0]?.content)).not.toContain("Visit evil");
  });

  it("limits change requests per account and per new address", async () => {
    const user = await createTestUser(database.db);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await requestEmailChange(database.db, user.id, { newEmail: `per-user-${i}@example.com`, password: TEST_PASSWORD }));
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(answers[5]).toMatchObject({ ok: false, kind: "rate-limited", message: expect.stringContaining("Try again in") });

    const target = "many-askers@example.com";
    const perAddress = [];
    for (let i = 0; i < 4; i++) {
      const asker = await createTestUser(database.db);
      perAddress.push(await requestEmailChange(database.db, asker.id, { newEmail: target, password: TEST_PASSWORD }));
    }
    expect(perAddress.slice(0, 3).every((answer) => answer.ok)).toBe(true);
    expect(perAddress[3]).toMatchObject({ ok: false, kind: "rate-limited" });
  });

  it("limits change requests from one client address across accounts", async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) {
      const asker = await createTestUser(database.db);
      answers.push(await requestEmailChange(database.db, asker.id, { newEmail: `from-one-place-${i}@example.com`, password: TEST_PASSWORD }, { clientAddress: "203.0.113.50" }));
    }
    expect(answers.slice(0, 20).every((answer) => answer.ok)).toBe(true);
    expect(answers[20]).toMatchObject({ ok: false, kind: "rate-limited" });
  });

  it("says the address was taken when someone got it before the link was opened", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();
    await requestEmailChange(database.db, user.id, { newEmail: "contested@example.com", password: TEST_PASSWORD });
    await deliverQueuedMail(database.db, mailer.mail);
    await createTestUser(database.db, { email: "Contested@example.com" });

    expect(await confirmEmailChange(database.db, tokenFrom(mailer.sent[0]))).toEqual({ kind: "taken", newEmail: "contested@example.com" });
    expect((await emailOf(user.id))?.email).toBe(user.email);
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent).toHaveLength(1);
  });

  it("keeps only the newest link, and retires the old address's links once switched", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();
    await requestEmailChange(database.db, user.id, { newEmail: "first-choice@example.com", password: TEST_PASSWORD });
    await deliverQueuedMail(database.db, mailer.mail);
    await requestEmailChange(database.db, user.id, { newEmail: "second-choice@example.com", password: TEST_PASSWORD });
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent.map((mail) => mail.to)).toEqual(["first-choice@example.com", "second-choice@example.com"]);
    expect(await confirmEmailChange(database.db, tokenFrom(mailer.sent[0]))).toEqual({ kind: "invalid" });

    const resetLink = await issueLinkToken(database.db, { userId: user.id, kind: "reset-password" });
    expect(await confirmEmailChange(database.db, tokenFrom(mailer.sent[1]))).toEqual({ kind: "changed", newEmail: "second-choice@example.com" });
    expect(await consumeLinkToken(database.db, "reset-password", resetLink)).toBeNull();
  });

  it("ends every other session of the account once switched, keeping the one that opened the link", async () => {
    const user = await createTestUser(database.db);
    const here = await startSession(database.db, user, "jest");
    const elsewhere = await startSession(database.db, user, "jest");
    const mailer = recordingMailer();
    await requestEmailChange(database.db, user.id, changeEmailSchema.parse({ newEmail: `moved-${user.id.slice(0, 8)}@example.com`, password: TEST_PASSWORD }));
    await deliverQueuedMail(database.db, mailer.mail);
    const outcome = await confirmEmailChange(database.db, tokenFrom(mailer.sent[0]), { userId: user.id, sessionId: here });
    expect(outcome.kind).toBe("changed");
    const active = async (sid: string) => (await checkSession(database.db, { sub: user.id, sv: user.sessionVersion, sid })).kind === "active";
    expect([await active(here), await active(elsewhere)]).toEqual([true, false]);
  });

  it("fails no request while the mail server is down: the worker sends the link and the notice once it is back", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();
    const newEmail = `outage-${user.id.slice(0, 8)}@example.com`;
    expect(await requestEmailChange(database.db, user.id, { newEmail, password: TEST_PASSWORD })).toEqual({ ok: true, newEmail });
    // The queue holds who and where, never a usable link: the token is made when the job runs.
    const [queued] = await database.db.select().from(jobs).where(and(eq(jobs.kind, "account-mail.confirm-new-email"), eq(jobs.status, "pending")));
    expect(queued?.payload).toEqual({ userId: user.id, newEmail });

    await deliverQueuedMail(database.db, failingMailer);
    expect(mailer.sent).toEqual([]);
    await retryNow();
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([newEmail]);

    expect(await confirmEmailChange(database.db, tokenFrom(mailer.sent[0]))).toEqual({ kind: "changed", newEmail });
    await deliverQueuedMail(database.db, failingMailer);
    await retryNow();
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent[1]).toMatchObject({ to: user.email, content: { subject: "Your account email was changed" } });
  });

  it("treats garbage and other kinds of tokens as invalid", async () => {
    const user = await createTestUser(database.db);
    const verifyToken = await issueLinkToken(database.db, { userId: user.id, kind: "verify-email" });
    expect(await confirmEmailChange(database.db, verifyToken)).toEqual({ kind: "invalid" });
    expect(await confirmEmailChange(database.db, "nope")).toEqual({ kind: "invalid" });
  });
});
