import { submitBookingRequest } from "@/lib/payments/booking-submission";
import { bookingSubmissionSchema, idempotencyKeySchema } from "@/lib/booking/booking-request";
import { activeUser } from "@/lib/web/http/access";
import { addressFromHeaders } from "@/lib/kernel/client-address";
import { invalidFields } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { BookingAnswer } from "@/lib/booking/bookings-contract";
import { getConfig } from "@/lib/platform/config";
import { referralCodeFromCookie, referralCookieIn } from "@/lib/referrals/referral-cookie";

/**
 * POST /api/bookings: submits the booking form. Needs a signed-in, active user with a verified
 * email and an Idempotency-Key header (one per form): the first submit answers 201 with the
 * new order, a retry with the same key answers 200 with that same order. A customer who must
 * save a card first (docs/payments.md) also gets `cardSetupUrl`: the card page, which returns to
 * the confirmation. A submission whose `acceptedTotalCents` is not the price in force answers 409
 * `price-changed` with both totals, and books nothing.
 */
export const POST = route({ access: activeUser, body: bookingSubmissionSchema }, async ({ request, user, body, logger, database }) => {
  const key = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key") ?? undefined);
  if (!key.success) return invalidFields(key.error);
  // A friend's referral link (lib/referrals): the welcome discount is decided inside the booking.
  const referralCode = referralCodeFromCookie(referralCookieIn(request.headers), new Date(), getConfig().AUTH_SECRET);
  const result = await submitBookingRequest(await database(), user, body, key.data, { clientAddress: addressFromHeaders(request.headers), logger, referralCode });
  // A price other than the one accepted carries both totals in its details (lib/booking/price-change.ts).
  if (!result.ok) return result;
  return ok<BookingAnswer>({ order: result.order, created: result.created, cardSetupUrl: result.cardSetupUrl }, { status: result.created ? 201 : 200 });
});
