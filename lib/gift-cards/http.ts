import "server-only";
import type { SessionUser } from "@/lib/auth/users";
import type { Database } from "@/lib/db";
import { errorResponse } from "@/lib/http/responses";
import { addressFromHeaders } from "@/lib/server/client-address";
import { checkGiftCardCode } from "./check-code";

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

export function rateLimitedResponse(message: string, retryAfterSeconds: number | undefined): Response {
  return errorResponse(429, message, undefined, retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : undefined);
}

/**
 * For POST /api/bookings, before its transaction: a typed gift-card code is checked under the
 * guessing limits (per user and per address). Null when the code exists (the booking's own
 * redemption then spends it atomically); otherwise the answer to send, with the message beside
 * the field. This must run outside the booking transaction: a refused code rolls that back,
 * and the count of wrong guesses with it.
 */
export async function screenBookingGiftCardCode(db: Database, request: Request, userId: string, code: string | null): Promise<Response | null> {
  if (!code) return null;
  const check = await checkGiftCardCode(db, code, { userId, address: addressFromHeaders(request.headers) });
  if (check.ok) return null;
  const headers = check.retryAfterSeconds ? { "retry-after": String(check.retryAfterSeconds) } : undefined;
  return errorResponse(check.status === 429 ? 429 : 409, check.message, { giftCardCode: check.message }, headers);
}
