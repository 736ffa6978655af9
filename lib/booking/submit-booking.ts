import { DEFAULT_LOCALE } from "@/lib/kernel/enums/locales";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "@/lib/platform/db/errors";
import type { Database } from "@/lib/platform/db";
import { orderSeries, orders } from "@/lib/platform/db/schema";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";
import { holidaySurchargeAt } from "@/lib/settings/closing-calendar";
import type { BookingSubmission } from "./booking-request";
import { lockAndCheckStart } from "./capacity";
import { GiftCardUnusable, giftCardRedeemer, type GiftCardRedeemer } from "@/lib/gift-cards/redeem";
import { consumeOffer, OFFER_UNAVAILABLE_MESSAGE } from "./offers";
import { boroughOf, orderColumns, requestFieldErrors } from "./order-values";
import { requestedCleaner } from "./availability/your-cleaners";
import { orderReactions } from "./orders/order-reactions";
import { recordOrderEvent } from "./orders/order-timeline";
import { scheduleReceivedMail, scheduleReminder } from "./notifications";
import { computeQuote, type Quote } from "./pricing";
import type { QuoteAdjustments, SpecialOfferAdjustment } from "./quote-adjustments";
import { missingTasks } from "./quote-request";
import { priceChangedFailure } from "./price-changed-failure";
import { catchFailure, failure, FailureError, type Failure, type FailureKind } from "@/lib/kernel/failure";
import { ensureSeriesExtensionScheduled, extendSeries } from "./series/extend-series";
import { isRecurring } from "./series/series-dates";
import { START_PROBLEM_MESSAGES, startProblem, type StartProblem } from "./slots";
import type { Transaction } from "@/lib/platform/db/transaction";
import { markQuotesBooked } from "./unfinished-quotes/restore-quote";
import { getLogger } from "@/lib/platform/log/logger";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { idempotencyKeyReused, keyReusedWithOtherBody, submissionHash } from "./idempotency";
import { savedAccessDetailsFor } from "@/lib/account/addresses";
import { lockCreditAccount, spendCredit } from "@/lib/account-credit/ledger";
import { attachWelcome, welcomeFor, type Welcome } from "@/lib/referrals/welcome";
import { visitAccessDetails } from "./visit-access";
import type { SealingKeyRing } from "@/lib/platform/security/sealed-text";

/**
 * Submitting the booking form (docs/product.md#booking). The server prices the request again
 * and stores only its own quote. Idempotent: the browser sends one Idempotency-Key per form,
 * and a retried or doubled submit gets the order the first one made; the same key with a
 * different booking is refused as unprocessable, naming the key (./idempotency.ts). The capacity check, the
 * offer, the insert and the gift card are one transaction serialized per New York day
 * (capacity.ts), so concurrent submissions never overbook.
 */

export interface BookingCustomer {
  id: string;
  emailVerified: boolean;
}

export interface SubmitDeps {
  now?: Date;
  giftCards?: GiftCardRedeemer;
  /** Read fresh by default: a booking is priced with the table in force when it is made. */
  settings?: BusinessSettings;
  /** The referral link the visitor came through (the signed cookie, lib/referrals/referral-cookie.ts), if any. */
  referralCode?: string | null;
  /** The keys that seal typed access codes; the configured ones by default. */
  ring?: SealingKeyRing;
}

export interface SubmittedOrder {
  id: string;
  number: number;
  seriesId: string | null;
}

export type SubmitResult = { ok: true; created: boolean; order: SubmittedOrder } | Failure;

export const EMAIL_UNVERIFIED_MESSAGE = "Please confirm your email address before booking: open the link we emailed you.";

const START_KIND: Record<StartProblem, FailureKind> = {
  "not-a-start-time": "invalid",
  "outside-booking-window": "invalid",
  "closed-day": "invalid",
  "ends-too-late": "invalid",
  invalid: "invalid",
  "fully-booked": "conflict",
};

function startFailure(problem: StartProblem): Failure {
  return failure(START_KIND[problem], START_PROBLEM_MESSAGES[problem], {
    fieldErrors: { startsAt: START_PROBLEM_MESSAGES[problem] },
    ...(problem === "fully-booked" ? { code: "fully-booked" as const } : {}),
  });
}

type KeyedOrder = SubmittedOrder & { bodyHash: string | null };

async function orderByKey(db: Database | Transaction, customerId: string, key: string): Promise<KeyedOrder | undefined> {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, seriesId: orders.seriesId, bodyHash: orders.idempotencyBodyHash })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The answer to a submit whose key already made an order: that order, or an unprocessable failure if the body differs. */
function answerForEarlier(earlier: KeyedOrder, key: string, hash: string): SubmitResult {
  if (keyReusedWithOtherBody(earlier.bodyHash, hash)) return idempotencyKeyReused(key);
  return { ok: true, created: false, order: { id: earlier.id, number: earlier.number, seriesId: earlier.seriesId } };
}

