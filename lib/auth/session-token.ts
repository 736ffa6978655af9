/**
 * Reading next-auth's session cookie outside next-auth: server pages and route handlers (to
 * check the session with one database read) and the real-time hub (which runs in server.ts,
 * outside Next). Same names, same chunking, same decode as next-auth's getToken.
 */
import { decode } from "next-auth/jwt";
import { z } from "zod";

/**
 * next-auth names its cookie by whether the site runs on https (core/lib/cookie.js). Both are
 * accepted: either must still decrypt with our secret, and a reader cannot know for sure which
 * one next-auth chose when NEXTAUTH_URL and PUBLIC_URL differ.
 */
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

/** What a session check needs from the token; anything else in it is next-auth's business. */
export const sessionTokenClaimsSchema = z.object({
  // users.id and user_sessions.id are uuid columns: anything else would be a database error.
  sub: z.guid(),
  sv: z.number().int(),
  /** The server-side session record of this sign-in. */
  sid: z.guid(),
});

export type SessionTokenClaims = z.infer<typeof sessionTokenClaimsSchema>;

/** Cookie header to name → value; the first of duplicate names wins, as browsers send the most specific first. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
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

/** The claims of the first session cookie that decrypts with `secret` and is unexpired; else null. */
export async function sessionClaimsFromCookieHeader(header: string | null | undefined, secret: string): Promise<SessionTokenClaims | null> {
  const cookies = parseCookieHeader(header);
  for (const name of SESSION_COOKIE_NAMES) {
    const token = readChunkedCookie(cookies, name);
    if (token === undefined) continue;
    const claims = await decodeClaims(token, secret);
    if (claims !== null) return claims;
  }
  return null;
}

/** Whether the header carries a session cookie at all (valid or not). */
export function hasSessionCookie(header: string | null | undefined): boolean {
  return [...parseCookieHeader(header).keys()].some((name) => /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(name));
}

async function decodeClaims(token: string, secret: string): Promise<SessionTokenClaims | null> {
  try {
    // decode checks the signature and expiry (jose's jwtDecrypt, 15 s clock tolerance).
    const parsed = sessionTokenClaimsSchema.safeParse(await decode({ token, secret }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
