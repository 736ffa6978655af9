import { bookingSubmissionSchema, idempotencyKeySchema } from "@/lib/booking/booking-request";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { submitBooking } from "@/lib/booking/submit-booking";
import { getDb } from "@/lib/db";
import { screenBookingGiftCardCode } from "@/lib/gift-cards/http";
import { requireActiveApiUser } from "@/lib/http/guards";
import { parseJsonBody, parseValue } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";
import { refusalResponse } from "@/lib/booking/http";

/**
 * POST /api/bookings: submits the booking form. Needs a signed-in, active user with a verified
 * email and an Idempotency-Key header (one per form): the first submit answers 201 with the
 * new order, a retry with the same key answers 200 with that same order.
 */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const key = parseValue(request.headers.get("idempotency-key") ?? undefined, idempotencyKeySchema);
  if (!key.ok) return key.response;
  const parsed = await parseJsonBody(request, bookingSubmissionSchema);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  // Wrong gift-card codes are counted before the transaction, which would roll the count back.
  const refusedCode = await screenBookingGiftCardCode(db, request, guarded.user.id, parsed.data.giftCardCode ?? null);
  if (refusedCode) return refusedCode;
  const result = await submitBooking(db, guarded.user, parsed.data, key.data);
  if (!result.ok) return refusalResponse(result);
  const order = { id: result.order.id, number: formatOrderNumber(result.order.number), seriesId: result.order.seriesId };
  return okResponse({ order, created: result.created }, { status: result.created ? 201 : 200 });
}
