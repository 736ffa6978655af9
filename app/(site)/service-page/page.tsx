import { JsonLdScript } from "@/components/site/JsonLdScript";
import { ServicesOverviewView } from "@/components/site/pages/ServicesOverviewView";
import { getServiceSummaries, servicesOverviewPage } from "@/lib/site/content";
import { topLevelCrumbs } from "@/lib/site/seo/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/site/seo/json-ld";
import { buildPageMetadata } from "@/lib/site/seo/metadata";
import { loadPageContext } from "@/lib/site/page-context";
import { fromPriceLabel } from "@/lib/site/prices";

/** Prices come from the price table staff edit: refreshed at start-up, then hourly. */
export const revalidate = 3600;

export const metadata = buildPageMetadata(servicesOverviewPage);

export default async function ServicesOverviewPage() {
  const context = await loadPageContext();
  const page = context.fill(servicesOverviewPage);
  const crumbs = topLevelCrumbs(page, "Services");
  const services = getServiceSummaries().map((service) => ({ ...context.fill(service), priceLabel: fromPriceLabel(context.priceTable, service.priceSlug) }));
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(context.baseUrl, crumbs)} />
      <ServicesOverviewView page={page} crumbs={crumbs} services={services} />
    </>
  );
}
