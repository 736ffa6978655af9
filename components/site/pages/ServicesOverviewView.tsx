import Image from "next/image";
import type { Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import type { ServicesOverviewPageContent, ServiceSummary } from "@/lib/site/content";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { ButtonLink } from "../ButtonLink";
import { CtaBanner } from "../CtaBanner";
import { PageHeader } from "../PageHeader";
import { PageSection } from "../PageSection";
import { ProseSections } from "../ProseSection";
import { ServiceCardGrid } from "../ServiceCardGrid";

/** /service-page: every service by group, with starting prices, then how to choose and how prices work. */
export function ServicesOverviewView({
  page,
  crumbs,
  services,
  locale,
}: {
  page: ServicesOverviewPageContent;
  crumbs: readonly Crumb[];
  services: readonly (ServiceSummary & { priceLabel?: string })[];
  locale: Locale;
}) {
  const words = sitePagesWords(locale).servicesOverview;
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={words.eyebrow}
        page={page}
        actions={
          <>
            <ButtonLink href={localeHref(locale, "/booking")} size="lg">
              {words.book}
            </ButtonLink>
            <ButtonLink href="#choosing" variant="secondary" size="lg">
              {words.helpMeChoose}
            </ButtonLink>
          </>
        }
        aside={
          <Image
            src="/illustrations/cleaning-kit.svg"
            alt={words.imageAlt}
            width={400}
            height={320}
            unoptimized
            className="mx-auto h-auto w-full max-w-sm"
          />
        }
      />
      {page.groups.map((group, index) => (
        <PageSection key={group.id} id={group.id} heading={group.heading} band className={index % 2 === 1 ? "bg-slate-50 py-14" : "py-14"}>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{group.text}</p>
          <ServiceCardGrid
            // A Spanish summary's link is written to its twin ("/es/booking?service=laundry"): to the page that exists.
            services={services.filter((service) => service.group === group.id).map((service) => ({ ...service, href: localeHref(locale, service.href) }))}
            className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          />
        </PageSection>
      ))}
      <ProseSections sections={page.sections} />
      <CtaBanner locale={locale} cta={page.cta} />
    </>
  );
}
