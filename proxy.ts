import { NextResponse, type NextRequest } from "next/server";

/**
 * The cheap first guard, run before every page. Pages, route handlers and actions check
 * access again on the server; this only redirects early.
 */
export function proxy(request: NextRequest): NextResponse {
  if (request.nextUrl.pathname === "/auth/login") {
    const url = request.nextUrl.clone();
    url.pathname = "/login";
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|api/|userManagementHub|favicon.ico|robots.txt|sitemap.xml).*)"],
};
