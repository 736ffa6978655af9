import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Headers every response carries (pages, API, hub, static files). server.ts sets them before
 * Next answers, so prerendered pages served from Next's cache get them too.
 *
 * The Content-Security-Policy is one policy for every page. Prerendered pages carry Next's
 * inline bootstrap scripts, which no per-request nonce can match, so scripts are limited to
 * this origin plus inline ones; everything that turns an injection into a real attack is shut:
 * no plugins (object-src), no <base> rewriting, forms post only here, no framing (clickjacking
 * of the admin panel), connections only to this origin (the hub's ws:/wss: included), images
 * and fonts only from here (plus Google's avatar host for review photos).
 */
export interface SecurityHeaderOptions {
  /** HSTS is only meaningful, and only sent, when the site is served over https. */
  https: boolean;
  /** Development needs eval for React's debugging and hot reload. */
  dev: boolean;
}

/** Review avatars are hot-linked from Google's photo host. */
const REVIEW_PHOTO_HOSTS = "https://*.googleusercontent.com";

export function contentSecurityPolicy(host: string | undefined, options: SecurityHeaderOptions): string {
  // 'self' covers same-origin ws:/wss: in current browsers; the explicit origin covers older ones.
  const socketOrigin = host && /^[a-z0-9.:[\]-]+$/i.test(host) ? ` ${options.https ? "wss" : "ws"}://${host}` : "";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${REVIEW_PHOTO_HOSTS}`,
    "font-src 'self'",
    `connect-src 'self'${socketOrigin}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Nothing of the device is used by the site: camera, microphone, location, payment APIs… */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions): void {
  res.setHeader("content-security-policy", contentSecurityPolicy(req.headers.host, options));
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("referrer-policy", "strict-origin-when-cross-origin");
  res.setHeader("permissions-policy", PERMISSIONS_POLICY);
  res.setHeader("x-frame-options", "DENY");
  res.setHeader("cross-origin-opener-policy", "same-origin");
  if (options.https) res.setHeader("strict-transport-security", "max-age=63072000; includeSubDomains");
}
