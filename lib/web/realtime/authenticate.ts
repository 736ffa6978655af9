/**
 * Who is calling the hub: the next-auth session cookie, checked against the database. The hub
 * runs in server.ts, outside Next's request handling, so it reads the cookie itself, exactly as
 * next-auth's getToken does (lib/auth/session-token.ts), then refuses a session the server has
 * ended (a bumped sessionVersion or a revoked session record), so an ended session cannot reconnect.
 */
import type { IncomingMessage } from "node:http";
import type { Database } from "@/lib/platform/db";
import { checkSession } from "@/lib/auth/session-records";
import { sessionClaimsFromCookieHeader, type SessionTokenClaims } from "@/lib/auth/session-token";
import type { AuthenticatedUser } from "./config";
import { isSiteOrigin, type SiteAddress } from "@/lib/platform/security/origin";
import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";

/** What a working session may receive besides its own user's events. */
export interface SessionAccess {
  /** Staff (the admin panel's roles, not blocked) also receive every order's staff event. */
  staff: boolean;
}

export interface SessionAuthenticatorOptions {
  /** next-auth's secret (getAuthOptions().secret, which is AUTH_SECRET). */
  secret: string;
  /** The session's access if the session the token names still works (user, session version, session record), else null. */
  sessionAccess(claims: SessionTokenClaims): Promise<SessionAccess | null>;
}

/** The hub's `authenticate`: null (401) for no cookie, a bad or expired token, or an ended session. */
export function createSessionAuthenticator(options: SessionAuthenticatorOptions): (req: IncomingMessage) => Promise<AuthenticatedUser | null> {
  return async (req) => {
    const claims = await sessionClaimsFromCookieHeader(req.headers.cookie, options.secret);
    if (claims === null) return null;
    const access = await options.sessionAccess(claims);
    return access ? { userId: claims.sub, sessionId: claims.sid, staff: access.staff } : null;
  };
}

/** Checks a session with the same single joined read as every page and route handler. */
export function sessionAccessChecker(db: Database): (claims: SessionTokenClaims) => Promise<SessionAccess | null> {
  return async (claims) => {
    const check = await checkSession(db, claims);
    if (check.kind !== "active") return null;
    return { staff: isStaffUser(check.user) };
  };
}

/** Who gets the staff view of order events: the admin panel's roles, unless blocked (read-only). */
export function isStaffUser(user: { role: Role; blocked: boolean }): boolean {
  return can(user.role, "adminPanel.open") && !user.blocked;
}

/**
 * Browsers must come from the site itself (lib/platform/security/origin.ts: PUBLIC_URL's origin, or in
 * the embedded default and the demo, both loopback names and the host the upgrade was sent to).
 * A request without Origin is a non-browser client or a same-origin GET (EventSource); browsers
 * send Origin on every WebSocket upgrade, every POST and every cross-origin request, so a
 * foreign page is caught.
 */
export function createOriginCheck(site: Omit<SiteAddress, "requestHost">): (origin: string | undefined, req: Pick<IncomingMessage, "headers">) => boolean {
  return (origin, req) => origin === undefined || isSiteOrigin(origin, { ...site, requestHost: req.headers.host ?? null });
}
