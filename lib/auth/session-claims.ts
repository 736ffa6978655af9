import type { JWT } from "next-auth/jwt";
import type { SessionUser } from "./users";

/**
 * What a session token carries. next-auth's jwt callback and the re-issued cookie after a
 * password change both use this, so they cannot drift apart: the proxy reads `role` from the
 * token without asking the database, and every session read compares `sv` with it.
 */
export function sessionClaims(user: SessionUser, sessionId: string): JWT {
  return {
    sub: user.id,
    email: user.email,
    sv: user.sessionVersion,
    sid: sessionId,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    pictureUrl: user.pictureUrl,
    emailVerified: user.emailVerified,
    blocked: user.blocked,
  };
}
