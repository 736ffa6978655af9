import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords } from "@/lib/kernel/i18n/home-words";
import type { Faq } from "@/lib/site/content";
import { Icon } from "./icons";

/**
 * Questions as native disclosures: they open without JavaScript, and the answers are in the
 * HTML for search engines (the same FAQs go into the FAQPage JSON-LD).
 */
export function FaqList({ faqs, locale, heading, id = "faq" }: { faqs: readonly Faq[]; locale: Locale; heading?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mx-auto max-w-3xl px-4 py-16">
      <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-ink">
        {heading ?? homeWords(locale).faq.heading}
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 text-left font-semibold text-ink">
              <span>{faq.question}</span>
              <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-5 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
