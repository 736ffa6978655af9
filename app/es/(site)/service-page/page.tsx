import { ServicesOverviewView } from "@/components/site/pages/ServicesOverviewView";
import { TopLevelPage } from "@/components/site/pages/TopLevelPage";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { contentIn } from "@/lib/site/content";
import type { PageContext } from "@/lib/site/page-context";
import { fromPriceLabel } from "@/lib/site/prices";
import { buildPageMetadata } from "@/lib/site/seo/metadata";

/** As the English overview: prices come from the price table staff edit, refreshed at start-up, then hourly. */
export const revalidate = 3600;

const spanish = contentIn("es");

export const metadata = buildPageMetadata(spanish.servicesOverviewPage);

/** Every service's Spanish summary, filled, with its starting price ("Desde $…") from the current table. */
function pricedServices(context: PageContext) {
  return spanish.serviceSummaries.map((service) => ({ ...context.fill(service), priceLabel: fromPriceLabel(context.priceTable, service.priceSlug, "es") }));
}

export default function SpanishServicesOverviewPage() {
  return (
    <TopLevelPage
      content={spanish.servicesOverviewPage}
      crumb={sitePagesWords("es").crumbs.services}
      render={(page, crumbs, context) => <ServicesOverviewView page={page} crumbs={crumbs} services={pricedServices(context)} locale="es" />}
    />
  );
}
