import { randomUUID } from "node:crypto";

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Keeps a request id given by a trusted proxy when it looks like one, otherwise makes a new one,
 * so that a forged header can never inject text into log lines.
 */
export function chooseRequestId(incoming: string | string[] | undefined): string {
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  return candidate && SAFE_ID.test(candidate) ? candidate : randomUUID();
}

/** The path of a URL without its query string, which can carry tokens (verify, reset, access_token). */
export function pathWithoutQuery(url: string | undefined): string {
  if (!url) return "/";
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}
