import type { Database } from "@/lib/platform/db";
import { publishUserEvent } from "@/lib/platform/events/user-events";
import { revokeAllSessions, revokeSession } from "./session-records";

export const SIGNED_OUT_REASON = "You signed out.";
export const REVOKED_REASON = "This device was signed out from your profile.";
export const SIGNED_OUT_EVERYWHERE_REASON = "You signed out on every device.";
export const CREDENTIALS_CHANGED_REASON = "Your email address was changed, so this device was signed out.";
export const PASSWORD_CHANGED_REASON = "Your password was changed on another device, so this device was signed out.";

export type SessionSelection = { only: string } | { except?: string };
/** Why sessions end: the words the devices show, and a code when /login has more to say. */
type EndingReason = { reason: string; code?: "password-changed" };

/**
 * Revokes sessions of a user and tells their real-time connections, in one transaction: the
 * event goes out only if the revocation commits, and the hubs then close exactly those
 * connections (like a forced logout). Returns how many sessions were revoked.
 */
export async function endSessionsOf(db: Database, userId: string, selection: SessionSelection & EndingReason, now = new Date()): Promise<number> {
  return db.transaction((tx) => endSessionsWithin(tx, userId, selection, now));
}

/** The same, inside a transaction the caller already holds. */
export async function endSessionsWithin(tx: Database, userId: string, selection: SessionSelection & EndingReason, now = new Date()): Promise<number> {
  const revoked = "only" in selection ? ((await revokeSession(tx, userId, selection.only, now)) ? 1 : 0) : (await revokeAllSessions(tx, userId, { keep: selection.except, now })).length;
  await publishSessionsEnded(tx, userId, selection, now);
  return revoked;
}

/** The ForceLogout event for the selected sessions' connections; they close after it arrives. */
export async function publishSessionsEnded(db: Database, userId: string, selection: SessionSelection & EndingReason, now = new Date()): Promise<void> {
  await publishUserEvent(db, {
    userId,
    event: { target: "ForceLogout", payload: { reason: selection.reason, timestamp: now.toISOString(), ...(selection.code ? { code: selection.code } : {}) } },
    endsSessions: true,
    ...("only" in selection ? { sessionId: selection.only } : selection.except ? { exceptSessionId: selection.except } : {}),
  });
}
