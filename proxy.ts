import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { decideAccess, rendersPerRequest, ruleFor, type Viewer } from "@/lib/auth/route-access";
import { getConfig } from "@/lib/platform/config";
import { contentSecurityPolicy, createNonce, NONCE_FALLBACK_HEADER } from "@/lib/web/server/security-headers";
import { maintenanceState } from "@/lib/settings/maintenance";

export const CURRENT_PATH_HEADER = "x-current-path";

/** The signed-in viewer per the session cookie. Pages re-check against the database. */
async function viewerOf(request: NextRequest): Promise<Viewer | null> {
  try {
    const token = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET });
    return token?.sub && token.role ? { role: token.role } : null;
  } catch {
    return null;
  }
}

/**
 * The cheap first guard of the route table (docs/product.md#pages-and-who-may-open-them):
 * redirects before a page renders. It is never the only check: every protected page, route
 * handler and action checks again on the server.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (pathname === "/auth/login") {
    const url = request.nextUrl.clone();
    url.pathname = "/login";
    return NextResponse.redirect(url);
  }

  const rule = ruleFor(pathname);
  const needsViewer = Boolean(rule.loggedOutOnly || rule.loginRequired || rule.ability || rule.maintenanceCheck);
  if (needsViewer) {
    const viewer = await viewerOf(request);
    const maintenance = rule.maintenanceCheck ? await maintenanceState() : false;
    const decision = decideAccess({ pathname, search }, viewer, maintenance);
    if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.to, request.url));
    // "forbidden" goes on to the page: its guard checks the role in the database and answers 403.
  }

  const headers = new Headers(request.headers);
  headers.set(CURRENT_PATH_HEADER, `${pathname}${search}`);

  // Every page gets a nonce: Next reads it from the request's policy header and puts it on its
  // own scripts when it renders the page; the same policy replaces server.ts's nonce-less one on
  // the response. A page outside the per-request list may instead be served prerendered from
  // Next's cache, whose scripts cannot carry it: the fallback mark lets server.ts put that page's
  // hashes in its place (lib/web/server/security-headers.ts). So every HTML answer gets one or the other.
  const policy = contentSecurityPolicy(request.headers.get("host"), {
    https: getConfig().PUBLIC_URL.startsWith("https:"),
    dev: process.env.NODE_ENV !== "production",
    nonce: createNonce(),
  });
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  if (!rendersPerRequest(rule)) response.headers.set(NONCE_FALLBACK_HEADER, "1");
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|api/|userManagementHub|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:svg|png|jpg|webp|avif|ico|woff2)$).*)"],
};
