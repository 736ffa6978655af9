import { redirectToPath } from "@/lib/web/http/redirect";
import { loginUrlFor } from "../../auth/return-url";

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** The names of next-auth session cookies (whole or chunked) in a Cookie header. */
export function sessionCookieNames(cookieHeader: string | null): string[] {
  return (cookieHeader ?? "")
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => SESSION_COOKIE.test(name));
}

/**
 * Clears the stale session cookie and continues to /login (and back to `returnUrl` after
 * signing in). Pages cannot delete cookies, so they send the browser here; otherwise the proxy
 * would keep treating it as signed in.
 */
export function sessionEndedResponse(request: Request): Response {
  const returnUrl = new URL(request.url).searchParams.get("returnUrl") ?? "/";
  const response = redirectToPath(loginUrlFor(returnUrl), 303);
  for (const name of sessionCookieNames(request.headers.get("cookie"))) {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    response.headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`);
  }
  return response;
}
