/**
 * Who is calling the hub: the next-auth session cookie, checked against the database. The hub
 * runs in server.ts, outside Next's request handling, so it reads the cookie itself, exactly as
 * next-auth's getToken does (same names, same chunking, same decode), then refuses a session
 * the server has ended (a bumped sessionVersion), so an ended session cannot reconnect.
 */
import type { IncomingMessage } from "node:http";
import { eq } from "drizzle-orm";
import { decode } from "next-auth/jwt";
import { z } from "zod";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema/users";
import type { AuthenticatedUser } from "./config";
import { isSiteOrigin } from "@/lib/security/origin";

/**
 * next-auth names its cookie by whether the site runs on https (core/lib/cookie.js). Both are
 * accepted: either must still decrypt with our secret, and the hub cannot know for sure which
 * one next-auth chose when NEXTAUTH_URL and PUBLIC_URL differ.
 */
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

/** The claims the hub needs; anything else in the token is next-auth's business. */
const sessionClaimsSchema = z.object({
  // users.id is a uuid column: anything else would be a database error, not "no such user".
  sub: z.guid(),
  sv: z.number().int(),
});

/** Cookie header to name → value; the first of duplicate names wins, as browsers send the most specific first. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    if (name.length === 0 || cookies.has(name)) continue;
    cookies.set(name, safeDecode(part.slice(separator + 1).trim()));
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The session token under `name`: whole, or split by next-auth into `name.0`, `name.1`, …
 * when it outgrew one cookie (SessionStore joins the chunks in suffix order).
 */
export function readChunkedCookie(cookies: Map<string, string>, name: string): string | undefined {
  const whole = cookies.get(name);
  if (whole) return whole;
  const chunks: { index: number; value: string }[] = [];
  for (const [cookieName, value] of cookies) {
    if (!cookieName.startsWith(`${name}.`)) continue;
    const suffix = cookieName.slice(name.length + 1);
    if (!/^\d{1,3}$/.test(suffix)) continue;
    chunks.push({ index: Number(suffix), value });
  }
  if (chunks.length === 0) return undefined;
  chunks.sort((a, b) => a.index - b.index);
  return chunks.map((chunk) => chunk.value).join("");
}

export interface SessionAuthenticatorOptions {
  /** next-auth's secret (getAuthOptions().secret, which is AUTH_SECRET). */
  secret: string;
  /** The user's current session version, or null when there is no such user. */
  sessionVersionOf(userId: string): Promise<number | null>;
}

/** The hub's `authenticate`: null (401) for no cookie, a bad or expired token, or an ended session. */
export function createSessionAuthenticator(options: SessionAuthenticatorOptions): (req: IncomingMessage) => Promise<AuthenticatedUser | null> {
  return async (req) => {
    const cookies = parseCookieHeader(req.headers.cookie);
    for (const name of SESSION_COOKIE_NAMES) {
      const token = readChunkedCookie(cookies, name);
      if (token === undefined) continue;
      const claims = await decodeClaims(token, options.secret);
      if (claims === null) continue;
      const current = await options.sessionVersionOf(claims.sub);
      return current !== null && current === claims.sv ? { userId: claims.sub } : null;
    }
    return null;
  };
}

async function decodeClaims(token: string, secret: string): Promise<z.infer<typeof sessionClaimsSchema> | null> {
  try {
    // decode checks the signature and expiry (jose's jwtDecrypt, 15 s clock tolerance).
    const parsed = sessionClaimsSchema.safeParse(await decode({ token, secret }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads a user's session version with one indexed query (primary key). */
export function sessionVersionLoader(db: Database): (userId: string) => Promise<number | null> {
  return async (userId) => {
    const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.sessionVersion ?? null;
  };
}

/**
 * Browsers must come from the site itself (PUBLIC_URL's origin). A request without Origin is a
 * non-browser client or a same-origin GET (EventSource); browsers send Origin on every
 * WebSocket upgrade, every POST and every cross-origin request, so a foreign page is caught.
 */
export function createOriginCheck(publicUrl: string): (origin: string | undefined) => boolean {
  return (origin) => origin === undefined || isSiteOrigin(origin, { publicUrl });
}
