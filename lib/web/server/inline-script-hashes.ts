import { createHash } from "node:crypto";

/**
 * Prerendered pages carry Next's inline bootstrap and data scripts, written when the page is
 * (re)generated, where no per-request nonce can reach them. Their CSP lists the sha256 of each
 * inline script instead (docs/security.md, "Headers and CSP"). The ISR cache handler computes
 * the hashes from the very HTML it stores and keeps them in this header of the cache entry,
 * which Next sends with the page; server.ts turns it into the page's script-src and never lets
 * it leave the server.
 */
export const SCRIPT_HASHES_HEADER = "x-inline-script-hashes";

/** A CSP hash source of a sha256 digest: exactly 43 base64 characters and one '='. */
const HASH_SOURCE = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * An HTML script element and its raw text: the body runs until the first `</script`, with no
 * entity decoding, so the substring is exactly the text the browser hashes.
 */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** Types a browser executes; anything else (application/ld+json) is a data block CSP ignores. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

function runs(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
  return SCRIPT_TYPES.has(value);
}

/** The CSP hash sources of every inline script that runs, in page order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!runs(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

export function isHashSource(value: string): boolean {
  return HASH_SOURCE.test(value);
}

/**
 * The hash sources of the header as the cache entry carried it, or null when it is anything but
 * a space-separated list of sha256 sources (then the page keeps the nonce-less policy).
 */
export function parseScriptHashes(header: unknown): string[] | null {
  if (typeof header !== "string") return null;
  const hashes = header.split(" ").filter(Boolean);
  return hashes.every(isHashSource) ? hashes : null;
}
