import "server-only";
import type { SessionUser } from "@/lib/auth/users";
import type { Database } from "@/lib/platform/db";
import { failure, type Failure } from "@/lib/kernel/failure";
import { addressFromHeaders } from "@/lib/kernel/client-address";
import { checkGiftCardCode } from "../../gift-cards/check-code";

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

/**
 * For POST /api/bookings, before its transaction: a typed gift-card code is checked under the
 * guessing limits (per user and per address). Null when the code exists (the booking's own
 * redemption then spends it atomically); otherwise the answer to send, with the message beside
 * the field. This must run outside the booking transaction: a refused code rolls that back,
 * and the count of wrong guesses with it.
 */
export async function screenBookingGiftCardCode(db: Database, request: Request, userId: string, code: string | null): Promise<Failure | null> {
  if (!code) return null;
  const check = await checkGiftCardCode(db, code, { userId, address: addressFromHeaders(request.headers) });
  if (check.ok) return null;
  return failure(check.kind === "rate-limited" ? "rate-limited" : "conflict", check.message, { fieldErrors: { giftCardCode: check.message }, retryAfterSeconds: check.retryAfterSeconds });
}
