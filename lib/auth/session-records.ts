import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { userPictures, userSessions, users } from "@/lib/platform/db/schema";
import { SessionUnavailableError } from "./session-errors";
import type { SessionTokenClaims } from "./session-token";
import { toSessionUser, type SessionUser } from "./users";

/** last_seen_at is written at most this often per session: a cheap, rough "last active". */
export const LAST_SEEN_REFRESH_MS = 5 * 60 * 1000;
/** A session unused this long has expired with its cookie (the session lifetime). */
const SESSION_IDLE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_USER_AGENT_LENGTH = 400;

export type SessionCheck = { kind: "active"; user: SessionUser; sessionId: string; lastSeenAt: Date } | { kind: "ended" };

/** Records a new sign-in and returns its id, which the session token carries as `sid`. */
export async function startSession(db: Database, user: Pick<SessionUser, "id" | "sessionVersion">, userAgent: string | null): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({ userId: user.id, sessionVersion: user.sessionVersion, userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null })
    .returning({ id: userSessions.id });
  if (!row) throw new Error("the session record was not created");
  return row.id;
}

/**
 * Checks a session token against the database with one read (the user, the picture and the
 * session record joined). Ended: no such user, the user's session version moved on, or the
 * record is missing or revoked. A database failure throws SessionUnavailableError instead,
 * which must never be mistaken for an ended session.
 */
export async function checkSession(db: Database, claims: SessionTokenClaims): Promise<SessionCheck> {
  let row;
  try {
    [row] = await db
      .select({ user: users, pictureUpdatedAt: userPictures.updatedAt, session: userSessions })
      .from(users)
      .leftJoin(userPictures, eq(userPictures.userId, users.id))
      .leftJoin(userSessions, and(eq(userSessions.id, claims.sid), eq(userSessions.userId, users.id)))
      .where(eq(users.id, claims.sub))
      .limit(1);
  } catch (error) {
    throw new SessionUnavailableError(error);
  }
  if (!row?.session || row.session.revokedAt !== null) return { kind: "ended" };
  if (row.user.sessionVersion !== claims.sv || row.session.sessionVersion !== claims.sv) return { kind: "ended" };
  return { kind: "active", user: toSessionUser(row.user, row.pictureUpdatedAt), sessionId: row.session.id, lastSeenAt: row.session.lastSeenAt };
}

/**
 * Notes that the session was used, unless that was noted within the last few minutes; the
 * condition keeps it to one cheap write per session per interval, whatever the traffic.
 */
export async function touchSession(db: Database, check: Extract<SessionCheck, { kind: "active" }>, now = new Date()): Promise<void> {
  if (now.getTime() - check.lastSeenAt.getTime() < LAST_SEEN_REFRESH_MS) return;
  const staleBefore = new Date(now.getTime() - LAST_SEEN_REFRESH_MS);
  await db
    .update(userSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(userSessions.id, check.sessionId), sql`${userSessions.lastSeenAt} < ${staleBefore.toISOString()}::timestamptz`));
}

export interface ActiveSession {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The user's sessions that still work, most recently used first. */
export async function listActiveSessions(db: Database, userId: string, now = new Date()): Promise<ActiveSession[]> {
  return db
    .select({ id: userSessions.id, userAgent: userSessions.userAgent, createdAt: userSessions.createdAt, lastSeenAt: userSessions.lastSeenAt })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        eq(userSessions.sessionVersion, users.sessionVersion),
        gt(userSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_LIMIT_MS)),
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt));
}

/** Revokes one session of the user; false when it is not theirs or already ended. */
export async function revokeSession(db: Database, userId: string, sessionId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return rows.length > 0;
}

/** Revokes every session of the user, or every one but `keep`; returns the ids revoked. */
export async function revokeAllSessions(db: Database, userId: string, options: { keep?: string; now?: Date } = {}): Promise<string[]> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), options.keep ? ne(userSessions.id, options.keep) : undefined))
    .returning({ id: userSessions.id });
  return rows.map((row) => row.id);
}

/** After this browser's own password change: its record moves to the user's new session version. */
export async function carrySessionForward(db: Database, sessionId: string, userId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ sessionVersion: sql`(select ${users.sessionVersion} from ${users} where ${users.id} = ${userId})` })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}
