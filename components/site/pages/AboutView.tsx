import type { Locale } from "@/lib/kernel/enums/locales";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import type { AboutPageContent } from "@/lib/site/content";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { BadgeCard } from "../BadgeCard";
import { CtaBanner } from "../CtaBanner";
import { GuideSections } from "../GuideSections";
import { WhyChooseUs } from "./WhyChooseUs";
import { Icon, type IconName } from "../icons";
import { BoroughMap } from "../illustrations/BoroughMap";
import { PageHeader } from "../PageHeader";
import { PageSection } from "../PageSection";
import { ProseSections } from "../ProseSection";

const VALUE_ICONS: readonly IconName[] = ["tag", "home", "sparkles", "pin"];

/** /about: who we are, how we work and what we stand for. */
export function AboutView({ page, crumbs, locale }: { page: AboutPageContent; crumbs: readonly Crumb[]; locale: Locale }) {
  const words = sitePagesWords(locale).about;
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={words.eyebrow}
        page={page}
        aside={<BoroughMap title={words.mapTitle} className="mx-auto h-auto w-full max-w-xs" />}
      />
      <ProseSections sections={page.sections} />
      <PageSection id="values" heading={words.valuesHeading} band>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.values.map((value, index) => (
            <BadgeCard
              key={value.title}
              badgeClassName="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white"
              badge={<Icon name={VALUE_ICONS[index % VALUE_ICONS.length] ?? "sparkles"} className="h-5 w-5" />}
              card={value}
            />
          ))}
        </ul>
      </PageSection>
      <GuideSections path={page.path} />
      <WhyChooseUs content={page.whyChooseUs} />
      <div className="pt-16">
        <CtaBanner locale={locale} cta={page.cta} />
      </div>
    </>
  );
}
