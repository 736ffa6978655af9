"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { TextField } from "@/components/forms/TextField";
import { serviceOf, type BookingFormData, type BookingStep, type FormErrors } from "@/lib/booking/booking-form";
import { GIFT_CARD_CODE_MAX } from "@/lib/booking/visit-details";
import { formatVisitDateTime } from "@/lib/booking/booking-time";
import { formatDuration } from "@/lib/kernel/format/date-time";
import type { UsableOffer } from "@/lib/booking/offer-view";
import type { PriceTable } from "@/lib/settings/price-table";
import type { Quote } from "@/lib/booking/pricing";
import type { YourCleaner } from "@/lib/booking/availability/your-cleaners";
import { ChangePolicyNote } from "./ChangePolicyNote";
import { OfferPicker } from "./OfferPicker";
import { QuoteLines } from "./QuoteLines";
import type { FormUpdate } from "./use-booking-form";

const FREQUENCY_TEXT = { "one-time": "One time", monthly: "Monthly (every 4 weeks)", biweekly: "Every two weeks", weekly: "Weekly" } as const;

function Summary({ title, step, onEdit, children }: { title: string; step: BookingStep; onEdit: (step: BookingStep) => void; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <dt className="text-sm font-semibold text-slate-800">{title}</dt>
        <dd className="mt-0.5 text-sm text-slate-700">{children}</dd>
      </div>
      <button type="button" onClick={() => onEdit(step)} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        Change<span className="sr-only"> {title.toLowerCase()}</span>
      </button>
    </div>
  );
}

interface ReviewStepProps {
  form: BookingFormData;
  update: FormUpdate;
  errors: FormErrors;
  table: PriceTable;
  quote: Quote | null;
  offers: UsableOffer[] | undefined;
  signedIn: boolean;
  onEdit: (step: BookingStep) => void;
  phone: string;
  /** How the customer pays (the card on file, or the note that one is saved next). */
  payment?: ReactNode;
  /** The cleaner chosen on step 3 ("book my cleaner again"); null or absent: any available. */
  requestedCleaner?: YourCleaner | null;
}

/** Step 5: everything at a glance, the price, the offer, a gift card and the terms. */
export function ReviewStep({ form, update, errors, table, quote, offers, signedIn, onEdit, phone, payment, requestedCleaner }: ReviewStepProps) {
  const service = serviceOf(form, table);
  const extras = table.extras.filter((extra) => (form.extras[extra.id] ?? 0) > 0);
  const request = quote?.request;
  return (
    <div className="space-y-6">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <Summary title="Service and home" step="step-1" onEdit={onEdit}>
          {service?.name ?? "—"}
          {request?.bedrooms !== undefined ? `, ${request.bedrooms === 0 ? "studio" : `${request.bedrooms} bedroom${request.bedrooms === 1 ? "" : "s"}`}, ${request.bathrooms} bathroom${request.bathrooms === 1 ? "" : "s"}` : ""}
          {request?.squareFeet ? `, ${request.squareFeet.toLocaleString("en-US")} sq ft` : ""}
          {request?.hours ? `, ${request.hours} h` : ""}
          {request?.loads ? `, ${request.loads} loads` : ""}
          {request?.dishwashingHours ? `, ${request.dishwashingHours} h` : ""}
          {request?.tasks ? <span className="mt-1 block whitespace-pre-line">Tasks: {request.tasks}</span> : null}
        </Summary>
        <Summary title="Extras and frequency" step="step-2" onEdit={onEdit}>
          {extras.length > 0 ? extras.map((extra) => (extra.perUnit ? `${extra.name} × ${form.extras[extra.id]}` : extra.name)).join(", ") : "No extras"}
          {` · ${FREQUENCY_TEXT[form.frequency]}`}
        </Summary>
        <Summary title="Date and time" step="step-3" onEdit={onEdit}>
          {form.startsAt ? `${formatVisitDateTime(new Date(form.startsAt))}${quote ? `, about ${formatDuration(quote.estimatedMinutes)}` : ""}` : "Not chosen yet"}
          {requestedCleaner ? <span className="block">Cleaner: {requestedCleaner.firstName} (your cleaner)</span> : null}
        </Summary>
        <Summary title="Address and contact" step="step-4" onEdit={onEdit}>
          {[form.address.street, form.address.unit, form.address.city, form.address.zip].filter(Boolean).join(", ")}
          <br />
          {[form.contact.name, form.contact.phone, form.contact.email].filter(Boolean).join(" · ")}
          {form.textConsent ? <span className="block">Texts about your visits: yes</span> : null}
        </Summary>
      </dl>
      <ChangePolicyNote startsAt={form.startsAt} phone={phone} />

      {/* Inline where the quote card beside the form is not shown (below lg): the price appears once on every screen. */}
      <section aria-labelledby="review-price-title" className="lg:hidden">
        <h3 id="review-price-title" className="text-base font-semibold text-ink">
          Price
        </h3>
        <div className="mt-2">{quote ? <QuoteLines lines={quote.lines} estimatedMinutes={quote.estimatedMinutes} caption="Price breakdown" /> : null}</div>
      </section>

      <OfferPicker
        offers={offers}
        signedIn={signedIn}
        value={form.specialOfferId}
        onChange={(specialOfferId) => update((current) => ({ ...current, specialOfferId, offerDeclined: specialOfferId === null }))}
        error={errors.specialOfferId}
      />

      <TextField
        name="giftCardCode"
        label="Gift card code (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={GIFT_CARD_CODE_MAX}
        value={form.giftCardCode}
        onChange={(event) => update((current) => ({ ...current, giftCardCode: event.target.value }))}
        hint="Its balance pays part or all of the visit; we apply it when you book."
        error={errors.giftCardCode}
      />

      {payment}

      <CheckboxField
        name="acceptTerms"
        checked={form.acceptTerms}
        onChange={(event) => update((current) => ({ ...current, acceptTerms: event.target.checked }))}
        label={
          <>
            I accept the{" "}
            <Link href="/terms-and-conditions" target="_blank" className="font-semibold text-brand-700 underline">
              terms and conditions
            </Link>
          </>
        }
        error={errors.acceptTerms}
      />
    </div>
  );
}
