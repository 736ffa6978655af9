import Link from "next/link";
import { cardClass, linkClass } from "@/components/ui/styles";
import type { CardOnFile } from "@/lib/payments/cards/card-on-file";
import { StartCardButton } from "./StartCardButton";

/**
 * How a booking will be paid: the card on file ("Visa •••• 4242, expires 08/29") with a way to
 * use another, or the request to save one, or the office's invoice.
 */
export function PaymentOnFile({ onFile, returnPath, flag }: { onFile: CardOnFile; returnPath: string; flag: string | null }) {
  if (!onFile.available && !onFile.invoiced) return null;
  return (
    <section aria-labelledby="payment-title" className={`${cardClass} mt-6`}>
      <h2 id="payment-title" className="text-lg font-semibold text-ink">
        Payment
      </h2>
      {flag === "saved" && onFile.card ? (
        <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Card saved.
        </p>
      ) : null}
      {flag === "cancelled" ? (
        <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          No card was saved.
        </p>
      ) : null}
      {onFile.invoiced ? (
        <p className="mt-2 text-slate-700">Your account is invoiced: our office sends the invoice after the visit.</p>
      ) : onFile.card ? (
        <div className="mt-2 space-y-3">
          <p className="text-slate-700">
            After the visit we charge <strong className="font-semibold text-ink">{onFile.card.label}</strong>. Nothing is charged before.
          </p>
          <StartCardButton label="Use another card" returnPath={returnPath} />
        </div>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-slate-700">
            {onFile.required
              ? "Please save a card to complete your booking. Nothing is charged now: the card is charged once the visit is done."
              : "Save a card and we charge it once the visit is done, so there is nothing to settle with the cleaner."}
          </p>
          <StartCardButton label="Save a card" returnPath={returnPath} primary />
        </div>
      )}
      <p className="mt-3 text-sm text-slate-600">
        Manage your cards in{" "}
        <Link href="/profile/payment-methods" className={linkClass}>
          Payment methods
        </Link>
        .
      </p>
    </section>
  );
}
