import { ServicesOverviewView } from "@/components/site/pages/ServicesOverviewView";
import { TopLevelPage } from "@/components/site/pages/TopLevelPage";
import { getServiceSummaries, servicesOverviewPage } from "@/lib/site/content";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { buildPageMetadata } from "@/lib/site/seo/metadata";
import type { PageContext } from "@/lib/site/page-context";
import { fromPriceLabel } from "@/lib/site/prices";

/** Prices come from the price table staff edit: refreshed at start-up, then hourly. */
export const revalidate = 3600;

export const metadata = buildPageMetadata(servicesOverviewPage);

/** Every service's summary, filled, with its starting price from the current table. */
function pricedServices(context: PageContext) {
  return getServiceSummaries().map((service) => ({ ...context.fill(service), priceLabel: fromPriceLabel(context.priceTable, service.priceSlug) }));
}

export default function ServicesOverviewPage() {
  return (
    <TopLevelPage
      content={servicesOverviewPage}
      crumb={sitePagesWords("en").crumbs.services}
      render={(page, crumbs, context) => <ServicesOverviewView page={page} crumbs={crumbs} services={pricedServices(context)} locale="en" />}
    />
  );
}
