import "server-only";
import { BLOCKED_READ_ONLY_MESSAGE } from "@/lib/account/read-only-notice";
import { getCurrentSession, type CurrentSession } from "@/lib/auth/session";
import { SESSION_RETRY_AFTER_SECONDS, SESSION_UNAVAILABLE_MESSAGE } from "./session-availability";
import { isSessionUnavailable } from "@/lib/auth/session-errors";
import type { Role } from "@/lib/kernel/enums/roles";
import type { SessionUser } from "@/lib/auth/users";
import { failure, type Failure } from "@/lib/kernel/failure";

/**
 * What a guard lets through. `blockedMessage` is how its area words the refusal of a blocked
 * user's change; route() applies that rule to every write (docs/security.md, "Blocked
 * accounts are read-only").
 */
export type Access = { ok: true; user: SessionUser; sessionId?: string; blockedMessage?: string } | Failure;

export const SIGN_IN_MESSAGE = "Please sign in to continue.";
export const FORBIDDEN_MESSAGE = "You do not have permission to do that.";

/** The signed-in user and session, or 401; 503 (the cookie kept) while sessions cannot be checked. */
export async function signedIn(): Promise<Access> {
  let current: CurrentSession | null;
  try {
    current = await getCurrentSession();
  } catch (error) {
    if (isSessionUnavailable(error)) return failure("unavailable", SESSION_UNAVAILABLE_MESSAGE, { retryAfterSeconds: SESSION_RETRY_AFTER_SECONDS });
    throw error;
  }
  return current ? { ok: true, user: current.user, sessionId: current.sessionId } : failure("unauthenticated", SIGN_IN_MESSAGE);
}

/**
 * A signed-in user who is not blocked. route() already refuses a blocked user's writes on any
 * guard; this is for a handler that checks a caller itself (the tip's signed-in branch).
 */
export async function activeUser(): Promise<Access> {
  const access = await signedIn();
  if (access.ok && access.user.blocked) return failure("forbidden", BLOCKED_READ_ONLY_MESSAGE);
  return access;
}

export interface GuardOptions {
  /** How this area words the refusal of a blocked user's change (route() refuses it). */
  blockedMessage?: string;
  /** Refuse a blocked account its reads too (the cleaner's cabinet: a blocked cleaner sees no jobs). */
  refuseBlockedReads?: boolean;
}

/**
 * 401 for visitors, 403 for a role `allowed` refuses. The areas' guards (admin-access.ts) pass
 * a question to the one table of abilities (lib/kernel/enums/abilities.ts).
 */
export function withPermission(allowed: (role: Role) => boolean, options: GuardOptions = {}): () => Promise<Access> {
  return async () => {
    const access = await signedIn();
    if (!access.ok) return access;
    if (!allowed(access.user.role)) return failure("forbidden", FORBIDDEN_MESSAGE);
    const blockedMessage = options.blockedMessage ?? BLOCKED_READ_ONLY_MESSAGE;
    if (options.refuseBlockedReads && access.user.blocked) return failure("forbidden", blockedMessage);
    return { ...access, blockedMessage };
  };
}
