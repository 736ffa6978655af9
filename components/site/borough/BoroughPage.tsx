import type { Locale } from "@/lib/kernel/enums/locales";
import { pageWords } from "@/lib/kernel/i18n/page-words";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { formatUsd } from "@/lib/kernel/money";
import { contentIn, type BoroughPageContent } from "@/lib/site/content";
import { boroughCrumbs } from "@/lib/site/seo/breadcrumbs";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/site/seo/json-ld";
import { loadPageContext } from "@/lib/site/page-context";
import { fromPriceCentsOf, fromPriceLabel } from "@/lib/site/prices";
import { loadRatingSummary } from "@/lib/reviews/rating-summary";
import { JsonLdScript } from "../JsonLdScript";
import { StickyBookBar } from "../StickyBookBar";
import { TrustFacts } from "../TrustFacts";
import { BoroughPageView } from "./BoroughPageView";

/** A borough page with its prices from the current price table and its structured data, in the language of its copy. */
export async function BoroughPage({ locale, content }: { locale: Locale; content: BoroughPageContent }) {
  const [context, ratings] = await Promise.all([loadPageContext(), loadRatingSummary()]);
  const page = context.fill(content, content.priceSlug);
  const cents = fromPriceCentsOf(context.priceTable, page.priceSlug);
  if (cents === undefined) throw new Error(`The price table has no service "${page.priceSlug}" for ${page.path}`);
  const crumbs = boroughCrumbs(page);
  const services = page.services.items.map((item) => {
    const servicePage = contentIn(locale).servicePages.find((other) => other.slug === item.serviceSlug);
    return {
      slug: item.serviceSlug,
      name: item.name,
      summary: item.text,
      href: localeHref(locale, servicePage?.path ?? "/service-page"),
      priceLabel: servicePage ? fromPriceLabel(context.priceTable, servicePage.priceSlug, locale) : undefined,
    };
  });

  const trust = (tone: "light" | "dark") => <TrustFacts ratings={ratings} address={context.contacts.address} locale={locale} tone={tone} className={tone === "dark" ? "mx-auto mt-6 max-w-2xl text-left" : "mt-2 w-full"} />;

  // pb-24 on phones: room for the sticky bar, so it never covers the end of the page (issue #24).
  return (
    <div className="pb-24 md:pb-0">
      <JsonLdScript
        data={[
          serviceJsonLd({
            baseUrl: context.baseUrl,
            path: page.path,
            name: page.h1,
            description: page.metaDescription,
            areaServed: [page.borough],
            fromPriceCents: cents,
            locale,
          }),
          faqPageJsonLd(page.faqs, locale),
          breadcrumbJsonLd(context.baseUrl, crumbs),
        ]}
      />
      <BoroughPageView locale={locale} page={page} crumbs={crumbs} fromPrice={formatUsd(cents)} services={services} trust={trust} />
      <StickyBookBar href={localeHref(locale, `/booking?service=${page.priceSlug}`)} label={fillWords(pageWords(locale).bookBar, { price: formatUsd(cents) })} />
    </div>
  );
}
