"use client";

import { useId, useState } from "react";
import { formatUsd } from "@/lib/kernel/money";
import type { Quote } from "@/lib/booking/pricing";
import { QuoteLines } from "./QuoteLines";

const PAY_NOTE = "Pay after the visit: your card is charged only once the cleaning is done.";

/**
 * The instant quote, always in view: a sticky card beside the form on wide screens, a bar at
 * the bottom of the screen on phones that opens into the full breakdown. The review step, which
 * shows the price inline on phones, turns the bar off (`phoneBar`) so the price is said once.
 */
export function QuotePanel({ quote, serviceName, phoneBar = true }: { quote: Quote | null; serviceName: string | undefined; phoneBar?: boolean }) {
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const total = quote ? formatUsd(quote.totalCents) : "—";
  const body = quote ? (
    <QuoteLines lines={quote.lines} estimatedMinutes={quote.estimatedMinutes} caption="Price breakdown" />
  ) : (
    <p className="text-sm text-slate-600">Complete the service details to see your price.</p>
  );

  return (
    <>
      <aside aria-labelledby="quote-title" className="hidden lg:block">
        <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="quote-title" className="text-lg font-semibold text-ink">
            Your quote
          </h2>
          {serviceName ? <p className="text-sm text-slate-600">{serviceName}</p> : null}
          <div className="mt-4" aria-live="polite">
            {body}
          </div>
          <p className="mt-4 text-xs text-slate-500">{PAY_NOTE}</p>
        </div>
      </aside>
      {phoneBar ? (
        <div data-bottom-bar className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.08)] lg:hidden">
          {open ? (
            <div id={sheetId} className="max-h-[60vh] overflow-y-auto px-4 pt-4">
              {body}
              <p className="mt-3 text-xs text-slate-500">{PAY_NOTE}</p>
            </div>
          ) : null}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={sheetId}
            onClick={() => setOpen((value) => !value)}
            className="flex min-h-14 w-full items-center justify-between px-4 text-left focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-700"
          >
            <span>
              <span className="block text-xs text-slate-600">Estimated total</span>
              <span className="text-lg font-semibold text-ink" aria-live="polite">
                {total}
              </span>
            </span>
            <span className="text-sm font-semibold text-brand-700">{open ? "Hide details" : "View details"}</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
