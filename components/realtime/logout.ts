import { loginUrlWithNotice, type LoginNotice } from "@/lib/auth/login-errors";
import { signOutOfSite } from "@/lib/auth/sign-out";
import { writeHeaderUserCache } from "@/lib/auth/header-user-cache";
import { forgetSavedBookingOnLogout } from "@/lib/booking/saved-booking-logout";

/**
 * The logout that follows a blocking, a role change or a forced logout: end the next-auth
 * session, forget the cached header user (it would show the avatar on /login for a moment) and
 * the saved booking form's personal part, then go to /login with a full page load so nothing
 * of the old session stays in memory.
 */
export async function logoutToLogin(notice?: LoginNotice): Promise<void> {
  try {
    writeHeaderUserCache(window.localStorage, null);
  } catch {
    // Storage failures are ignored (docs/product.md#when-something-fails).
  }
  forgetSavedBookingOnLogout();
  try {
    await signOutOfSite("/login");
  } catch (error) {
    // The server has ended the session already; the page load below shows the signed-out state.
    console.error("[realtime] sign-out failed", error);
  }
  // replace: Back must not return to a page of the ended session.
  window.location.replace(loginUrlWithNotice(notice));
}
