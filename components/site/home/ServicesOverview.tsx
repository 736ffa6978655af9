import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords } from "@/lib/kernel/i18n/home-words";
import { localeHref } from "@/lib/kernel/i18n/paths";
import type { HomePageContent, ServiceSummary } from "@/lib/site/content";
import { ButtonLink } from "../ButtonLink";
import { CheckList } from "../CheckList";
import { Icon } from "../icons";
import { PageSection } from "../PageSection";
import { SectionIntro } from "../SectionHeading";
import { ServiceCardGrid } from "../ServiceCardGrid";

/** Home section 3: the services at a glance, what every regular cleaning includes, and links to all services. */
export function ServicesOverview({
  content,
  featured,
  locale,
}: {
  content: HomePageContent["servicesOverview"];
  featured: readonly (ServiceSummary & { priceLabel?: string })[];
  locale: Locale;
}) {
  return (
    <PageSection id="services" className="mx-auto max-w-6xl px-4 py-12">
      <SectionIntro headingId="services-heading" heading={content.heading} paragraphs={content.intro} large className="max-w-4xl" />
      {/* On phones a row to swipe through, like the offers, so the path stays short (issue #24). */}
      <ServiceCardGrid
        services={featured}
        label={homeWords(locale).servicesOverview.popular}
        className="relative -mx-4 mt-8 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4"
        itemClassName="w-[80%] shrink-0 snap-start sm:w-auto"
      />
      {/* A disclosure: the list stays in the page for readers and search engines without making the path longer. */}
      <details className="group mt-6 rounded-2xl bg-brand-50 px-6 py-1">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink">
          {content.includedHeading}
          <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
        </summary>
        <CheckList items={content.included} className="pb-5 sm:columns-2 sm:gap-10 sm:space-y-0 sm:[&>li]:mb-3 sm:[&>li]:break-inside-avoid" />
      </details>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={localeHref(locale, content.moreServices.href)}>{content.moreServices.label}</ButtonLink>
        <ButtonLink href={localeHref(locale, content.officeLink.href)} variant="secondary">
          {content.officeLink.label}
        </ButtonLink>
        <ButtonLink href={localeHref(locale, content.moveLink.href)} variant="secondary">
          {content.moveLink.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
