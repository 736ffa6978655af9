/**
 * Whether a browser's Origin is our own site: PUBLIC_URL's origin, or, when PUBLIC_URL is not
 * configured (the embedded default, reached as localhost or a LAN address), the host the
 * request itself was sent to. One rule for the real-time hub and the route handlers.
 */
export function isSiteOrigin(origin: string, site: { publicUrl: string; ownHost?: string | null }): boolean {
  if (origin === new URL(site.publicUrl).origin) return true;
  if (!site.ownHost) return false;
  try {
    return new URL(origin).host === site.ownHost;
  } catch {
    return false;
  }
}
