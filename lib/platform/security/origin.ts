/** Where the site is reached: PUBLIC_URL, whether it was configured, and the Host the request named. */
export interface SiteAddress {
  publicUrl: string;
  /** False in the embedded default, where PUBLIC_URL is only http://localhost:PORT. */
  publicUrlConfigured: boolean;
  /** The request's Host header; used only when PUBLIC_URL is not configured. */
  requestHost?: string | null;
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1"];

/** The origin a browser sends for a page at `scheme//host`, or null when host is not a plain host[:port]. */
function originOfHost(protocol: string, host: string): string | null {
  try {
    const url = new URL(`${protocol}//${host}`);
    // "evil@127.0.0.1" or "host/path" would parse to another host or carry more than a host.
    if (url.username || url.password || url.pathname !== "/" || url.host !== host.toLowerCase()) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a browser's Origin is our own site, compared as exact origins (scheme, host and port;
 * an origin never carries userinfo or a path, so one that does is not ours). With PUBLIC_URL
 * configured, only its origin. Without it (the embedded default and the demo), PUBLIC_URL's
 * default http://localhost:PORT, its loopback twin http://127.0.0.1:PORT, and the host the
 * request itself was sent to with that same scheme (a LAN address). One rule for the real-time
 * hub and the route handlers (docs/security.md, "Route handlers").
 */
export function isSiteOrigin(origin: string, site: SiteAddress): boolean {
  const own = new URL(site.publicUrl);
  if (origin === own.origin) return true;
  if (site.publicUrlConfigured) return false;
  const allowed = new Set<string>();
  if (LOOPBACK_NAMES.includes(own.hostname)) {
    for (const name of LOOPBACK_NAMES) allowed.add(`${own.protocol}//${name}${own.port ? `:${own.port}` : ""}`);
  }
  const requested = site.requestHost ? originOfHost(own.protocol, site.requestHost) : null;
  if (requested) allowed.add(requested);
  return allowed.has(origin);
}
