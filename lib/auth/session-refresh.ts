import type { JWT } from "next-auth/jwt";
import type { Database } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { sessionClaims } from "./session-claims";
import { SessionEndedError, SessionUnavailableError } from "./session-errors";
import { checkSession, touchSession } from "./session-records";
import { sessionTokenClaimsSchema } from "./session-token";

/**
 * next-auth's jwt callback after sign-in: compares the token with the database on every read,
 * so a block, role change, forced logout, password change or revoked session ends it on its
 * very next request. A token without a session record (issued before records existed) ends too.
 * Throws SessionEndedError for an ended session and SessionUnavailableError when the database
 * cannot answer; the caller must keep the cookie in the second case.
 */
export async function refreshSessionToken(openDb: () => Promise<Database>, token: JWT, logger: Logger): Promise<JWT> {
  const claims = sessionTokenClaimsSchema.safeParse(token);
  if (!claims.success) throw new SessionEndedError();
  let db: Database;
  try {
    db = await openDb();
  } catch (error) {
    throw new SessionUnavailableError(error);
  }
  const check = await checkSession(db, claims.data);
  if (check.kind === "ended") throw new SessionEndedError();
  // Last-seen is a nicety: failing to write it must not fail the request.
  await touchSession(db, check).catch((error: unknown) => logger.warn({ err: error }, "could not note session activity"));
  return sessionClaims(check.user, check.sessionId);
}
