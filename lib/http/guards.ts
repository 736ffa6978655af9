import "server-only";
import { BLOCKED_READ_ONLY_MESSAGE } from "@/lib/account/read-only-notice";
import { getCurrentSession, type CurrentSession } from "@/lib/auth/session";
import { sessionUnavailableResponse } from "@/lib/auth/session-availability";
import { isSessionUnavailable } from "@/lib/auth/session-errors";
import { hasRole, type Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/users";
import { errorResponse } from "./responses";

export type Guarded = { ok: true; user: SessionUser; sessionId: string } | { ok: false; response: Response };

/** Route handlers: the signed-in user, or 401; 503 (cookie kept) while sessions cannot be checked. */
export async function requireApiUser(): Promise<Guarded> {
  let current: CurrentSession | null;
  try {
    current = await getCurrentSession();
  } catch (error) {
    if (isSessionUnavailable(error)) return { ok: false, response: sessionUnavailableResponse() };
    throw error;
  }
  return current ? { ok: true, ...current } : { ok: false, response: errorResponse(401, "Please sign in to continue.") };
}

/** Route handlers that change something: a blocked user keeps a read-only session. */
export async function requireActiveApiUser(): Promise<Guarded> {
  const guarded = await requireApiUser();
  if (guarded.ok && guarded.user.blocked) return { ok: false, response: errorResponse(403, BLOCKED_READ_ONLY_MESSAGE) };
  return guarded;
}

/** Route handlers for staff: 401 for visitors, 403 for the wrong role. */
export async function requireApiRole(roles: readonly Role[]): Promise<Guarded> {
  const guarded = await requireApiUser();
  if (guarded.ok && !hasRole(guarded.user.role, roles)) {
    return { ok: false, response: errorResponse(403, "You do not have permission to do that.") };
  }
  return guarded;
}
