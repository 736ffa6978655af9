"use client";

import { sendJson } from "@/lib/http/client";
import type { OfferState } from "@/lib/admin/offers/offer-dto";
import { ActionButton } from "../actions/ActionButton";

/** Activate a scheduled or ended offer now, or end an active or scheduled one now. */
export function OfferStateButton({ offer }: { offer: { id: number; name: string; state: OfferState } }) {
  const action = offer.state === "active" ? "end" : "activate";
  return action === "end" ? (
    <ActionButton
      label="End offer now"
      tone="danger"
      title={`End “${offer.name}” now?`}
      confirmLabel="End offer"
      request={() => sendJson(`/api/admin/offers/${offer.id}/state`, "POST", { action })}
      success={() => `“${offer.name}” has ended. Copies not yet used can no longer be applied.`}
    >
      {() => <p>It disappears from the site at once and can no longer be applied to new bookings. Orders already booked keep their discount.</p>}
    </ActionButton>
  ) : (
    <ActionButton
      label="Activate now"
      tone="primary"
      title={`Activate “${offer.name}” now?`}
      confirmLabel="Activate"
      request={() => sendJson(`/api/admin/offers/${offer.id}/state`, "POST", { action })}
      success={() => `“${offer.name}” is active.`}
    >
      {() => <p>It starts today{offer.state === "ended" ? " with no end date" : ""}; people who hold it can apply it to new bookings.</p>}
    </ActionButton>
  );
}
