import { formatUsd } from "@/lib/kernel/money";
import { serviceSummaries, type ServicePageContent } from "@/lib/site/content";
import { serviceCrumbs } from "@/lib/site/seo/breadcrumbs";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/site/seo/json-ld";
import { loadPageContext } from "@/lib/site/page-context";
import { fromPriceCentsOf, fromPriceLabel, fromPriceNote } from "@/lib/site/prices";
import { relatedServicePages } from "@/lib/site/services-route";
import { loadRatingSummary } from "@/lib/reviews/rating-summary";
import { quickQuoteServices } from "@/lib/site/quick-quote";
import { JsonLdScript } from "../JsonLdScript";
import { QuickQuote } from "../quote/QuickQuote";
import { StickyBookBar } from "../StickyBookBar";
import { TrustFacts } from "../TrustFacts";
import { ServicePageView } from "./ServicePageView";

/** A service page with its prices from the current price table and its structured data. */
export async function ServicePage({ content, parent }: { content: ServicePageContent; parent?: ServicePageContent }) {
  const [context, ratings] = await Promise.all([loadPageContext(), loadRatingSummary()]);
  const page = context.fill(content, content.priceSlug);
  const cents = fromPriceCentsOf(context.priceTable, page.priceSlug);
  if (cents === undefined) throw new Error(`The price table has no service "${page.priceSlug}" for ${page.path}`);
  const crumbs = serviceCrumbs(page, parent);
  const related = relatedServicePages(content).map((other) => ({
    slug: other.slug,
    name: other.name,
    href: other.path,
    // The one-line summary of the overview; the page intro is too long for a card.
    summary: serviceSummaries.find((s) => s.slug === other.slug)?.summary ?? other.metaDescription,
    priceLabel: fromPriceLabel(context.priceTable, other.priceSlug),
  }));

  const trust = (tone: "light" | "dark") => <TrustFacts ratings={ratings} address={context.contacts.address} locale="en" tone={tone} className={tone === "dark" ? "mx-auto mt-6 max-w-2xl text-left" : "mt-4"} />;
  const quickQuote = <QuickQuote services={quickQuoteServices(context.priceTable, [page.priceSlug])} title={`Your ${page.name.toLowerCase()} price`} />;

  // pb-24 on phones: room for the sticky bar, so it never covers the end of the page (issue #24).
  return (
    <div className="pb-24 md:pb-0">
      <JsonLdScript
        data={[
          serviceJsonLd({ baseUrl: context.baseUrl, path: page.path, name: page.name, description: page.metaDescription, fromPriceCents: cents }),
          faqPageJsonLd(page.faqs),
          breadcrumbJsonLd(context.baseUrl, crumbs),
        ]}
      />
      <ServicePageView
        page={page}
        crumbs={crumbs}
        fromPrice={formatUsd(cents)}
        priceNote={fromPriceNote(context.priceTable, page.priceSlug)}
        related={related}
        quickQuote={quickQuote}
        trust={trust}
      />
      <StickyBookBar href={`/booking?service=${page.priceSlug}`} label={`From ${formatUsd(cents)} · Book`} />
    </div>
  );
}
