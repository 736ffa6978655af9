/**
 * What a browser on the site sends with every write: its Origin. The API refuses writes
 * without it (cross-site request forgery), so request contexts that stand in for a browser
 * send it too.
 */
export function siteHeaders(baseURL: string | undefined, headers: Record<string, string> = {}): Record<string, string> {
  return baseURL ? { origin: new URL(baseURL).origin, ...headers } : headers;
}
