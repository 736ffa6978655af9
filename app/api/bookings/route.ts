import { bookingSubmissionSchema, idempotencyKeySchema } from "@/lib/booking/booking-request";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { submitBooking } from "@/lib/booking/submit-booking";
import { getDb } from "@/lib/db";
import { screenBookingGiftCardCode } from "@/lib/gift-cards/http";
import { activeUser } from "@/lib/http/access";
import { invalidFields, ok } from "@/lib/http/failure";
import { route } from "@/lib/http/route";

/**
 * POST /api/bookings: submits the booking form. Needs a signed-in, active user with a verified
 * email and an Idempotency-Key header (one per form): the first submit answers 201 with the
 * new order, a retry with the same key answers 200 with that same order.
 */
export const POST = route({ access: activeUser, body: bookingSubmissionSchema }, async ({ request, user, body }) => {
  const key = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key") ?? undefined);
  if (!key.success) return invalidFields(key.error);
  const db = await getDb();
  // Wrong gift-card codes are counted before the transaction, which would roll the count back.
  const refusedCode = await screenBookingGiftCardCode(db, request, user.id, body.giftCardCode ?? null);
  if (refusedCode) return refusedCode;
  const result = await submitBooking(db, user, body, key.data);
  if (!result.ok) return result;
  const order = { id: result.order.id, number: formatOrderNumber(result.order.number), seriesId: result.order.seriesId };
  return ok({ order, created: result.created }, { status: result.created ? 201 : 200 });
});
