import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string): Buffer => createHash("sha256").update(value).digest();

/** Whether `Authorization: Bearer <token>` carries the expected token, compared in constant time. */
export function bearerTokenMatches(header: string | null, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  // Digests have equal lengths, so the comparison reveals nothing about the token's length.
  return timingSafeEqual(digest(match[1]), digest(expected));
}
