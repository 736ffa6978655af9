import { homeFor } from "@/lib/auth/landing";
import { signedIn } from "@/lib/web/http/access";
import { route } from "@/lib/web/http/route";
import { redirectToPath } from "@/lib/web/http/redirect";

/**
 * Where /login sends a browser that signed in without a page to return to: the role's own
 * start page (staff the panel, cleaners their jobs, customers home). A visitor goes to /login.
 */
export const GET = route({ access: "public" }, async () => {
  const access = await signedIn();
  if (access.ok) return redirectToPath(homeFor(access.user.role));
  // Sessions that cannot be checked right now are a 503, not a signed-out browser.
  return access.kind === "unauthenticated" ? redirectToPath("/login") : access;
});
