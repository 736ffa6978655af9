import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/lib/platform/db";
import { getLogger } from "@/lib/platform/log/logger";
import { getAuthOptions } from "./options";
import { loginUrlFor } from "./return-url";
import { SessionUnavailableError } from "./session-errors";
import { checkSession, touchSession } from "./session-records";
import { hasSessionCookie, sessionClaimsFromCookieHeader } from "./session-token";
import type { SessionUser } from "./users";

export interface CurrentSession {
  user: SessionUser;
  /** This sign-in's session record. */
  sessionId: string;
}

/**
 * The signed-in user of this request and their session, from the cookie and one database read.
 * Null for visitors and for ended sessions. Throws SessionUnavailableError when the database
 * cannot answer: that is not a signed-out visitor, and nothing may treat it as one.
 *
 * Memoised for the request with React's cache(): the layout, the page and the header of one
 * render all ask, and the database is read once. (Outside a render, in route handlers, cache()
 * keeps nothing and every call reads.)
 */
export const getCurrentSession = cache(readCurrentSession);

async function readCurrentSession(): Promise<CurrentSession | null> {
  // Request headers first: reading them is what tells Next the page is per-request, so the build
  // never prerenders it (and never needs the secret, which the build does not have).
  const cookieHeader = (await headers()).get("cookie");
  const secret = getAuthOptions().secret;
  if (!secret) throw new Error("AUTH_SECRET is not configured");
  const claims = await sessionClaimsFromCookieHeader(cookieHeader, secret);
  if (claims === null) return null;
  let db;
  try {
    db = await getDb();
  } catch (error) {
    throw new SessionUnavailableError(error);
  }
  const check = await checkSession(db, claims);
  if (check.kind === "ended") return null;
  await touchSession(db, check).catch((error: unknown) => getLogger().warn({ err: error }, "could not note session activity"));
  return { user: check.user, sessionId: check.sessionId };
}

/** The signed-in user of this request (see getCurrentSession). */
export async function getSessionUser(): Promise<SessionUser | null> {
  return (await getCurrentSession())?.user ?? null;
}

/** The path and query of the page being rendered, stamped by proxy.ts. */
async function currentPath(): Promise<string> {
  return (await headers()).get("x-current-path") ?? "/";
}

/** For pages: the user and session, or a redirect to /login that comes back here. */
export async function requireSession(): Promise<CurrentSession> {
  const current = await getCurrentSession();
  if (current) return current;
  const path = await currentPath();
  // A cookie the server no longer honours must be cleared first, or the proxy would still
  // treat the browser as signed in and bounce it from /login back home.
  const hasStaleCookie = hasSessionCookie((await headers()).get("cookie"));
  redirect(hasStaleCookie ? `/api/account/session-ended?returnUrl=${encodeURIComponent(path)}` : loginUrlFor(path));
}

/** For pages: the user, or a redirect to /login that comes back here. */
export async function requireUser(): Promise<SessionUser> {
  return (await requireSession()).user;
}

/** For pages that only signed-out people see (login, forgot and reset password). */
export async function requireSignedOut(): Promise<void> {
  if (await getSessionUser()) redirect("/");
}

/** For pages whose subject must belong to the user: anything else looks like it does not exist. */
export function notFoundUnless(condition: boolean): asserts condition {
  if (!condition) notFound();
}
