"use client";

import { useId, useState, type FormEvent } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { formatUsd } from "@/lib/kernel/money";
import { boroughForZip, SERVICE_AREA_REFUSAL } from "@/lib/kernel/service-area";
import type { QuickQuoteService } from "@/lib/site/quick-quote";

const BEDROOM_OPTIONS = [0, 1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: n === 0 ? "Studio" : `${n} ${n === 1 ? "bedroom" : "bedrooms"}` }));
const BATHROOM_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? "bathroom" : "bathrooms"}` }));

/** The ZIP as typed: nothing to say until five digits, then the borough or the service-area answer. */
function zipAnswer(zip: string): { served: true; text: string } | { served: false; text: string } | null {
  if (!/^\d{5}$/.test(zip.trim())) return null;
  const borough = boroughForZip(zip);
  return borough ? { served: true, text: `${borough}: we clean there.` } : { served: false, text: `${SERVICE_AREA_REFUSAL}. The Bronx and Staten Island are not on our map yet.` };
}

/**
 * The quick quote of the home hero and the service pages (issue #24): ZIP, bedrooms and
 * bathrooms, and the price as they change, from prices the server worked out with the booking's
 * own pricing (lib/site/quick-quote.ts), so no price table or pricing code ships to the browser.
 * It is a plain GET form to /booking, which reads the same answers (lib/booking/booking-prefill.ts):
 * without JavaScript it still takes the visitor there.
 */
export function QuickQuote({ services, title = "Your price in seconds" }: { services: readonly QuickQuoteService[]; title?: string }) {
  const [slug, setSlug] = useState(services[0]?.slug ?? "");
  const [bedrooms, setBedrooms] = useState(1);
  const [bathrooms, setBathrooms] = useState(1);
  const [zip, setZip] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const titleId = useId();
  const service = services.find((candidate) => candidate.slug === slug) ?? services[0];
  if (!service) return null;

  const rooms = service.roomPrices;
  const priceCents = rooms?.[bedrooms]?.[bathrooms - 1] ?? service.fromCents;
  const answer = zipAnswer(zip);
  const zipError = answer && !answer.served ? answer.text : submitted && !answer ? "Enter your five-digit ZIP code" : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (answer?.served) return;
    event.preventDefault();
    setSubmitted(true);
    const field = event.currentTarget.elements.namedItem("zip");
    if (field instanceof HTMLInputElement) field.focus();
  };

  return (
    <form action="/booking" method="get" noValidate onSubmit={onSubmit} aria-labelledby={titleId} data-quick-quote className="w-full rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {services.length > 1 ? (
          <SelectField name="service" label="Service" options={services.map((s) => ({ value: s.slug, label: s.name }))} value={slug} onChange={(e) => setSlug(e.target.value)} className="sm:col-span-2" />
        ) : (
          <input type="hidden" name="service" value={service.slug} />
        )}
        <div className="sm:col-span-2">
          <TextField
            name="zip"
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(e) => setZip(e.target.value.replace(/\D/g, ""))}
            error={zipError}
          />
          {answer?.served ? (
            <p role="status" className="mt-1 text-sm font-medium text-emerald-800">
              {answer.text}
            </p>
          ) : null}
        </div>
        {rooms ? (
          <>
            <SelectField name="bedrooms" label="Bedrooms" options={BEDROOM_OPTIONS} value={String(bedrooms)} onChange={(e) => setBedrooms(Number(e.target.value))} />
            <SelectField name="bathrooms" label="Bathrooms" options={BATHROOM_OPTIONS} value={String(bathrooms)} onChange={(e) => setBathrooms(Number(e.target.value))} />
          </>
        ) : null}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" data-testid="quick-quote-price" className="text-slate-700">
          <span className="text-2xl font-extrabold text-ink">From {formatUsd(priceCents)}</span>{" "}
          <span className="text-sm">{rooms ? "before extras and tax" : "minimum, before tax"}</span>
        </p>
        <button type="submit" className="inline-flex items-center justify-center rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          See times and book
        </button>
      </div>
    </form>
  );
}
