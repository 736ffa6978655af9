import type { IncomingMessage, ServerResponse } from "node:http";
import { isHashSource, parseScriptHashes, SCRIPT_HASHES_HEADER } from "./inline-script-hashes";

/**
 * Headers every response carries (pages, API, hub, static files). server.ts sets them before
 * Next answers, so prerendered pages served from Next's cache get them too.
 *
 * The Content-Security-Policy comes in three forms from this one builder. Pages rendered per
 * request get the nonce form from proxy.ts: only scripts carrying that request's nonce run, plus
 * what they load ('strict-dynamic'). Prerendered pages carry Next's inline bootstrap scripts,
 * written when the page is (re)generated, which no per-request nonce can reach: they get the hash
 * form, scripts from this origin plus exactly their own inline scripts by sha256, from the hashes
 * the ISR cache entry carries (lib/web/server/isr-cache-handler.ts). proxy.ts gives every other page
 * a nonce too, marked as a fallback: when Next serves such a page from its cache (hashes present)
 * the hash form wins, otherwise Next rendered it with the nonce. Answers that are not pages (the
 * API, the hub, files, redirects) get API_CONTENT_SECURITY_POLICY, which allows nothing. The
 * nonce-less form (scripts from this origin plus inline ones) is left only for an HTML answer
 * that got neither, which proxy.ts's matcher leaves no path to.
 * All three shut everything that turns an injection into a real attack: no plugins (object-src), no
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
  /** The sha256 sources of a prerendered page's inline scripts (ignored when a nonce is given). */
  scriptHashes?: readonly string[];
}

/** For answers that are not pages: nothing may load, run or frame them (a JSON body opened as a document included). */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * For the cabinet's service worker script (public/cleaner/sw.js, docs/architecture.md "The
 * cabinet offline"). A worker runs under the policy its own script was served with, not the
 * page's: under the API policy its fetches (the page it passes on, the shell it keeps) would be
 * blocked. It may fetch from this origin, and load, run and frame nothing.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** Where the cabinet's worker is served; its folder is its scope (/cleaner/). */
export const SERVICE_WORKER_PATH = "/cleaner/sw.js";

function pathOf(url: string | undefined): string {
  return (url ?? "/").split(/[?#]/)[0] ?? "/";
}

/**
 * Internal response header proxy.ts sets with the nonce of a page outside the per-request list:
 * the page may still be served prerendered from Next's cache, where its hashes must win.
 */
export const NONCE_FALLBACK_HEADER = "x-csp-nonce-fallback";

/** Paths whose every answer is data or a stream, never a page. */
function isApiPath(url: string | undefined): boolean {
  const path = pathOf(url);
  return path === "/api" || path.startsWith("/api/") || path === "/userManagementHub" || path.startsWith("/userManagementHub/");
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
  if (options.nonce === undefined && options.scriptHashes) {
    if (!options.scriptHashes.every(isHashSource)) throw new Error("a CSP script hash must be a sha256 source");
    return ["'self'", ...options.scriptHashes.map((hash) => `'${hash}'`)].join(" ") + evalSource;
  }
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

/**
 * Nothing of the device is used by the site (camera, microphone, payment APIs…), except the
 * phone's position in the cleaner's cabinet: check-in and check-out ask for it, with the
 * cleaner's permission (docs/security.md, "Location data"). Every other page keeps it off.
 */
const DEVICE_FEATURES_OFF = ["accelerometer", "autoplay", "camera", "display-capture", "gyroscope", "magnetometer", "microphone", "midi", "payment", "usb"];

export function permissionsPolicy(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0] ?? "/";
  const inCabinet = path === "/cleaner" || path.startsWith("/cleaner/");
  return [...DEVICE_FEATURES_OFF.map((feature) => `${feature}=()`), inCabinet ? "geolocation=(self)" : "geolocation=()"].sort().join(", ");
}

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions): void {
  // Next takes the script nonce from the request's policy header, which only proxy.ts may set:
  // a client's own header would otherwise choose the nonce written into the page.
  delete req.headers["content-security-policy"];
  delete req.headers["content-security-policy-report-only"];
  if (isApiPath(req.url)) res.setHeader("content-security-policy", API_CONTENT_SECURITY_POLICY);
  else {
    res.setHeader("content-security-policy", contentSecurityPolicy(req.headers.host, options));
    settlePagePolicy(req, res, options);
  }
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("referrer-policy", "strict-origin-when-cross-origin");
  res.setHeader("permissions-policy", permissionsPolicy(req.url));
  res.setHeader("x-frame-options", "DENY");
  res.setHeader("cross-origin-opener-policy", "same-origin");
  if (options.https) res.setHeader("strict-transport-security", "max-age=63072000; includeSubDomains");
}

/** The content type a response is about to be sent with, from setHeader or writeHead's own headers. */
function contentTypeOf(res: ServerResponse, args: Parameters<ServerResponse["writeHead"]>): string {
  const headers = args.find((arg) => typeof arg === "object" && arg !== null);
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      if (String(headers[index]).toLowerCase() === "content-type") return String(headers[index + 1]);
    }
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === "content-type") return String(value);
  }
  return String(res.getHeader("content-type") ?? "");
}

/**
 * Just before the head of the response goes out, the page's policy is settled. A prerendered
 * page's hashes (set by Next from its cache entry) replace the nonce-less form, and the fallback
 * nonce proxy.ts gives pages outside the per-request list; a listed page keeps its nonce. An
 * answer that is not HTML (a file, a redirect) gets the API policy, the cabinet's service worker
 * script its own. A 304 carries no policy at
 * all: the browser merges a 304's headers into the page it kept, so any policy sent with it would
 * replace that page's own (the API policy would block every script and stylesheet of a page
 * reloaded from the cache). The internal headers never leave.
 */
function settlePagePolicy(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions): void {
  const writeHead = res.writeHead;
  // Node calls writeHead itself for the implicit head of write() and end(), so this sees every
  // response, however Next sends it.
  res.writeHead = function writeHeadWithSettledPolicy(this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const header = res.getHeader(SCRIPT_HASHES_HEADER);
    const fallbackNonce = res.getHeader(NONCE_FALLBACK_HEADER) !== undefined;
    res.removeHeader(SCRIPT_HASHES_HEADER);
    res.removeHeader(NONCE_FALLBACK_HEADER);
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status === 304) {
      res.removeHeader("content-security-policy");
    } else if (!/^\s*text\/html\b/i.test(contentTypeOf(res, args))) {
      const worker = pathOf(req.url) === SERVICE_WORKER_PATH && status === 200;
      res.setHeader("content-security-policy", worker ? SERVICE_WORKER_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY);
    } else if (header !== undefined) {
      const hashes = parseScriptHashes(Array.isArray(header) ? header.join(" ") : header);
      const current = String(res.getHeader("content-security-policy") ?? "");
      if (hashes && (fallbackNonce || !current.includes("'nonce-"))) {
        res.setHeader("content-security-policy", contentSecurityPolicy(req.headers.host, { ...options, scriptHashes: hashes }));
      }
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