export async function submitBooking(
  db: Database,
  customer: BookingCustomer,
  submission: BookingSubmission,
  idempotencyKey: string,
  deps: SubmitDeps = {},
): Promise<SubmitResult> {
  const now = deps.now ?? new Date();
  if (!customer.emailVerified) return failure("forbidden", EMAIL_UNVERIFIED_MESSAGE, { code: "email-unverified" });

  // A retry of a submit that went through is answered before anything is checked again: its
  // slot may be full by now (taken by that very order), and the answer must still be the order.
  const bodyHash = submissionHash(submission);
  const earlier = await orderByKey(db, customer.id, idempotencyKey);
  if (earlier) return answerForEarlier(earlier, idempotencyKey, bodyHash);

  const settings = deps.settings ?? (await readBusinessSettings(db));
  // Priced for its day: a visit on an open holiday the company surcharges carries the surcharge.
  const holidaySurcharge = holidaySurchargeAt(submission.startsAt, settings.closing);
  const priced = computeQuote(submission.request, settings.priceTable, { holidaySurcharge });
  if (!priced.ok) return failure("invalid", "Please check the highlighted fields.", { fieldErrors: requestFieldErrors(priced.errors) });
  const noTasks = missingTasks(priced.quote.request);
  if (noTasks) return failure("invalid", "Please check the highlighted fields.", { fieldErrors: { "request.tasks": noTasks } });
  const early = startProblem({ start: submission.startsAt, durationMinutes: priced.quote.estimatedMinutes, hasRoom: () => true, now, closing: settings.closing });
  if (early) return startFailure(early);

  let result: SubmitResult;
  try {
    result = await catchFailure(() =>
      db.transaction((tx) => placeBooking(tx, { customer, submission, idempotencyKey, bodyHash, settings, quote: priced.quote, now, giftCards: deps.giftCards ?? giftCardRedeemer, referralCode: deps.referralCode ?? null, ring: deps.ring })),
    );
  } catch (error) {
    // The same key raced in on another day's lock: the other transaction made the order.
    if (!isUniqueViolation(error)) throw error;
    const winner = await orderByKey(db, customer.id, idempotencyKey);
    if (!winner) throw error;
    return answerForEarlier(winner, idempotencyKey, bodyHash);
  }

  if (result.ok && result.created) getMetrics().bookingsCreated.inc();
  if (result.ok && result.created && result.order.seriesId) {
    // The next visits are made after the booking commits, each in a short transaction of its
    // own; if this fails, the daily series job makes them.
    await extendSeries(db, result.order.seriesId, { now, settings }).catch((error: unknown) =>
      getLogger().error({ err: error, seriesId: result.ok ? result.order.seriesId : null }, "could not generate series visits"),
    );
  }
  return result;
}

interface Placement {
  customer: BookingCustomer;
  submission: BookingSubmission;
  idempotencyKey: string;
  bodyHash: string;
  settings: BusinessSettings;
  quote: Quote;
  now: Date;
  giftCards: GiftCardRedeemer;
  referralCode: string | null;
  ring: SealingKeyRing | undefined;
}

