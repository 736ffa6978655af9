import "server-only";
import { getSessionUser } from "@/lib/auth/session";
import { hasRole, type Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/users";
import { errorResponse } from "./responses";

export type Guarded = { ok: true; user: SessionUser } | { ok: false; response: Response };

export const BLOCKED_READ_ONLY_MESSAGE =
  "Your account is blocked, so it is read-only for now: you can browse and see your orders, but not book, change, cancel or buy.";

/** Route handlers: the signed-in user, or 401. */
export async function requireApiUser(): Promise<Guarded> {
  const user = await getSessionUser();
  return user ? { ok: true, user } : { ok: false, response: errorResponse(401, "Please sign in to continue.") };
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
