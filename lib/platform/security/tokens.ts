import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: for links in emails. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash, so a database leak reveals no usable link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
