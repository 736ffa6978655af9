/** Statuses whose path says nothing about our routes: each probe would be a new time series. */
const UNMATCHED_STATUSES = new Set([404, 405]);
const MAX_SEGMENTS = 6;

/** A segment that names one record (a uuid, an order number, a token) rather than a route. */
function isIdentifier(segment: string): boolean {
  return /\d/.test(segment) || segment.length > 40 || !/^[a-z][a-z.-]*$/i.test(segment);
}

/**
 * The route pattern a request is counted under: ids become ":id", paths that matched nothing
 * share one label, and Next's static files one each, so the number of series stays bounded
 * however many orders, users or scanners there are.
 */
export function routeLabel(path: string, status: number): string {
  if (UNMATCHED_STATUSES.has(status)) return "unmatched";
  if (path.startsWith("/_next/")) return path.startsWith("/_next/static/") ? "/_next/static" : "/_next";
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return "/";
  const named = segments.slice(0, MAX_SEGMENTS).map((segment) => (isIdentifier(segment) ? ":id" : segment));
  return `/${named.join("/")}${segments.length > MAX_SEGMENTS ? "/…" : ""}`;
}
