import "server-only";
import { getServerSession } from "next-auth";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/lib/db";
import { getAuthOptions } from "./options";
import { loginUrlFor } from "./return-url";
import { hasRole, type Role } from "./roles";
import { loadSessionUser, type SessionUser } from "./users";

/**
 * The signed-in user of this request, read from the database (next-auth's jwt callback has
 * already compared the session version). Null for visitors and for ended sessions.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(getAuthOptions());
  if (!session?.user.id) return null;
  return loadSessionUser(await getDb(), session.user.id);
}

/** The path and query of the page being rendered, stamped by proxy.ts. */
async function currentPath(): Promise<string> {
  return (await headers()).get("x-current-path") ?? "/";
}

/** For pages: the user, or a redirect to /login that comes back here. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (user) return user;
  const path = await currentPath();
  // A cookie the server no longer honours must be cleared first, or the proxy would still
  // treat the browser as signed in and bounce it from /login back home.
  const hasStaleCookie = (await cookies()).getAll().some((cookie) => /next-auth\.session-token/.test(cookie.name));
  redirect(hasStaleCookie ? `/api/account/session-ended?returnUrl=${encodeURIComponent(path)}` : loginUrlFor(path));
}

/** For pages: the user with one of the roles; a visitor goes to /login, anyone else home. */
export async function requireRole(roles: readonly Role[]): Promise<SessionUser> {
  const user = await requireUser();
  if (!hasRole(user.role, roles)) redirect("/");
  return user;
}

/** For pages that only signed-out people see (login, forgot and reset password). */
export async function requireSignedOut(): Promise<void> {
  if (await getSessionUser()) redirect("/");
}

/** For pages whose subject must belong to the user: anything else looks like it does not exist. */
export function notFoundUnless(condition: boolean): asserts condition {
  if (!condition) notFound();
}
