import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { changePasswordSchema } from "@/lib/auth/account-schemas";
import { queueAccountMail } from "@/lib/auth/account-mail-jobs";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { retireLinkTokens } from "@/lib/auth/link-tokens";
import { carrySessionForward } from "@/lib/auth/session-records";
import { PASSWORD_CHANGED_REASON, publishSessionsEnded } from "@/lib/auth/session-revocation";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { loadSessionUser, type SessionUser } from "@/lib/auth/users";
import { checkCurrentPassword } from "./password-check";
import type { Failure } from "@/lib/kernel/failure";

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const PASSWORD_CHANGED_MESSAGE = "Your password is changed. You stay signed in here; other devices were signed out.";
export const WRONG_CURRENT_PASSWORD = "That is not your current password.";
export const SAME_PASSWORD_MESSAGE = "Choose a password different from your current one.";
export const CHANGED_MEANWHILE_MESSAGE = "Your password was just changed somewhere else. Reload the page and try again.";

export type ChangePasswordResult = { ok: true; user: SessionUser } | Failure;

/**
 * Sets a new password after checking the current one, and bumps the session version so every
 * other session ends on its next request. Returns the user with the new version, for the
 * caller to re-issue this browser's session. Queues the "password changed" notice with the
 * change, so it goes out exactly when the change commits, and a mail outage fails nothing.
 */
export async function changePassword(
  db: Database,
  userId: string,
  input: ChangePasswordInput,
  /** The sign-in that made the change: it stays, every other one ends. */
  currentSessionId?: string,
): Promise<ChangePasswordResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { ok: false, kind: "not-found", message: "Your account was not found." };
  const check = await checkCurrentPassword(db, user, input.currentPassword, WRONG_CURRENT_PASSWORD);
  if (!check.ok) return { ...check, fieldErrors: { currentPassword: check.message } };
  if (await verifyPassword(check.passwordHash, input.newPassword)) {
    return { ok: false, kind: "invalid", message: SAME_PASSWORD_MESSAGE, fieldErrors: { newPassword: SAME_PASSWORD_MESSAGE } };
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Conditional on the hash just verified: of two changes racing, only one can win.
  // Outstanding reset links are retired in the same step: one of them could undo this change.
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(and(eq(users.id, userId), eq(users.passwordHash, check.passwordHash)))
      .returning({ id: users.id });
    if (rows.length === 0) return rows;
    await retireLinkTokens(tx, userId, ["reset-password"]);
    if (currentSessionId) await carrySessionForward(tx, currentSessionId, userId);
    // Other devices' real-time connections close now, like a forced logout; sent on commit.
    await publishSessionsEnded(tx, userId, { except: currentSessionId, reason: PASSWORD_CHANGED_REASON, code: "password-changed" });
    await queueAccountMail(tx, "passwordChanged", { userId });
    return rows;
  });
  if (updated.length === 0) return { ok: false, kind: "conflict", message: CHANGED_MEANWHILE_MESSAGE };
  const fresh = await loadSessionUser(db, userId);
  if (!fresh) return { ok: false, kind: "not-found", message: "Your account was not found." };
  return { ok: true, user: fresh };
}
