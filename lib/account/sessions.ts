import type { Database } from "@/lib/platform/db";
import type { SessionView } from "./session-view";
import { deviceLabel } from "@/lib/auth/device-label";
import { listActiveSessions } from "@/lib/auth/session-records";
import { endSessionsOf, REVOKED_REASON, SIGNED_OUT_EVERYWHERE_REASON } from "@/lib/auth/session-revocation";

export const SESSION_NOT_FOUND_MESSAGE = "That device is already signed out.";


export async function sessionsOf(db: Database, userId: string, currentSessionId: string | null): Promise<SessionView[]> {
  const sessions = await listActiveSessions(db, userId);
  return sessions.map((session) => ({
    id: session.id,
    device: deviceLabel(session.userAgent),
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
  }));
}

/** Signs one of the user's devices out; its open pages are told and disconnected at once. */
export async function signOutSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  return (await endSessionsOf(db, userId, { only: sessionId, reason: REVOKED_REASON })) > 0;
}

/** Signs every device out, this one included. */
export async function signOutEverywhere(db: Database, userId: string): Promise<number> {
  return endSessionsOf(db, userId, { reason: SIGNED_OUT_EVERYWHERE_REASON });
}
