import "server-only";
import type { SessionUser } from "@/lib/auth/users";

export const VERIFY_EMAIL_PATH = "/auth/verify-email-notice";
export const VERIFY_EMAIL_MESSAGE = "Please confirm your email address before buying a gift card.";

/**
 * Buying needs a confirmed email (receipts and the card's sender go by it). The 403 carries a
 * link the form shows, to the page that explains and resends the confirmation.
 */
export function unverifiedBuyerResponse(user: SessionUser): Response | null {
  if (user.emailVerified) return null;
  return Response.json(
    { error: VERIFY_EMAIL_MESSAGE, link: { href: VERIFY_EMAIL_PATH, label: "Confirm my email" } },
    { status: 403, headers: { "cache-control": "no-store" } },
  );
}
