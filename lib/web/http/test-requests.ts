import { getConfig } from "@/lib/platform/config";

export interface SiteRequestOptions {
  method?: string;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is (set `content-type` in `headers` yourself). */
  body?: BodyInit;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/**
 * A request as a browser on our own site sends it: the site's Origin on writes, JSON with its
 * content type. Tests of route handlers build requests with this, so the same-origin and
 * content-type rules stay on.
 */
export function siteRequest(path: string, options: SiteRequestOptions = {}): Request {
  const site = getConfig().PUBLIC_URL;
  const url = new URL(path, site);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const method = options.method ?? (options.json !== undefined || options.body !== undefined ? "POST" : "GET");
  const headers: Record<string, string> = {};
  if (method !== "GET" && method !== "HEAD") headers.origin = new URL(site).origin;
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  // A streamed body needs `duplex: "half"` in Node's fetch (not yet in the DOM typings).
  const init: RequestInit & { duplex?: "half" } = { method, body, headers: { ...headers, ...options.headers } };
  if (body instanceof ReadableStream) init.duplex = "half";
  return new Request(url, init);
}

/** The path parameters as Next passes them to a handler's second argument. */
export function pathParams<T extends Record<string, string | string[]>>(params: T): { params: Promise<T> } {
  return { params: Promise.resolve(params) };
}
