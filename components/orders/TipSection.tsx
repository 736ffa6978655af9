import { cardClass } from "@/components/booking/field-styles";
import type { TipOffer } from "@/lib/billing/tips";
import { formatUsd } from "@/lib/money";
import { TipForm } from "./TipForm";

const TIP_STATUS_WORDS: Partial<Record<Extract<TipOffer, { state: "tipped" }>["status"], string>> = {
  pending: "is being charged to your card on file",
  processing: "is being charged to your card on file",
  succeeded: "was charged to your card. Thank you!",
  paid_offline: "was paid. Thank you!",
  failed: "could not be charged to your card: we emailed you a link to pay it",
};

/** The tip card under the poll (and on the order page): the choices, or the tip already left. */
export function TipSection({ offer, orderId, pollToken }: { offer: TipOffer; orderId: string; pollToken?: string }) {
  if (offer.state === "none") return null;
  return (
    <section aria-labelledby="tip-title" className={`${cardClass} mt-6`}>
      <h2 id="tip-title" className="text-xl font-semibold text-ink">
        Say thanks with a tip
      </h2>
      <div className="mt-3">
        {offer.state === "offer" ? (
          <TipForm orderId={orderId} pollToken={pollToken} cleanerName={offer.cleanerName} totalCents={offer.totalCents} presets={offer.presets} />
        ) : offer.state === "tipped" ? (
          <p className="text-slate-700">
            Your {formatUsd(offer.amountCents)} tip for {offer.cleanerName} {TIP_STATUS_WORDS[offer.status] ?? "is settled"}.
          </p>
        ) : (
          <p className="text-slate-600">{offer.message}</p>
        )}
      </div>
    </section>
  );
}
