"use client";

import { formatUsd } from "@/lib/kernel/money";
import type { PriceChange } from "@/lib/booking/price-change";
import { primaryButtonClass } from "@/components/ui/styles";

/**
 * The server priced the visit otherwise than the review step (staff changed the prices since the
 * page loaded): both totals side by side, and booking at the new one takes the customer's press
 * (issue #24, bug 3). Nothing was booked; changing an answer instead dismisses this.
 */
export function PriceChangeNotice({ change, busy, onAccept }: { change: PriceChange; busy: boolean; onAccept: (totalCents: number) => void }) {
  const current = formatUsd(change.currentTotalCents);
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">Our price for this visit has changed since you reviewed it. Nothing is booked yet.</p>
      <p className="mt-2">
        You saw <span className="font-medium">{formatUsd(change.acceptedTotalCents)}</span>. The price now is <span className="font-semibold">{current}</span>.
      </p>
      <p className="mt-2">Book at the new price, or go back and change your answers.</p>
      <button type="button" disabled={busy} aria-busy={busy} onClick={() => onAccept(change.currentTotalCents)} className={`mt-3 ${primaryButtonClass}`}>
        Book at {current}
      </button>
    </div>
  );
}
