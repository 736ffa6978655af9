import { encode } from "next-auth/jwt";
import { getConfig } from "@/lib/platform/config";
import { getAuthOptions, SESSION_MAX_AGE_SECONDS } from "./options";
import { sessionClaims } from "./session-claims";
import type { SessionUser } from "./users";

/**
 * Re-issuing this browser's session after a change that ended all sessions (password change):
 * the same cookie next-auth itself writes, carrying the new session version, so the one
 * browser that made the change stays signed in while every other one is signed out.
 */

/** next-auth's cookie name: with "__Secure-" when the site runs on https (core/lib/cookie.js). */
export function sessionCookieName(baseUrl: string): string {
  return `${secureSite(baseUrl) ? "__Secure-" : ""}next-auth.session-token`;
}

function secureSite(baseUrl: string): boolean {
  return baseUrl.startsWith("https://");
}

export interface SessionCookieSettings {
  secret: string;
  /** The site's public URL; https means a Secure, "__Secure-" cookie, as next-auth decides. */
  baseUrl: string;
  maxAgeSeconds: number;
  now?: Date;
}

/** A Set-Cookie header value holding a fresh session token for the user. */
export async function sessionCookieHeader(user: SessionUser, sessionId: string, settings: SessionCookieSettings): Promise<string> {
  const value = await encode({ token: sessionClaims(user, sessionId), secret: settings.secret, maxAge: settings.maxAgeSeconds });
  const expires = new Date((settings.now ?? new Date()).getTime() + settings.maxAgeSeconds * 1000);
  const attributes = [
    `${sessionCookieName(settings.baseUrl)}=${value}`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    `Max-Age=${settings.maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secureSite(settings.baseUrl)) attributes.push("Secure");
  return attributes.join("; ");
}

/**
 * The same, with this app's secret, lifetime and URL. next-auth decides "secure" from
 * NEXTAUTH_URL, which server.ts fills from PUBLIC_URL when it is not set on its own.
 */
export async function sessionCookieHeaderFor(user: SessionUser, sessionId: string): Promise<string> {
  const secret = getAuthOptions().secret;
  if (!secret) throw new Error("AUTH_SECRET is not configured");
  const baseUrl = process.env.NEXTAUTH_URL ?? getConfig().PUBLIC_URL;
  return sessionCookieHeader(user, sessionId, { secret, baseUrl, maxAgeSeconds: SESSION_MAX_AGE_SECONDS });
}
