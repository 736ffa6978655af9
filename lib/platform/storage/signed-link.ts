import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived signed links to a stored file (docs/security.md, "Job photos"). The caller decides
 * who may see the file first and only then makes the link; the route that serves it checks the
 * signature and the expiry, nothing else, so an `<img>` can load it without a session lookup.
 * The HMAC-SHA256 covers a purpose label, the path and the expiry, keyed with AUTH_SECRET: a link
 * cannot be moved to another file, lengthened, or made without the secret.
 */

const PURPOSE = "stored-file-link:v1:";

export interface SignedLinkQuery {
  expires: string;
  sig: string;
}

function signature(path: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}${path}\n${expires}`).digest("base64url");
}

/** `path?expires=<unix seconds>&sig=<hmac>`, valid until `now + ttlSeconds`. */
export function signLink(path: string, secret: string, now: Date, ttlSeconds: number): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${path}?expires=${expires}&sig=${signature(path, expires, secret)}`;
}

/** Whether the query signs this path and has not expired at `now`. */
export function isSignedLink(path: string, query: Partial<SignedLinkQuery>, secret: string | undefined, now: Date): boolean {
  if (!secret || !query.expires || !query.sig || !/^\d{1,12}$/.test(query.expires)) return false;
  const expires = Number(query.expires);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(path, expires, secret), "utf8");
  const given = Buffer.from(query.sig, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
