"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import useSWR from "swr";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { FormAlert } from "@/components/forms/FormAlert";
import {
  BOOKING_STEPS,
  STEP_TITLES,
  firstStepWithError,
  quoteForForm,
  requestedCleanerOf,
  serviceOf,
  submissionBody,
  validateAll,
  validateStep,
  type BookingStep,
  type FormErrors,
  formToQuoteRequest,
} from "@/lib/booking/booking-form";
import { markBookingCompleted } from "@/lib/booking/form-storage";
import { offerAdjustment, type UsableOffer } from "@/lib/booking/offer-view";
import type { PriceChange } from "@/lib/booking/price-change";
import { bestOfferFor, shouldApplyBestOffer } from "@/lib/booking/best-offer";
import type { PriceTable } from "@/lib/settings/price-table";
import type { ClosingCalendar } from "@/lib/settings/closing-calendar";
import { signedInBeforeOnThisDevice } from "@/lib/auth/device-marker";
import { BOOKING_PATH, bookingSignInUrl } from "@/lib/booking/booking-sign-in";
import type { DateRange } from "@/lib/booking/slots";
import type { ServiceCards } from "@/lib/booking/service-cards";
import { useSiteSession } from "@/lib/auth/site-session";
import { NO_CARD_VIEW, type BookingCardView } from "@/lib/payments/cards/booking-card";
import { bookingCardContract } from "@/lib/payments/cards/booking-card-contract";
import { cardSetupContract } from "@/lib/payments/cards/checkouts-contract";
import { bookingOffersContract, yourCleanersContract } from "@/lib/booking/booking-form-reads-contract";
import type { YourCleaner } from "@/lib/booking/availability/your-cleaners";
import { callApi } from "@/lib/web/http/client";
import { fullPageNavigation } from "@/lib/kernel/full-page-navigation";
import { AddressFields } from "./AddressFields";
import { EmailQuoteBox } from "./EmailQuoteBox";
import { useQuoteResume } from "./use-quote-resume";
import { NO_CODES, type AccessCodeValues } from "@/lib/account/access-form";
import { BookingPausedNotice } from "./BookingPausedNotice";
import { postBooking } from "./submit-outcome";
import { PriceChangeNotice } from "./PriceChangeNotice";
import { errorSummaryItems, findBookingControl } from "./error-fields";
import { ExtrasFields, FrequencyField } from "./ExtrasFields";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { LinkedServicePrompt } from "./LinkedServicePrompt";
import { PaymentChoice } from "./PaymentChoice";
import { QuotePanel } from "./QuotePanel";
import { ReviewStep } from "./ReviewStep";
import { ScheduleFields } from "./ScheduleFields";
import { ServiceFields } from "./ServiceFields";
import { StepProgress } from "./StepProgress";
import { useBookingForm } from "./use-booking-form";
import { reportQuoteStart } from "./report-quote-start";
import { useGiftCardCheck } from "./use-gift-card-check";

async function fetchCard(): Promise<BookingCardView> {
  const result = await callApi(bookingCardContract);
  return result.ok ? result.data : NO_CARD_VIEW;
}

/** The card page for "Use another card", returning to the confirmation; null when it cannot open (the confirmation offers it again). */
async function anotherCardUrl(orderId: string): Promise<string | null> {
  const started = await callApi(cardSetupContract, { body: { returnPath: `/booking-confirmation?order=${encodeURIComponent(orderId)}` } });
  return started.ok ? started.data.redirectUrl : null;
}

async function fetchOffers(at: string | null): Promise<UsableOffer[]> {
  const result = await callApi(bookingOffersContract, { params: { at } });
  return result.ok ? result.data.offers : [];
}

/** The signed-in customer's cleaners; none when the read fails (the form then books any available cleaner). */
async function fetchYourCleaners(): Promise<YourCleaner[]> {
  const result = await callApi(yourCleanersContract);
  return result.ok ? result.data.cleaners : [];
}

type Problem = { message: string; verifyLink?: boolean } | null;

/**
 * The five-step booking form (docs/product.md#booking). Every change is saved (use-booking-form) and the
 * quote is computed here, in the browser, with the same pricing function the server uses.
 * Submitting needs a signed-in user with a verified email: a visitor goes to the login page
 * and comes back to this saved form; the server decides, the browser only helps.
 */
