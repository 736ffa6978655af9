import { startCardSetup } from "@/lib/billing/checkouts";
import { cardNeededToBook } from "@/lib/billing/requirement";
import { bookingSubmissionSchema, idempotencyKeySchema } from "@/lib/booking/booking-request";
import { getConfig } from "@/lib/platform/config";
import { getPaymentProvider } from "@/lib/payments/provider";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { submitBooking } from "@/lib/booking/submit-booking";
import { getDb } from "@/lib/platform/db";
import { screenBookingGiftCardCode } from "@/lib/web/http/gift-card-access";
import { activeUser } from "@/lib/web/http/access";
import { invalidFields } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * POST /api/bookings: submits the booking form. Needs a signed-in, active user with a verified
 * email and an Idempotency-Key header (one per form): the first submit answers 201 with the
 * new order, a retry with the same key answers 200 with that same order. A customer who must
 * save a card first (docs/payments.md) also gets `cardSetupUrl`: the card page, which returns to
 * the confirmation. A submission whose `acceptedTotalCents` is not the price in force answers 409
 * `price-changed` with both totals, and books nothing.
 */
export const POST = route({ access: activeUser, body: bookingSubmissionSchema }, async ({ request, user, body, logger }) => {
  const key = idempotencyKeySchema.safeParse(request.headers.get("idempotency-key") ?? undefined);
  if (!key.success) return invalidFields(key.error);
  const db = await getDb();
  // Wrong gift-card codes are counted before the transaction, which would roll the count back.
  const refusedCode = await screenBookingGiftCardCode(db, request, user.id, body.giftCardCode ?? null);
  if (refusedCode) return refusedCode;
  const result = await submitBooking(db, user, body, key.data);
  // A price other than the one accepted carries both totals in its details (lib/booking/price-change.ts).
  if (!result.ok) return result;
  const order = { id: result.order.id, number: formatOrderNumber(result.order.number), seriesId: result.order.seriesId };
  const cardSetupUrl = await cardSetupFor(db, user.id, order.id, logger);
  return ok({ order, created: result.created, cardSetupUrl }, { status: result.created ? 201 : 200 });
});

/** The card page for a customer who must save a card, or null; a provider outage never loses the booking. */
async function cardSetupFor(db: Awaited<ReturnType<typeof getDb>>, userId: string, orderId: string, logger: { error: (object: object, message: string) => void }): Promise<string | null> {
  const provider = getPaymentProvider();
  if (!provider || !(await cardNeededToBook(db, userId))) return null;
  try {
    const started = await startCardSetup(db, provider, userId, { publicUrl: getConfig().PUBLIC_URL, returnPath: `/booking-confirmation?order=${orderId}` });
    return started.redirectUrl;
  } catch (error) {
    // The confirmation page offers the card again.
    logger.error({ err: error }, "card setup after booking could not be started");
    return null;
  }
}
