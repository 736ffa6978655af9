import type { Locale } from "@/lib/kernel/enums/locales";
import { pageWords } from "@/lib/kernel/i18n/page-words";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { formatUsd } from "@/lib/kernel/money";
import { contentIn, serviceNameIn, type ServicePageContent } from "@/lib/site/content";
import { serviceCrumbs } from "@/lib/site/seo/breadcrumbs";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/site/seo/json-ld";
import { loadPageContext } from "@/lib/site/page-context";
import { fromPriceCentsOf, fromPriceLabel, fromPriceNote } from "@/lib/site/prices";
import { relatedServicePages } from "@/lib/site/services-route";
import { loadRatingSummary } from "@/lib/reviews/rating-summary";
import { quickQuoteServices } from "@/lib/site/quick-quote";
import { JsonLdScript } from "../JsonLdScript";
import { QuickQuote } from "../quote/QuickQuote";
import { quickQuoteText } from "../quote/quick-quote-text";
import { StickyBookBar } from "../StickyBookBar";
import { TrustFacts } from "../TrustFacts";
import { ServicePageView } from "./ServicePageView";

/** A service page with its prices from the current price table and its structured data, in the language of its copy. */
export async function ServicePage({ locale, content, parent }: { locale: Locale; content: ServicePageContent; parent?: ServicePageContent }) {
  const words = pageWords(locale);
  const { serviceSummaries } = contentIn(locale);
  const [context, ratings] = await Promise.all([loadPageContext(), loadRatingSummary()]);
  const page = context.fill(content, content.priceSlug);
  const cents = fromPriceCentsOf(context.priceTable, page.priceSlug);
  if (cents === undefined) throw new Error(`The price table has no service "${page.priceSlug}" for ${page.path}`);
  const crumbs = serviceCrumbs(page, parent);
  const related = relatedServicePages(content, undefined, locale).map((other) => ({
    slug: other.slug,
    name: other.name,
    href: localeHref(locale, other.path),
    // The one-line summary of the overview; the page intro is too long for a card.
    summary: serviceSummaries.find((s) => s.slug === other.slug)?.summary ?? other.metaDescription,
    priceLabel: fromPriceLabel(context.priceTable, other.priceSlug, locale),
  }));

  const trust = (tone: "light" | "dark") => <TrustFacts ratings={ratings} address={context.contacts.address} locale={locale} tone={tone} className={tone === "dark" ? "mx-auto mt-6 max-w-2xl text-left" : "mt-4"} />;
  const quoteServices = quickQuoteServices(context.priceTable, [page.priceSlug]).map((service) => ({ ...service, name: serviceNameIn(locale, service.slug, service.name) }));
  const quickQuote = <QuickQuote services={quoteServices} title={fillWords(words.service.quickQuoteTitle, { name: page.name.toLowerCase() })} {...quickQuoteText(locale)} />;

  // pb-24 on phones: room for the sticky bar, so it never covers the end of the page (issue #24).
  return (
    <div className="pb-24 md:pb-0">
      <JsonLdScript
        data={[
          serviceJsonLd({ baseUrl: context.baseUrl, path: page.path, name: page.name, description: page.metaDescription, fromPriceCents: cents, locale }),
          faqPageJsonLd(page.faqs, locale),
          breadcrumbJsonLd(context.baseUrl, crumbs),
        ]}
      />
      <ServicePageView
        locale={locale}
        page={page}
        crumbs={crumbs}
        fromPrice={formatUsd(cents)}
        priceNote={fromPriceNote(context.priceTable, page.priceSlug, locale)}
        related={related}
        quickQuote={quickQuote}
        trust={trust}
      />
      <StickyBookBar href={localeHref(locale, `/booking?service=${page.priceSlug}`)} label={fillWords(words.bookBar, { price: formatUsd(cents) })} />
    </div>
  );
}
