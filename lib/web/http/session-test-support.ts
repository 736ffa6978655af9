/** Signing in for tests of route handlers and pages, which read the session from the cookie. */
import { encode } from "next-auth/jwt";
import { getAuthOptions } from "@/lib/auth/options";
import { startSession } from "@/lib/auth/session-records";
import type { SessionUser } from "@/lib/auth/users";
import { resetConfigCache } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";

/**
 * Before the block's tests: the secret session cookies are sealed with, set before anything
 * builds the auth options (a secret the environment already gives is kept).
 */
export function authSecretBeforeAll(secret: string): void {
  beforeAll(() => {
    process.env.AUTH_SECRET ??= secret;
    resetConfigCache();
  });
}

/** The Cookie header of a browser signed in as `user`: a session started now, sealed as next-auth seals it. */
export async function sessionCookieFor(db: Database, user: Pick<SessionUser, "id" | "sessionVersion">): Promise<string> {
  const sessionId = await startSession(db, user, "jest");
  const token = await encode({ token: { sub: user.id, sv: user.sessionVersion, sid: sessionId }, secret: getAuthOptions().secret ?? "" });
  return `next-auth.session-token=${token}`;
}
