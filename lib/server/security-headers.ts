import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Headers every response carries (pages, API, hub, static files). server.ts sets them before
 * Next answers, so prerendered pages served from Next's cache get them too.
 *
 * The Content-Security-Policy comes in two forms from this one builder. Prerendered pages carry
 * Next's inline bootstrap scripts, written at build time, which no per-request nonce can match:
 * server.ts gives every response the nonce-less form, where scripts are limited to this origin
 * plus inline ones. Pages rendered per request get the nonce form from proxy.ts, which replaces
 * it: only scripts carrying that request's nonce run, plus what they load ('strict-dynamic').
 * Both shut everything that turns an injection into a real attack: no plugins (object-src), no
 * <base> rewriting, forms post only here, no framing (clickjacking of the admin panel),
 * connections only to this origin (the hub's ws:/wss: included), images and fonts only from
 * here (plus Google's avatar host for review photos).
 */
export interface SecurityHeaderOptions {
  /** HSTS is only meaningful, and only sent, when the site is served over https. */
  https: boolean;
  /** Development needs eval for React's debugging and hot reload. */
  dev: boolean;
}

export interface PolicyOptions extends SecurityHeaderOptions {
  /** The per-request script nonce of a page rendered per request; absent for prerendered pages. */
  nonce?: string;
}

/** Base64 characters only: the nonce is written into a header and into HTML attributes. */
const NONCE_PATTERN = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/** 128 random bits, base64: unguessable, and a fresh one for every page rendered. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function scriptSources(options: PolicyOptions): string {
  const evalSource = options.dev ? " 'unsafe-eval'" : "";
  if (options.nonce === undefined) return `'self' 'unsafe-inline'${evalSource}`;
  if (!NONCE_PATTERN.test(options.nonce)) throw new Error("a CSP nonce must be at least 16 base64 characters");
  // Browsers that know 'strict-dynamic' (CSP3) ignore 'self' and 'unsafe-inline' once a nonce is
  // present; they stay only as the fallback for CSP1 browsers, which would otherwise run nothing.
  return `'nonce-${options.nonce}' 'strict-dynamic' 'self' 'unsafe-inline'${evalSource}`;
}

/** Review avatars are hot-linked from Google's photo host. */
const REVIEW_PHOTO_HOSTS = "https://*.googleusercontent.com";

export function contentSecurityPolicy(host: string | null | undefined, options: PolicyOptions): string {
  // 'self' covers same-origin ws:/wss: in current browsers; the explicit origin covers older ones.
  const socketOrigin = host && /^[a-z0-9.:[\]-]+$/i.test(host) ? ` ${options.https ? "wss" : "ws"}://${host}` : "";
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources(options)}`,
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
  // Next takes the script nonce from the request's policy header, which only proxy.ts may set:
  // a client's own header would otherwise choose the nonce written into the page.
  delete req.headers["content-security-policy"];
  delete req.headers["content-security-policy-report-only"];
  res.setHeader("content-security-policy", contentSecurityPolicy(req.headers.host, options));
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("referrer-policy", "strict-origin-when-cross-origin");
  res.setHeader("permissions-policy", PERMISSIONS_POLICY);
  res.setHeader("x-frame-options", "DENY");
  res.setHeader("cross-origin-opener-policy", "same-origin");
  if (options.https) res.setHeader("strict-transport-security", "max-age=63072000; includeSubDomains");
}
