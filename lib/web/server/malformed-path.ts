/**
 * True when a request path's percent-encoding does not decode to UTF-8 text (`%E0%A4%A`,
 * `%C0%AF`, an encoded lone surrogate). Next's router fails on such a path with a 500, so
 * server.ts answers it with a 400 before Next sees it, for pages and handlers alike.
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
