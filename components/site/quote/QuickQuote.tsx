"use client";

import { useId, useState, type FormEvent } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { formatUsd } from "@/lib/kernel/money";
import { boroughForZip } from "@/lib/kernel/service-area";
import type { HomeWords } from "@/lib/kernel/i18n/home-words";
import { countWords } from "@/lib/kernel/i18n/fill-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import type { QuickQuoteService } from "@/lib/site/quick-quote";

type QuoteWords = HomeWords["quickQuote"];

const bedroomOptions = (words: QuoteWords) =>
  [0, 1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: n === 0 ? words.studio : fillWords(countWords(words.bedroomCount, n), { count: n }) }));
const bathroomOptions = (words: QuoteWords) => [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: fillWords(countWords(words.bathroomCount, n), { count: n }) }));

/**
 * The ZIP as typed: nothing to say until five digits, then the borough or the service-area answer
 * (in English, SERVICE_AREA_REFUSAL and a word on the two boroughs we do not serve yet).
 */
function zipAnswer(zip: string, words: QuoteWords): { served: true; text: string } | { served: false; text: string } | null {
  if (!/^\d{5}$/.test(zip.trim())) return null;
  const borough = boroughForZip(zip);
  return borough ? { served: true, text: fillWords(words.served, { borough }) } : { served: false, text: words.notServed };
}

/**
 * The quick quote of the home hero and the service pages (issue #24): ZIP, bedrooms and
 * bathrooms, and the price as they change, from prices the server worked out with the booking's
 * own pricing (lib/site/quick-quote.ts), so no price table or pricing code ships to the browser.
 * It is a plain GET form to /booking, which reads the same answers (lib/booking/booking-prefill.ts):
 * without JavaScript it still takes the visitor there. Its words and the booking page's address
 * come from the server parent, in the page's language only (docs/architecture.md, "Languages").
 */
export function QuickQuote({ services, title, words, bookingHref }: { services: readonly QuickQuoteService[]; title?: string; words: QuoteWords; bookingHref: string }) {
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
  const answer = zipAnswer(zip, words);
  const zipError = answer && !answer.served ? answer.text : submitted && !answer ? words.zipMissing : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (answer?.served) return;
    event.preventDefault();
    setSubmitted(true);
    const field = event.currentTarget.elements.namedItem("zip");
    if (field instanceof HTMLInputElement) field.focus();
  };

  return (
    <form action={bookingHref} method="get" noValidate onSubmit={onSubmit} aria-labelledby={titleId} data-quick-quote className="w-full rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title ?? words.title}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {services.length > 1 ? (
          <SelectField name="service" label={words.service} options={services.map((s) => ({ value: s.slug, label: s.name }))} value={slug} onChange={(e) => setSlug(e.target.value)} className="sm:col-span-2" />
        ) : (
          <input type="hidden" name="service" value={service.slug} />
        )}
        <div className="sm:col-span-2">
          <TextField
            name="zip"
            label={words.zip}
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
            <SelectField name="bedrooms" label={words.bedrooms} options={bedroomOptions(words)} value={String(bedrooms)} onChange={(e) => setBedrooms(Number(e.target.value))} />
            <SelectField name="bathrooms" label={words.bathrooms} options={bathroomOptions(words)} value={String(bathrooms)} onChange={(e) => setBathrooms(Number(e.target.value))} />
          </>
        ) : null}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" data-testid="quick-quote-price" className="text-slate-700">
          <span className="text-2xl font-extrabold text-ink">{fillWords(words.from, { price: formatUsd(priceCents) })}</span>{" "}
          <span className="text-sm">{rooms ? words.beforeExtras : words.minimum}</span>
        </p>
        <button type="submit" className="inline-flex items-center justify-center rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {words.submit}
        </button>
      </div>
    </form>
  );
}
