import type { BookingSubmission } from "@/lib/booking/booking-request";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { submitBooking, type BookingCustomer } from "@/lib/booking/submit-booking";
import { checkGiftCardCode } from "@/lib/gift-cards/check-code";
import { failure, type Failure } from "@/lib/kernel/failure";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { getPaymentProvider } from "@/lib/payments/provider/provider";
import { startCardSetup } from "@/lib/payments/cards/checkouts";
import { cardNeededToBook } from "@/lib/payments/cards/requirement";

export interface BookingSubmissionContext {
  /** The client address server.ts stamped on the request: wrong gift-card codes count per address too. */
  clientAddress: string;
  logger: Pick<Logger, "error">;
  /** The referral link the visitor came through (the signed cookie, lib/referrals/referral-cookie.ts), if any. */
  referralCode?: string | null;
}

export type BookingSubmissionAnswer =
  | { ok: true; created: boolean; order: { id: string; number: string; seriesId: string | null }; cardSetupUrl: string | null }
  | Failure;

/**
 * POST /api/bookings as one use case (docs/architecture.md, "A booking"): the typed gift-card
 * code screened under the guessing limits, the booking itself (lib/booking/submit-booking.ts),
 * and, for a customer who must save a card first (docs/payments.md), the card page to go to.
 */
export async function submitBookingRequest(
  db: Database,
  customer: BookingCustomer,
  submission: BookingSubmission,
  idempotencyKey: string,
  context: BookingSubmissionContext,
): Promise<BookingSubmissionAnswer> {
  // Wrong gift-card codes are counted before the transaction, which would roll the count back.
  const refusedCode = await screenGiftCardCode(db, customer.id, submission.giftCardCode ?? null, context.clientAddress);
  if (refusedCode) return refusedCode;
  const result = await submitBooking(db, customer, submission, idempotencyKey, { referralCode: context.referralCode ?? null });
  if (!result.ok) return result;
  const order = { id: result.order.id, number: formatOrderNumber(result.order.number), seriesId: result.order.seriesId };
  const cardSetupUrl = await cardSetupFor(db, customer.id, order.id, context.logger);
  return { ok: true, created: result.created, order, cardSetupUrl };
}

/**
 * A typed gift-card code, checked under the guessing limits (per user and per address). Null
 * when the code exists (the booking's own redemption then spends it atomically); otherwise the
 * refusal, with the message beside the field. This must run outside the booking transaction: a
 * refused code rolls that back, and the count of wrong guesses with it.
 */
async function screenGiftCardCode(db: Database, userId: string, code: string | null, address: string): Promise<Failure | null> {
  if (!code) return null;
  const check = await checkGiftCardCode(db, code, { userId, address });
  if (check.ok) return null;
  return failure(check.kind === "rate-limited" ? "rate-limited" : "conflict", check.message, { fieldErrors: { giftCardCode: check.message }, retryAfterSeconds: check.retryAfterSeconds });
}

/** The card page for a customer who must save a card, or null; a provider outage never loses the booking. */
async function cardSetupFor(db: Database, userId: string, orderId: string, logger: Pick<Logger, "error">): Promise<string | null> {
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
