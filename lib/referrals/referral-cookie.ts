import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { REFERRAL_CODE_PATTERN } from "./codes";

/**
 * The referral a visitor arrived with, kept in an httpOnly cookie between the `/r/{code}` link
 * and the booking (docs/security.md). Its value is the code, its expiry and an HMAC of both
 * keyed with AUTH_SECRET, so a visitor can neither invent a referral nor stretch one; it is read
 * through a zod schema like any other input, and a bad or stale cookie is simply no referral.
 */

export const REFERRAL_COOKIE = "bb_referral";
/** A friend has a month to book. */
export const REFERRAL_COOKIE_DAYS = 30;
const PURPOSE = "referral-cookie:";

function signature(code: string, expiresAtMs: number, secret: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}${code}.${expiresAtMs}`).digest("base64url");
}

export function referralCookieValue(code: string, now: Date, secret: string): { value: string; expires: Date } {
  const expires = new Date(now.getTime() + REFERRAL_COOKIE_DAYS * 86_400_000);
  return { value: `${code}.${expires.getTime()}.${signature(code, expires.getTime(), secret)}`, expires };
}

const cookieSchema = z
  .string()
  .max(200)
  .transform((text) => text.split("."))
  .pipe(z.tuple([z.string().regex(REFERRAL_CODE_PATTERN), z.string().regex(/^[0-9]{1,15}$/).transform(Number), z.string().regex(/^[A-Za-z0-9_-]{43}$/)]));

/** The code in a cookie that is ours, intact and not expired; otherwise null. */
export function referralCodeFromCookie(value: string | undefined, now: Date, secret: string | undefined): string | null {
  if (!value || !secret) return null;
  const parsed = cookieSchema.safeParse(value);
  if (!parsed.success) return null;
  const [code, expiresAtMs, given] = parsed.data;
  if (expiresAtMs <= now.getTime()) return null;
  const expected = Buffer.from(signature(code, expiresAtMs, secret), "utf8");
  const presented = Buffer.from(given, "utf8");
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? code : null;
}

/** The cookie's value in a request's Cookie header. */
export function referralCookieIn(headers: Headers): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === REFERRAL_COOKIE) return rest.join("=");
  }
  return undefined;
}
