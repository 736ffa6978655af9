/**
 * A redirect to a path on this site with a relative Location. Building an absolute URL from
 * request.url would name the address the server listens on (http://0.0.0.0:3000), not the
 * address the browser used; browsers resolve a relative Location against the page they asked for.
 */
export function redirectToPath(path: string, status: 303 | 307 = 303, headers?: HeadersInit): Response {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`not a same-site path: ${path}`);
  const response = new Response(null, { status, headers });
  response.headers.set("location", path);
  response.headers.set("cache-control", "no-store");
  return response;
}
