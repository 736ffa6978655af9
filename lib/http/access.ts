import "server-only";
import { BLOCKED_READ_ONLY_MESSAGE } from "@/lib/account/read-only-notice";
import { getCurrentSession, type CurrentSession } from "@/lib/auth/session";
import { SESSION_RETRY_AFTER_SECONDS, SESSION_UNAVAILABLE_MESSAGE } from "@/lib/auth/session-availability";
import { isSessionUnavailable } from "@/lib/auth/session-errors";
import { hasRole, type Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/users";
import { failure, type Failure } from "./failure";

export type Access = { ok: true; user: SessionUser; sessionId?: string } | Failure;

export const SIGN_IN_MESSAGE = "Please sign in to continue.";
export const FORBIDDEN_MESSAGE = "You do not have permission to do that.";

/** The signed-in user and session, or 401; 503 (the cookie kept) while sessions cannot be checked. */
export async function signedIn(): Promise<Access> {
  let current: CurrentSession | null;
  try {
    current = await getCurrentSession();
  } catch (error) {
    if (isSessionUnavailable(error)) return failure(503, SESSION_UNAVAILABLE_MESSAGE, { retryAfterSeconds: SESSION_RETRY_AFTER_SECONDS });
    throw error;
  }
  return current ? { ok: true, user: current.user, sessionId: current.sessionId } : failure(401, SIGN_IN_MESSAGE);
}

/** For changes: a blocked user keeps a read-only session. */
export async function activeUser(): Promise<Access> {
  const access = await signedIn();
  if (access.ok && access.user.blocked) return failure(403, BLOCKED_READ_ONLY_MESSAGE);
  return access;
}

/** 401 for visitors, 403 for the wrong role; `blockedMessage` also refuses a blocked account. */
export function withRole(roles: readonly Role[], options: { blockedMessage?: string } = {}): () => Promise<Access> {
  return async () => {
    const access = await signedIn();
    if (!access.ok) return access;
    if (!hasRole(access.user.role, roles)) return failure(403, FORBIDDEN_MESSAGE);
    if (options.blockedMessage && access.user.blocked) return failure(403, options.blockedMessage);
    return access;
  };
}