async function placeBooking(tx: Transaction, placement: Placement): Promise<SubmitResult> {
  const { customer, submission, idempotencyKey, bodyHash, settings, now } = placement;
  let quote = placement.quote;
  const start = submission.startsAt;

  const requestedCleanerId = await requestedCleaner(tx, customer.id, submission.requestedCleanerId);
  const problem = await lockAndCheckStart(tx, {
    start,
    durationMinutes: quote.estimatedMinutes,
    borough: boroughOf(submission.address),
    travel: settings.travel,
    now,
    customerId: customer.id,
    onlyCleanerId: requestedCleanerId,
    closing: settings.closing,
  });
  // With the day locked, a doubled submit that got here second sees the first one's order.
  const earlier = await orderByKey(tx, customer.id, idempotencyKey);
  if (earlier) return answerForEarlier(earlier, idempotencyKey, bodyHash);
  if (problem) throw new FailureError(startFailure(problem));

  const holidaySurcharge = holidaySurchargeAt(start, settings.closing);
  let offer: SpecialOfferAdjustment | undefined;
  if (submission.specialOfferId) {
    offer = (await consumeOffer(tx, customer.id, submission.specialOfferId, start, now)) ?? undefined;
    if (!offer) {
      throw new FailureError(
        failure("conflict", OFFER_UNAVAILABLE_MESSAGE, { fieldErrors: { specialOfferId: OFFER_UNAVAILABLE_MESSAGE }, code: "offer-unavailable" }),
      );
    }
    quote = requote(submission.request, settings, { holidaySurcharge, offer });
  }
  // Never a silent change: a total other than the one the customer accepted is refused (and the
  // offer taken above rolls back) until they accept the new one (./price-change.ts).
  const accepted = submission.acceptedTotalCents;
  if (accepted !== null && accepted !== undefined && accepted !== quote.totalCents) {
    throw new FailureError(priceChangedFailure({ acceptedTotalCents: accepted, currentTotalCents: quote.totalCents }));
  }

  // A referred friend's welcome discount and the customer's account credit come after the check
  // above: they only lower the price accepted. The credit account stays locked to the end of the
  // transaction, so two bookings at once cannot both spend the same credit (docs/payments.md).
  // Locked first: a friend's two first bookings on different days (which the day lock does not
  // order) then see each other, and only the first gets the welcome.
  const creditBalanceCents = await lockCreditAccount(tx, customer.id);
  const welcome: Welcome | null = placement.referralCode
    ? await welcomeFor(tx, customer.id, placement.referralCode, { email: submission.contact.email, phone: submission.contact.phone, street: submission.address.street, zip: submission.address.zip })
    : null;
  const credits: QuoteAdjustments = { welcomeDiscountCents: welcome?.welcomeCents, accountCreditBalanceCents: creditBalanceCents > 0 ? creditBalanceCents : undefined };
  if (welcome || creditBalanceCents > 0) quote = requote(submission.request, settings, { holidaySurcharge, offer, ...credits });

  // The saved address's access details, codes sealed, come with the address; what the customer
  // gave for this visit goes over them (docs/product.md, "Access details and keys").
  const saved = await savedAccessDetailsFor(tx, customer.id, submission.address);
  const accessDetails = visitAccessDetails(submission.access, saved, placement.ring);
  const details = { address: submission.address, contact: submission.contact, notes: submission.notes, accessDetails };
  let seriesId: string | null = null;
  if (isRecurring(quote.request.frequency)) {
    const [series] = await tx
      .insert(orderSeries)
      .values({
        customerId: customer.id,
        frequency: quote.request.frequency,
        template: { request: placement.quote.request, ...details },
        anchorStartsAt: start,
        generatedUntil: start,
        createdAt: now,
      })
      .returning({ id: orderSeries.id });
    seriesId = series?.id ?? null;
    await ensureSeriesExtensionScheduled(tx, now);
  }

  const [order] = await tx
    .insert(orders)
    .values({
      ...orderColumns(quote, start, details),
      customerId: customer.id,
      requestedCleanerId,
      specialOfferId: offer ? (submission.specialOfferId ?? null) : null,
      seriesId,
      seriesOccurrence: seriesId ? 0 : null,
      locale: submission.locale ?? DEFAULT_LOCALE,
      idempotencyKey,
      idempotencyBodyHash: bodyHash,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, number: orders.number, seriesId: orders.seriesId });
  if (!order) throw new Error("the order was not inserted");
  await spendCredit(tx, { userId: customer.id, orderId: order.id, amountCents: quote.accountCreditCents ?? 0, at: now });
  if (welcome) await attachWelcome(tx, customer.id, welcome, order.id, quote.welcomeDiscountCents ?? 0, now);

  if (submission.giftCardCode) {
    try {
      const redemption = await placement.giftCards.redeem(tx, {
        code: submission.giftCardCode,
        userId: customer.id,
        amountCents: quote.totalCents,
        orderId: order.id,
        at: now,
      });
      quote = requote(submission.request, settings, { holidaySurcharge, offer, ...credits, giftCardBalanceCents: redemption.appliedCents });
      await tx
        .update(orders)
        .set({ quote, giftCardId: redemption.giftCardId, giftCardCents: quote.giftCardCents, amountDueCents: quote.amountDueCents, updatedAt: now })
        .where(eq(orders.id, order.id));
    } catch (error) {
      if (!(error instanceof GiftCardUnusable)) throw error;
      throw new FailureError(failure("conflict", error.message, { fieldErrors: { giftCardCode: error.message }, code: "gift-card" }));
    }
  }

  await recordOrderEvent(tx, { orderId: order.id, type: "created", actorId: customer.id, data: { startsAt: start.toISOString(), totalCents: quote.totalCents }, at: now });
  // The consent to texts ticked with the booking is kept with it, or not at all (docs/product.md#text-messages).
  await orderReactions().orderPlaced(tx, { id: order.id, customerId: customer.id, contactPhone: submission.contact.phone }, now, { textConsent: submission.textConsent });
  await scheduleReceivedMail(tx, order.id, now);
  await scheduleReminder(tx, order.id, start, now);
  // A quote emailed for an unfinished booking stops once the visitor books (docs/product.md#unfinished-bookings).
  await markQuotesBooked(tx, customer.id, submission.contact.email);
  return { ok: true, created: true, order };
}

/** Prices a request already priced once in this submission (with its day's surcharge), now with its offer or gift card. */
function requote(request: unknown, settings: BusinessSettings, adjustments: QuoteAdjustments): Quote {
  const priced = computeQuote(request, settings.priceTable, adjustments);
  if (!priced.ok) throw new Error(`a request that priced a moment ago failed: ${Object.keys(priced.errors).join(", ")}`);
  return priced.quote;
}
