import { desc, eq } from "drizzle-orm";
import { changePasswordSchema } from "@/lib/auth/account-schemas";
import { issueLinkToken } from "@/lib/auth/link-tokens";
import { verifyPassword } from "@/lib/auth/password";
import { resetPassword } from "@/lib/auth/password-reset";
import { jobs, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { changePassword, SAME_PASSWORD_MESSAGE, WRONG_CURRENT_PASSWORD } from "./change-password";
import { NO_PASSWORD_MESSAGE, PASSWORD_CHECK_LIMIT } from "./password-check";
import { USER_EVENTS_CHANNEL } from "@/lib/platform/events/user-events";
import { waitFor } from "@/lib/web/realtime/test-support";
import { createTestUser, deliverQueuedMail, failingMailer, recordingMailer, TEST_PASSWORD } from "./test-support";

const NEW_PASSWORD = "Brownstone-Morning-7";

describe.each(testDrivers())("change password on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  // Mail a test queued and did not read must not reach the next test's mailbox.
  afterEach(async () => {
    await deliverQueuedMail(database.db, recordingMailer().mail);
  });

  async function rowOf(id: string) {
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error("user gone");
    return row;
  }

  it("retires every outstanding reset link, so an old mail cannot undo the change", async () => {
    const user = await createTestUser(database.db);
    const resetToken = await issueLinkToken(database.db, { userId: user.id, kind: "reset-password" });
    const input = changePasswordSchema.parse({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect((await changePassword(database.db, user.id, input)).ok).toBe(true);
    expect(await resetPassword(database.db, resetToken, "Someone-Elses-Choice-3")).toBe(false);
    expect(await verifyPassword((await rowOf(user.id)).passwordHash ?? "", NEW_PASSWORD)).toBe(true);
  });

  it("sets the new password, bumps the session version and sends the notice", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();
    const input = changePasswordSchema.parse({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    const result = await changePassword(database.db, user.id, input);

    expect(result).toMatchObject({ ok: true, user: { id: user.id, sessionVersion: user.sessionVersion + 1 } });
    const after = await rowOf(user.id);
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);
    expect(await verifyPassword(after.passwordHash ?? "", NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(after.passwordHash ?? "", TEST_PASSWORD)).toBe(false);
    expect(mailer.sent).toEqual([]);
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent).toEqual([{ to: user.email, content: expect.objectContaining({ subject: "Your password was changed" }) }]);
  });

  it("tells the other devices, when signing them out, that the password was changed on another device", async () => {
    const user = await createTestUser(database.db);
    const received: unknown[] = [];
    const stop = await database.listen(USER_EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    try {
      const input = changePasswordSchema.parse({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect((await changePassword(database.db, user.id, input)).ok).toBe(true);
      await waitFor(() => received.length > 0);
    } finally {
      await stop();
    }
    expect(received[0]).toMatchObject({
      userId: user.id,
      event: { target: "ForceLogout", payload: { code: "password-changed", reason: "Your password was changed on another device, so this device was signed out." } },
    });
  });

  it("changes the password while the mail server is down; the worker sends the notice once it is back", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();
    const input = changePasswordSchema.parse({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect((await changePassword(database.db, user.id, input)).ok).toBe(true);
    await deliverQueuedMail(database.db, failingMailer);
    const [waiting] = await database.db.select().from(jobs).where(eq(jobs.kind, "account-mail.password-changed")).orderBy(desc(jobs.id)).limit(1);
    expect(waiting).toMatchObject({ status: "pending", payload: { userId: user.id }, lastError: expect.stringContaining("Service not available") });
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, waiting?.id ?? -1));
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent).toEqual([{ to: user.email, content: expect.objectContaining({ subject: "Your password was changed" }) }]);
  });

  it("changes nothing when the current password is wrong", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();
    const result = await changePassword(database.db, user.id, { currentPassword: "not-my-password", newPassword: NEW_PASSWORD });

    expect(result).toEqual({ ok: false, kind: "invalid", message: WRONG_CURRENT_PASSWORD, fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD } });
    const after = await rowOf(user.id);
    expect(after.passwordHash).toBe(user.passwordHash);
    expect(after.sessionVersion).toBe(user.sessionVersion);
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent).toEqual([]);
  });

  it("refuses the current password as the new one", async () => {
    const user = await createTestUser(database.db);
    const result = await changePassword(database.db, user.id, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(result).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { newPassword: SAME_PASSWORD_MESSAGE } });
    expect((await rowOf(user.id)).sessionVersion).toBe(user.sessionVersion);
  });

  it("stops guessing after too many wrong passwords, even the right one", async () => {
    const user = await createTestUser(database.db);
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.limit; i++) {
      expect(await changePassword(database.db, user.id, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD })).toMatchObject({ kind: "invalid" });
    }
    const blocked = await changePassword(database.db, user.id, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(blocked).toMatchObject({ ok: false, kind: "rate-limited", fieldErrors: { currentPassword: expect.stringMatching(/^Too many wrong passwords/) } });
    expect((await rowOf(user.id)).passwordHash).toBe(user.passwordHash);
  });

  it("explains that an account without a password (Google only) has none to change", async () => {
    const user = await createTestUser(database.db, { passwordHash: null });
    expect(await changePassword(database.db, user.id, { currentPassword: "anything", newPassword: NEW_PASSWORD })).toMatchObject({
      ok: false,
      kind: "invalid",
      fieldErrors: { currentPassword: NO_PASSWORD_MESSAGE },
    });
  });

  it("lets only one of two racing changes through", async () => {
    const user = await createTestUser(database.db);
    const mailer = recordingMailer();
    const results = await Promise.all(
      ["Racing-Pigeon-11", "Racing-Pigeon-22"].map((newPassword) => changePassword(database.db, user.id, { currentPassword: TEST_PASSWORD, newPassword })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect((await rowOf(user.id)).sessionVersion).toBe(user.sessionVersion + 1);
    // The notice is queued with the change that won, so it goes out once.
    await deliverQueuedMail(database.db, mailer.mail);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([user.email]);
  });
});
