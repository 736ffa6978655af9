"use client";

import { offerStateContract } from "@/lib/admin/offers/admin-offers-contract";
import { callApi } from "@/lib/web/http/client";
import type { OfferState } from "@/lib/admin/offers/offer-dto";
import { ActionButton } from "../actions/ActionButton";

type Offer = { id: number; name: string; state: OfferState };

/** The wording of each way to change an offer's state, and what it means for the people holding it. */
const ACTIONS = {
  end: {
    label: "End offer now",
    tone: "danger",
    confirmLabel: "End offer",
    title: (offer: Offer) => `End “${offer.name}” now?`,
    success: (offer: Offer) => `“${offer.name}” has ended. Copies not yet used can no longer be applied.`,
    explain: () => "It disappears from the site at once and can no longer be applied to new bookings. Orders already booked keep their discount.",
  },
  activate: {
    label: "Activate now",
    tone: "primary",
    confirmLabel: "Activate",
    title: (offer: Offer) => `Activate “${offer.name}” now?`,
    success: (offer: Offer) => `“${offer.name}” is active.`,
    explain: (offer: Offer) => `It starts today${offer.state === "ended" ? " with no end date" : ""}; people who hold it can apply it to new bookings.`,
  },
} as const;

/** Activate a scheduled or ended offer now, or end an active or scheduled one now. */
export function OfferStateButton({ offer }: { offer: Offer }) {
  const action = offer.state === "active" ? "end" : "activate";
  const copy = ACTIONS[action];
  return (
    <ActionButton
      label={copy.label}
      tone={copy.tone}
      title={copy.title(offer)}
      confirmLabel={copy.confirmLabel}
      request={() => callApi(offerStateContract, { params: { offerId: offer.id }, body: { action } })}
      success={() => copy.success(offer)}
    >
      {() => <p>{copy.explain(offer)}</p>}
    </ActionButton>
  );
}
