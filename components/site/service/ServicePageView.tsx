import type { ReactNode } from "react";
import type { Locale } from "@/lib/kernel/enums/locales";
import { pageWords } from "@/lib/kernel/i18n/page-words";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import type { ServicePageContent } from "@/lib/site/content";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { ButtonLink } from "../ButtonLink";
import { CheckList } from "../CheckList";
import { CtaBanner } from "../CtaBanner";
import { FactsCard } from "../FactsCard";
import { FaqList } from "../FaqList";
import { GuideSections } from "../GuideSections";
import { Icon } from "../icons";
import { IconEyebrow, PageHeader } from "../PageHeader";
import { BadgeCard } from "../BadgeCard";
import { PageSection } from "../PageSection";
import { Paragraphs } from "../Paragraphs";
import { ProseSections } from "../ProseSection";
import { SectionHeading } from "../SectionHeading";
import { ServiceCardGrid, type ServiceCardItem } from "../ServiceCardGrid";
import { serviceIcon } from "../service-icons";
import { BoroughLinks } from "./BoroughLinks";

/**
 * A service page: what is included, who it is for, how the price works with its "from"
 * price, the process, notes, related services, FAQs and the booking call to action.
 */
export function ServicePageView({
  locale,
  page,
  crumbs,
  fromPrice,
  priceNote,
  related,
  quickQuote,
  trust,
}: {
  locale: Locale;
  page: ServicePageContent;
  crumbs: readonly Crumb[];
  fromPrice: string;
  priceNote: string;
  related: readonly ServiceCardItem[];
  /** The quick quote of the header and the trust facts (light on the page, dark on the closing banner); issue #24. */
  quickQuote: ReactNode;
  trust: (tone: "light" | "dark") => ReactNode;
}) {
  const words = pageWords(locale).service;
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={<IconEyebrow icon={serviceIcon(page.slug)}>{page.name}</IconEyebrow>}
        page={page}
        actions={
          <div className="w-full">
            {quickQuote}
            {trust("light")}
          </div>
        }
        aside={
          <FactsCard
            heading={words.atAGlance}
            facts={[
              { icon: "tag", label: words.startingPrice, value: fillWords(words.fromPrice, { price: fromPrice }), note: priceNote },
              { icon: "calendar", label: words.schedule, value: words.scheduleValue },
              { icon: "pin", label: words.serviceArea, value: words.serviceAreaValue },
              { icon: "shield", label: words.cleaners, value: words.cleanersValue },
            ]}
          />
        }
      />

      <PageSection id="included" heading={words.included}>
        <div className={`mt-8 grid gap-6 ${page.included.length > 1 ? "md:grid-cols-2" : ""}`}>
          {page.included.map((group) => (
            <div key={group.heading} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h3 className="text-xl font-semibold text-ink">{group.heading}</h3>
              <CheckList items={group.items} className={`mt-5 ${page.included.length === 1 ? "md:columns-2 md:gap-10 md:[&>li]:break-inside-avoid md:[&>li]:mb-3 md:space-y-0" : ""}`} />
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="who-its-for" headingId="who-heading" heading={words.whoItsFor} band>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {page.whoItsFor.map((item) => (
            <li key={item} className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" strokeWidth={2.4} />
              <span className="text-slate-700">{item}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <section id="pricing" aria-labelledby="pricing-heading" className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[2fr_1fr]">
        <div>
          <SectionHeading id="pricing-heading">{words.pricing}</SectionHeading>
          <Paragraphs paragraphs={page.pricing} className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700" />
        </div>
        <div className="self-start rounded-3xl bg-brand-800 p-8 text-white">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-100">{page.name}</p>
          <p className="mt-3 text-lg">{words.from}</p>
          <p className="text-5xl font-extrabold tracking-tight">{fromPrice}</p>
          <p className="mt-2 text-brand-50 first-letter:uppercase">{fillWords(words.priceNote, { note: priceNote })}</p>
          <ButtonLink href={localeHref(locale, page.cta.primary.href)} variant="light" className="mt-6 w-full">
            {words.instantQuote}
          </ButtonLink>
          {trust("dark")}
        </div>
      </section>

      {page.process ? (
        <PageSection id="process" heading={words.process} band>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {page.process.map((step, index) => (
              <BadgeCard
                key={step.title}
                badgeClassName="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                badge={index + 1}
                card={step}
              />
            ))}
          </ol>
        </PageSection>
      ) : null}

      {page.sections?.length ? <ProseSections sections={page.sections} /> : null}

      <GuideSections path={page.path} />

      <PageSection id="related" heading={words.related} band className="border-t border-slate-200 py-14">
        <ServiceCardGrid services={related} className="mt-8 grid gap-4 md:grid-cols-3" />
        <BoroughLinks locale={locale} serviceName={page.name} />
      </PageSection>

      <FaqList locale={locale} faqs={page.faqs} />
      <CtaBanner locale={locale} cta={page.cta} trust={trust("dark")} />
    </>
  );
}
