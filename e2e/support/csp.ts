import { createHash } from "node:crypto";
import { expect, type APIResponse } from "@playwright/test";

/** The sources of the policy's script-src directive ("" when it has none). */
export function scriptSourcesOf(policy: string): string {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "";
}

/** Script tags that can run: JSON-LD blocks are data, never executed, and need no nonce or hash. */
export function runnableScriptTags(html: string): string[] {
  return (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
}

/**
 * Checks a page answered under the per-request nonce policy: 'strict-dynamic' with a nonce, and
 * every script tag in its HTML carrying that nonce. Returns the nonce.
 */
export async function expectNoncedPage(response: APIResponse, label: string): Promise<string> {
  const policy = response.headers()["content-security-policy"] ?? "";
  const sources = scriptSourcesOf(policy);
  const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(sources)?.[1];
  expect(sources, `${label}: ${policy}`).toContain("'strict-dynamic'");
  expect(nonce, `${label}: ${policy}`).toBeDefined();
  const tags = runnableScriptTags(await response.text());
  expect(tags.length, label).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, label).toContain(`nonce="${nonce}"`);
  return nonce ?? "";
}

/** The bodies of the inline scripts that run (no src, not a data block), as the browser hashes them. */
export function inlineScriptBodies(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || attributes.includes("application/ld+json")) continue;
    bodies.push(body);
  }
  return bodies;
}

/**
 * Checks a prerendered page answered under the hash policy: no 'unsafe-inline', no nonce, and
 * the sha256 of every inline script in the HTML it came with listed in script-src. Returns the
 * HTML.
 */
export async function expectHashedPage(response: APIResponse, label: string): Promise<string> {
  const policy = response.headers()["content-security-policy"] ?? "";
  const sources = scriptSourcesOf(policy).split(" ");
  expect(sources, `${label}: ${policy}`).not.toContain("'unsafe-inline'");
  expect(sources.some((source) => source.startsWith("'nonce-")), `${label}: ${policy}`).toBe(false);
  expect(response.headers()["x-inline-script-hashes"], label).toBeUndefined();
  const html = await response.text();
  const bodies = inlineScriptBodies(html);
  expect(bodies.length, label).toBeGreaterThan(0);
  for (const body of bodies) {
    const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
    expect(sources, `${label}: the script ${body.slice(0, 60)}…`).toContain(hash);
  }
  return html;
}
