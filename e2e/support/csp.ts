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
