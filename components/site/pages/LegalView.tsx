import { languageTag, type Locale } from "@/lib/kernel/enums/locales";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import type { LegalPageContent } from "@/lib/site/content";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { PageHeader } from "../PageHeader";
import { ProseSections } from "../ProseSection";

/** "2026-11-21" as "November 21, 2026" ("21 de noviembre de 2026"), read as a calendar date whatever the server's zone. */
function longDate(isoDate: string, locale: Locale): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(languageTag(locale), { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The privacy policy and the terms: effective date, contents with anchor links, numbered sections. */
export function LegalView({ page, crumbs, locale }: { page: LegalPageContent; crumbs: readonly Crumb[]; locale: Locale }) {
  const words = sitePagesWords(locale).legal;
  // The date sits inside the sentence ("Effective {date}"), marked up as a <time>.
  const [before = "", after = ""] = words.effective.split("{date}");
  const eyebrow = (
    <>
      {before}
      <time dateTime={page.effectiveDate}>{longDate(page.effectiveDate, locale)}</time>
      {after || null}
    </>
  );
  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow={eyebrow} page={page} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 pt-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={words.contents} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">{words.contents}</p>
          <ol className="mt-4 space-y-1 border-l border-slate-200 text-sm">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ProseSections sections={page.sections} className="max-w-3xl space-y-12" />
      </div>
    </>
  );
}
