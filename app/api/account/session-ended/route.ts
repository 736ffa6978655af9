import { NextResponse } from "next/server";
import { loginUrlFor } from "@/lib/auth/return-url";

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * Where a page sends a browser whose session cookie the server no longer honours (blocked,
 * role changed, password changed elsewhere). Pages cannot delete cookies, so this clears the
 * stale one and continues to /login; otherwise the proxy would keep treating it as signed in.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const response = NextResponse.redirect(new URL(loginUrlFor(url.searchParams.get("returnUrl") ?? "/"), url));
  const names = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => SESSION_COOKIE.test(name));
  for (const name of names) {
    response.cookies.set({ name, value: "", path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
  return response;
}
