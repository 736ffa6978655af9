"use client";

import type { BookingCardView } from "@/lib/payments/cards/booking-card";

/**
 * The review step's line about paying: the card on file that is charged after the visit (with
 * "Use another card", which opens the card page once the booking is made), the note that a
 * card is saved right after review, or that the office invoices the account.
 */
export function PaymentChoice({ view, useAnotherCard, onUseAnotherCard }: { view: BookingCardView | undefined; useAnotherCard: boolean; onUseAnotherCard: (value: boolean) => void }) {
  if (!view) return null;
  if (view.invoiced) return <p className="text-sm text-slate-700">Your company is invoiced for this visit: no card needed.</p>;
  if (view.card) {
    return (
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-ink">Payment</legend>
        <p className="text-sm text-slate-600">Charged after the visit, once the cleaner checks out.</p>
        <div className="mt-3 space-y-2 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input type="radio" name="paymentCard" checked={!useAnotherCard} onChange={() => onUseAnotherCard(false)} className="h-4 w-4 accent-brand-700" />
            {view.card.label}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="paymentCard" checked={useAnotherCard} onChange={() => onUseAnotherCard(true)} className="h-4 w-4 accent-brand-700" />
            Use another card (you add it on the next page)
          </label>
        </div>
      </fieldset>
    );
  }
  if (view.required) return <p className="text-sm text-slate-700">After you book, you will save a card on a secure page; it is charged only after the visit.</p>;
  return null;
}
