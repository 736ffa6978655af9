"use client";

import type { UsableOffer } from "@/lib/booking/offer-view";
import { formatUsd } from "@/lib/kernel/money";

export function offerAmount(offer: Pick<UsableOffer, "isPercentage" | "discountValue">): string {
  return offer.isPercentage ? `${offer.discountValue}%` : formatUsd(offer.discountValue);
}

interface OfferPickerProps {
  offers: UsableOffer[] | undefined;
  signedIn: boolean;
  value: number | null;
  onChange: (offerId: number | null) => void;
  error?: string;
}

/** The user's own offers for this visit, one at most; visitors are told to sign in to use theirs. */
export function OfferPicker({ offers, signedIn, value, onChange, error }: OfferPickerProps) {
  if (!signedIn) {
    return <p className="text-sm text-slate-600">Have a special offer? Sign in when you book and choose it here.</p>;
  }
  if (!offers) return <p role="status" className="text-sm text-slate-600">Loading your offers…</p>;
  if (offers.length === 0) return <p className="text-sm text-slate-600">You have no special offers to use on this visit.</p>;
  const options = [{ id: null, label: "No offer", detail: null }, ...offers.map((offer) => ({ id: offer.id, label: `${offer.name}: ${offerAmount(offer)} off`, detail: offer.description }))];
  return (
    <fieldset aria-describedby={error ? "field-specialOfferId-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">Special offer</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => {
          const id = `field-specialOfferId-${option.id ?? "none"}`;
          return (
            <div key={id}>
              <input id={id} type="radio" name="specialOfferId" checked={value === option.id} onChange={() => onChange(option.id)} className="peer sr-only" />
              <label
                htmlFor={id}
                className="block cursor-pointer rounded-xl border border-slate-300 bg-white px-4 py-3 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
              >
                <span className="block text-sm font-medium text-ink">{option.label}</span>
                {option.detail ? <span className="block text-sm text-slate-600">{option.detail}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      <p className="mt-1 text-sm text-slate-600">Each offer can be used once; cancelling the booking gives it back.</p>
      {error ? (
        <p id="field-specialOfferId-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
