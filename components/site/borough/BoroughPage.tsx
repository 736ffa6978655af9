import { formatUsd } from "@/lib/money";
import { getServicePage, type BoroughPageContent } from "@/lib/content";
import { boroughCrumbs } from "@/lib/seo/breadcrumbs";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { loadPageContext } from "@/lib/site/page-context";
import { fromPriceCentsOf, fromPriceLabel } from "@/lib/site/prices";
import { JsonLdScript } from "../JsonLdScript";
import { BoroughPageView } from "./BoroughPageView";

/** A borough page with its prices from the current price table and its structured data. */
export async function BoroughPage({ content }: { content: BoroughPageContent }) {
  const context = await loadPageContext();
  const page = context.fill(content, content.priceSlug);
  const cents = fromPriceCentsOf(context.priceTable, page.priceSlug);
  if (cents === undefined) throw new Error(`The price table has no service "${page.priceSlug}" for ${page.path}`);
  const crumbs = boroughCrumbs(page);
  const services = page.services.items.map((item) => {
    const servicePage = getServicePage(item.serviceSlug);
    return {
      ...item,
      href: servicePage?.path ?? "/service-page",
      priceLabel: servicePage ? fromPriceLabel(context.priceTable, servicePage.priceSlug) : undefined,
    };
  });

  return (
    <>
      <JsonLdScript
        data={[
          serviceJsonLd({
            baseUrl: context.baseUrl,
            path: page.path,
            name: page.h1,
            description: page.metaDescription,
            areaServed: [page.borough],
            fromPriceCents: cents,
          }),
          faqPageJsonLd(page.faqs),
          breadcrumbJsonLd(context.baseUrl, crumbs),
        ]}
      />
      <BoroughPageView page={page} crumbs={crumbs} fromPrice={formatUsd(cents)} services={services} />
    </>
  );
}
