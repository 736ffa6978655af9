import Link from "next/link";
import { StartCardButton } from "@/components/payments/StartCardButton";
import { cardClass, linkClass } from "@/components/ui/styles";
import type { TipOffer } from "@/lib/payments/tips/tips";
import { formatUsd } from "@/lib/kernel/money";
import { TipForm } from "./TipForm";

const TIP_STATUS_WORDS: Partial<Record<Extract<TipOffer, { state: "tipped" }>["status"], string>> = {
  pending: "is being charged to your card on file",
  processing: "is being charged to your card on file",
  succeeded: "was charged to your card. Thank you!",
  paid_offline: "was paid. Thank you!",
  failed: "could not be charged to your card: we emailed you a link to pay it",
  // A tip the card refused is dropped, never chased (docs/payments.md#tips).
  cancelled: "was not charged: your card did not go through. Nothing is owed, and we will not try again.",
};

/** How a customer without a usable card gets to the card page: straight there, or signed in first. */
export type AddCardAction = { kind: "start"; returnPath: string } | { kind: "sign-in"; href: string };

/** The tip card under the poll (and on the order page): the choices, or the tip already left. */
export function TipSection({ offer, orderId, pollToken, addCard }: { offer: TipOffer; orderId: string; pollToken?: string; addCard: AddCardAction }) {
  if (offer.state === "none") return null;
  return (
    <section aria-labelledby="tip-title" className={`${cardClass} mt-6`}>
      <h2 id="tip-title" className="text-xl font-semibold text-ink">
        Say thanks with a tip
      </h2>
      <div className="mt-3">
        {offer.state === "offer" ? (
          <>
            {offer.declined ? (
              <p className="mb-3 text-slate-700">
                Your {formatUsd(offer.declined.amountCents)} tip was not charged: your card did not go through. Nothing is owed. You can try again below, on a new card if
                you have added one.
              </p>
            ) : null}
            <TipForm orderId={orderId} pollToken={pollToken} cleanerName={offer.cleanerName} totalCents={offer.totalCents} presets={offer.presets} />
          </>
        ) : offer.state === "tipped" ? (
          <p className="text-slate-700">
            Your {formatUsd(offer.amountCents)} tip for {offer.cleanerName} {TIP_STATUS_WORDS[offer.status] ?? "is settled"}.
          </p>
        ) : offer.state === "needs_card" ? (
          <div className="space-y-3">
            <p className="text-slate-700">
              Tips go on a card, and there is no card saved on your account yet. Add one and you can tip {offer.cleanerName} right here. Nothing is charged until you
              choose a tip.
            </p>
            {addCard.kind === "start" ? (
              <StartCardButton label="Add a card" returnPath={addCard.returnPath} primary />
            ) : (
              <Link href={addCard.href} className={linkClass}>
                Sign in to add a card
              </Link>
            )}
          </div>
        ) : (
          <p className="text-slate-600">{offer.message}</p>
        )}
      </div>
    </section>
  );
}