export function BookingForm({
  priceTable,
  phone,
  closing,
  bookable,
  serviceCards,
}: {
  priceTable: PriceTable;
  phone: string;
  closing: ClosingCalendar;
  bookable: DateRange;
  /** Step 1's cards: the most booked services first, and a line on each. */
  serviceCards?: ServiceCards;
}) {
  // The site-wide session store, not next-auth's client: /booking loads without it (docs/operations.md, "Page weight").
  const { data: session, status } = useSiteSession();
  const router = useRouter();
  const signedIn = status === "authenticated";
  const { form, update, linkedService, answerLinkedService, restored } = useBookingForm(priceTable, signedIn);
  const step: BookingStep = form.bookingProgress === "completed" ? "step-1" : form.bookingProgress;
  // A quote email's link (?resume=) puts its answers back (docs/product.md#unfinished-bookings).
  const resumeProblem = useQuoteResume(update);
  const [shownErrors, setShownErrors] = useState<BookingStep | null>(null);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  // The access codes typed on step 4 live here only: never in the saved form (docs/security.md, "Access codes at rest").
  const [codes, setCodes] = useState<AccessCodeValues>(NO_CODES);
  const codesLost = form.access.codeTyped && !codes.lockboxCode.trim() && !codes.alarmCode.trim();
  // The server's new price, waiting for the customer's word (issue #24, bug 3).
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const summary = useRef<HTMLElement>(null);
  // Bumped each time Next or Submit finds errors: the summary then takes the focus.
  const [errorsFound, setErrorsFound] = useState(0);

  const { data: offers } = useSWR(signedIn ? bookingOffersContract.path({ at: form.startsAt || null }) : null, () => fetchOffers(form.startsAt || null));
  const offer = offers?.find((candidate) => candidate.id === form.specialOfferId);
  const { data: cardView } = useSWR(signedIn ? bookingCardContract.path() : null, fetchCard);
  // "Book my cleaner again": asked from the browser, since /booking is the same page for everyone.
  const { data: signedInCleaners } = useSWR(signedIn ? yourCleanersContract.path() : null, fetchYourCleaners);
  // Undefined while a signed-in customer's list is on its way: step 3 waits for it rather than show everyone's times first.
  const yourCleaners = signedIn ? signedInCleaners : status === "loading" ? undefined : [];
  const requestedCleaner = requestedCleanerOf(form, yourCleaners ?? []);
  const [useAnotherCard, setUseAnotherCard] = useState(false);
  const giftCard = useGiftCardCheck(form.giftCardCode, signedIn);
  const giftCardBalanceCents = giftCard.kind === "usable" ? giftCard.balanceCents : undefined;
  const quote = useMemo(
    () => quoteForForm(form, priceTable, closing, { offer: offer ? offerAdjustment(offer) : undefined, giftCardBalanceCents }),
    [form, priceTable, closing, offer, giftCardBalanceCents],
  );
  const baseQuote = useMemo(() => quoteForForm(form, priceTable, closing), [form, priceTable, closing]);

  // The answers' messages are shown once Next was pressed on a step, then follow every change.
  // A refused gift card code is shown beside its field as soon as the check answers.
  const giftCardError: FormErrors = step === "step-5" && giftCard.kind === "refused" ? { giftCardCode: giftCard.message } : {};
  const errors: FormErrors = { ...(shownErrors === step ? validateStep(step, form, priceTable) : {}), ...giftCardError, ...serverErrors };
  // The summary lists the messages once Next or Submit found them, not while typing.
  const summaryShown = shownErrors === step || Object.keys(serverErrors).length > 0;

  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    heading.current?.focus();
  }, [step]);

  // After the heading's effect, so a jump to the step with the errors ends on its summary.
  useEffect(() => {
    if (errorsFound > 0) summary.current?.focus();
  }, [errorsFound]);

  const showErrors = (on: BookingStep) => {
    setShownErrors(on);
    setErrorsFound((count) => count + 1);
  };

  // The signed-in user's name and email fill an empty contact once, saving typing.
  const user = session?.user;
  useEffect(() => {
    if (!user || step !== "step-4") return;
    update((current) =>
      current.contact.name || current.contact.email ? current : { ...current, contact: { ...current.contact, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } },
    );
  }, [user, step, update]);

  // The best offer the customer holds is applied on the review step until they choose otherwise.
  useEffect(() => {
    if (step !== "step-5" || !offers || !shouldApplyBestOffer(form)) return;
    const best = bestOfferFor(form, priceTable, closing, offers);
    if (best) update((current) => (shouldApplyBestOffer(current) ? { ...current, specialOfferId: best.id } : current));
  }, [step, offers, form, priceTable, closing, update]);

  const goTo = (next: BookingStep) => {
    stepChanged.current = true;
    setShownErrors(null);
    setProblem(null);
    setPriceChange(null);
    update((current) => ({ ...current, bookingProgress: next }));
  };

  const next = () => {
    if (Object.keys(validateStep(step, form, priceTable)).length > 0) {
      showErrors(step);
      return;
    }
    const index = BOOKING_STEPS.indexOf(step);
    const following = BOOKING_STEPS[index + 1];
    // Step 1 done means a price was shown: the top of the owner's booking funnel.
    if (step === "step-1") reportQuoteStart();
    if (following) goTo(following);
  };

  /** Books at the total the review step shows, or at the new one the customer just accepted. */
  const submit = async (acceptedTotalCents: number | null = quote?.totalCents ?? null) => {
    setProblem(null);
    setPriceChange(null);
    const all = validateAll(form, priceTable);
    const wrongStep = firstStepWithError(all);
    if (wrongStep) {
      if (wrongStep !== step) goTo(wrongStep);
      showErrors(wrongStep);
      return;
    }
    if (giftCard.kind === "refused") {
      // Already reported beside the field: the server would only refuse it again.
      showErrors("step-5");
      return;
    }
    if (status === "loading") return;
    if (!signedIn) {
      // A full page load: after signing in every part of the page starts with the new session.
      // Someone new on this device starts on "Create account", with what step 4 already knows.
      fullPageNavigation(bookingSignInUrl(signedInBeforeOnThisDevice()));
      return;
    }
    setBusy(true);
    const outcome = await postBooking(submissionBody(form, priceTable, acceptedTotalCents, codes, yourCleaners === undefined ? form.requestedCleanerId : (requestedCleaner?.id ?? null)), form.idempotencyKey);
    if (outcome.kind === "booked") {
      markBookingCompleted(outcome.orderId);
      // A customer without a usable card saves one first; the card page returns to the confirmation.
      const setupUrl = outcome.cardSetupUrl ?? (useAnotherCard && cardView?.card ? await anotherCardUrl(outcome.orderId) : null);
      if (setupUrl) fullPageNavigation(setupUrl);
      else router.push(`/booking-confirmation?order=${encodeURIComponent(outcome.orderId)}`);
      return;
    }
    setBusy(false);
    if (outcome.kind === "price-changed") {
      setPriceChange(outcome.priceChange);
      return;
    }
    if (outcome.code === "email-unverified") {
      setProblem({ message: outcome.message, verifyLink: true });
      return;
    }
    setServerErrors(outcome.fieldErrors);
    setProblem({ message: outcome.message });
    const errorStep = firstStepWithError(outcome.fieldErrors);
    if (errorStep && errorStep !== step) goTo(errorStep);
    if (errorStep) setErrorsFound((count) => count + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === "step-5") void submit();
    else next();
  };

  const updateAndClear: typeof update = (change) => {
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
    setPriceChange(null);
    update(change);
  };

  const index = BOOKING_STEPS.indexOf(step);
  const linkedServiceName = linkedService ? serviceOf({ service: linkedService }, priceTable)?.name : undefined;
  const unverified = signedIn && session?.user.emailVerified === false;

  return (
    <div className="grid gap-8 pb-24 lg:grid-cols-[minmax(0,1fr)_20rem] lg:pb-0">
      <div>
        {linkedServiceName ? <LinkedServicePrompt savedName={serviceOf(form, priceTable)?.name ?? "another service"} linkedName={linkedServiceName} onAnswer={answerLinkedService} /> : null}
        {session?.user.blocked ? <BookingPausedNotice phone={phone} /> : null}
        {resumeProblem ? (
          <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {resumeProblem}
          </p>
        ) : null}
        <StepProgress current={step} onSelect={goTo} />
        <form onSubmit={onSubmit} noValidate className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="booking-step-title">
          {/* The server's form is shown but not live until the browser's replaces it: an answer given
              sooner would be lost when it does (docs/product.md#booking). */}
          <fieldset disabled={!restored} className="min-w-0">
            <h2 id="booking-step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
              <span className="sr-only">Step {index + 1} of 5: </span>
              {STEP_TITLES[step]}
            </h2>
            <div className="mt-5 space-y-5">
              <ErrorSummary ref={summary} items={summaryShown ? errorSummaryItems(errors, form) : []} resolve={findBookingControl} />
              {step === "step-1" ? <ServiceFields form={form} update={updateAndClear} errors={errors} table={priceTable} cards={serviceCards} /> : null}
              {step === "step-2" ? (
                <div className="space-y-8">
                  <ExtrasFields form={form} update={updateAndClear} errors={errors} table={priceTable} />
                  <FrequencyField form={form} update={updateAndClear} errors={errors} table={priceTable} />
                </div>
              ) : null}
              {step === "step-3" ? (
                <ScheduleFields
                  form={form}
                  update={updateAndClear}
                  errors={errors}
                  durationMinutes={baseQuote?.estimatedMinutes ?? null}
                  closing={closing}
                  bookable={bookable}
                  cleaners={{ yours: yourCleaners, requested: requestedCleaner }}
                  waitlist={{ request: { ...formToQuoteRequest(form, priceTable) }, contact: { name: form.contact.name, email: form.contact.email, zip: form.address.zip } }}
                />
              ) : null}
              {step === "step-4" ? (
                <>
                  <AddressFields form={form} update={updateAndClear} errors={errors} signedIn={signedIn} textsBox access={{ codes, onCodes: setCodes }} />
                  <EmailQuoteBox form={form} table={priceTable} />
                </>
              ) : null}
              {step === "step-5" ? (
                <ReviewStep
                  form={form}
                  update={updateAndClear}
                  errors={errors}
                  table={priceTable}
                  quote={quote}
                  offers={offers}
                  signedIn={signedIn}
                  onEdit={goTo}
                  phone={phone}
                  requestedCleaner={requestedCleaner}
                  payment={<PaymentChoice view={cardView} useAnotherCard={useAnotherCard} onUseAnotherCard={setUseAnotherCard} />}
                />
              ) : null}
            </div>

            {priceChange ? (
              <div className="mt-6">
                <PriceChangeNotice change={priceChange} busy={busy} onAccept={(totalCents) => void submit(totalCents)} />
              </div>
            ) : null}
            {problem ? (
              <div className="mt-6">
                <FormAlert kind="error">
                  {problem.message}
                  {problem.verifyLink ? (
                    <>
                      {" "}
                      <a href={`/auth/verify-email-notice?returnUrl=${encodeURIComponent(BOOKING_PATH)}`} className="font-semibold underline">
                        Confirm your email
                      </a>
                    </>
                  ) : null}
                </FormAlert>
              </div>
            ) : null}
            {step === "step-5" && codesLost ? (
              <div className="mt-6">
                <FormAlert kind="info">
                  For your safety, door and alarm codes are never kept in this browser, so the code you typed is not here any more.{" "}
                  <button type="button" onClick={() => goTo("step-4")} className="font-semibold underline">
                    Type it again
                  </button>{" "}
                  or add it later on your order page.
                </FormAlert>
              </div>
            ) : null}
            {step === "step-5" && unverified && !problem ? (
              <div className="mt-6">
                <FormAlert kind="info">
                  Please confirm your email address before booking.{" "}
                  <a href={`/auth/verify-email-notice?returnUrl=${encodeURIComponent(BOOKING_PATH)}`} className="font-semibold underline">
                    Confirm your email
                  </a>
                </FormAlert>
              </div>
            ) : null}
            {step === "step-5" && status === "unauthenticated" ? (
              <p className="mt-6 text-sm text-slate-600">You will sign in or create an account next; your answers are saved and waiting when you come back.</p>
            ) : null}

            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              {index > 0 ? (
                <button type="button" onClick={() => goTo(BOOKING_STEPS[index - 1] ?? "step-1")} className={secondaryButtonClass}>
                  Back
                </button>
              ) : (
                <span />
              )}
              <button type="submit" disabled={busy || (step === "step-5" && status === "loading")} aria-busy={busy} className={primaryButtonClass}>
                {step === "step-5" ? (busy ? "Booking…" : signedIn ? "Book now" : "Sign in to book") : "Next"}
              </button>
            </div>
            <p className="mt-4 text-xs text-slate-500">Questions? Call us at {phone}.</p>
          </fieldset>
        </form>
      </div>
      {/* On the review step phones see the price inline, in the step itself: the bottom bar would say it twice. */}
      <QuotePanel quote={quote} serviceName={serviceOf(form, priceTable)?.name} phoneBar={step !== "step-5"} />
    </div>
  );
}
