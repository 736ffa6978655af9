import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * On-demand refresh of the public pages. They are prerendered at build time, when there is no
 * database and no reviews API key; right after start-up the server asks itself to rebuild them
 * with the run-time prices, contacts and reviews. The route is internal: only a caller holding
 * AUTH_SECRET can derive the token.
 */

export const REVALIDATE_PATH = "/api/internal/revalidate";
export const REVALIDATE_TOKEN_HEADER = "x-internal-token";

/** HMAC-SHA256 of "revalidate" keyed with the secret, hex: a token that reveals nothing of the secret. */
export function revalidateTokenFor(secret: string): string {
  return createHmac("sha256", secret).update("revalidate").digest("hex");
}

/** Constant-time check of a presented token against the one the secret gives. */
export function isValidRevalidateToken(presented: string | null | undefined, secret: string | undefined): boolean {
  if (!presented || !secret) return false;
  const expected = Buffer.from(revalidateTokenFor(secret), "utf8");
  const given = Buffer.from(presented, "utf8");
  // timingSafeEqual needs equal lengths; the length of a hex HMAC is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The address a server reaches itself on: a wildcard listen address (0.0.0.0, ::) becomes the
 * loopback address, and IPv6 literals get their brackets.
 */
export function localBaseUrl(hostname: string, port: number): string {
  const wildcard = hostname === "" || hostname === "0.0.0.0" || hostname === "::";
  const host = wildcard ? "127.0.0.1" : hostname.includes(":") ? `[${hostname}]` : hostname;
  return `http://${host}:${port}`;
}

/**
 * Asks the running server to refresh every public page. Resolves true when it did; false on
 * any failure (start-up must not fail because of this: the pages still revalidate hourly).
 */
export async function requestPublicRevalidation(baseUrl: string, secret: string | undefined, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (!secret) return false;
  try {
    const response = await fetchImpl(`${baseUrl.replace(/\/$/, "")}${REVALIDATE_PATH}`, {
      method: "POST",
      headers: { [REVALIDATE_TOKEN_HEADER]: revalidateTokenFor(secret) },
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
