import type { ReactNode } from "react";
import type { Locale } from "@/lib/kernel/enums/locales";
import { pageWords } from "@/lib/kernel/i18n/page-words";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import type { BoroughPageContent } from "@/lib/site/content";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { ButtonLink } from "../ButtonLink";
import { CtaBanner } from "../CtaBanner";
import { FaqList } from "../FaqList";
import { GuideSections } from "../GuideSections";
import { BoroughMap } from "../illustrations/BoroughMap";
import { IconEyebrow, PageHeader } from "../PageHeader";
import { PageSection } from "../PageSection";
import { Paragraphs } from "../Paragraphs";
import { SectionIntro } from "../SectionHeading";
import { ServiceCardGrid, type ServiceCardItem } from "../ServiceCardGrid";

/** A borough page: neighborhoods served, ZIP codes, local notes, the services, pricing and FAQs. */
export function BoroughPageView({
  locale,
  page,
  crumbs,
  fromPrice,
  services,
  trust,
}: {
  locale: Locale;
  page: BoroughPageContent;
  crumbs: readonly Crumb[];
  fromPrice: string;
  services: readonly ServiceCardItem[];
  /** The trust facts beside each call to action (light on the page, dark on the closing banner); issue #24. */
  trust: (tone: "light" | "dark") => ReactNode;
}) {
  const words = pageWords(locale).borough;
  const borough = { borough: page.borough };
  const [regularBefore, regularAfter = ""] = fillWords(words.regularFrom, borough).split("{price}");
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={<IconEyebrow icon="pin">{fillWords(words.eyebrow, borough)}</IconEyebrow>}
        page={page}
        actions={
          <>
            <ButtonLink href={localeHref(locale, page.cta.primary.href)} size="lg">
              {page.cta.primary.label}
            </ButtonLink>
            <ButtonLink href="#neighborhoods" variant="secondary" size="lg">
              {words.neighborhoods}
            </ButtonLink>
            {trust("light")}
          </>
        }
        aside={
          <div className="mx-auto w-full max-w-xs">
            <BoroughMap highlight={page.borough} title={fillWords(words.mapTitle, borough)} className="h-auto w-full" />
            <p className="mt-4 text-center text-sm text-slate-600">
              {regularBefore}
              <span className="font-semibold text-brand-800">{fromPrice}</span>
              {regularAfter}
            </p>
          </div>
        }
      />

      <PageSection id="neighborhoods">
        <SectionIntro headingId="neighborhoods-heading" heading={page.neighborhoods.heading} paragraphs={[page.neighborhoods.intro]} className="max-w-3xl" />
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          {page.neighborhoods.groups.map((group) => (
            <div key={group.area} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{group.area}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {group.neighborhoods.map((name) => (
                  <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="zip-codes" headingId="zip-heading" heading={page.zipCoverage.heading} band>
        <Paragraphs paragraphs={page.zipCoverage.text} className="mt-4 max-w-3xl space-y-4 text-lg text-slate-700" />
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={fillWords(words.zipCodes, borough)}>
          {page.zipCoverage.ranges.map((range) => (
            <li key={range} className="rounded-lg bg-white px-3 py-1.5 font-mono text-sm font-semibold text-ink ring-1 ring-slate-200">
              {range.replace("-", " – ")}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="local-notes" heading={fillWords(words.localNotes, borough)}>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {page.localNotes.map((note) => (
            <article key={note.id} id={note.id} aria-labelledby={`${note.id}-heading`} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h3 id={`${note.id}-heading`} className="text-xl font-semibold text-ink">
                {note.heading}
              </h3>
              <Paragraphs paragraphs={note.paragraphs} className="mt-3 space-y-3 text-slate-700" />
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection id="services" headingId="borough-services-heading" heading={page.services.heading} band>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{page.services.intro}</p>
        <ServiceCardGrid services={services} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
      </PageSection>

      <PageSection id="pricing" headingId="borough-pricing-heading" heading={fillWords(words.pricing, borough)} className="mx-auto max-w-3xl px-4 py-14">
        <Paragraphs paragraphs={page.pricing} className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700" />
      </PageSection>

      <GuideSections path={page.path} />

      <FaqList locale={locale} faqs={page.faqs} />
      <CtaBanner locale={locale} cta={page.cta} trust={trust("dark")} />
    </>
  );
}
