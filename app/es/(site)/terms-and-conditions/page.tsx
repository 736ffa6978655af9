import { LegalView } from "@/components/site/pages/LegalView";
import { TopLevelPage } from "@/components/site/pages/TopLevelPage";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { contentIn } from "@/lib/site/content";
import { buildPageMetadata } from "@/lib/site/seo/metadata";

/** As the English terms: the contacts and fees quoted come from configuration and prices, refreshed hourly. */
export const revalidate = 3600;

const termsPage = contentIn("es").termsPage;

export const metadata = buildPageMetadata(termsPage);

export default function SpanishTermsPage() {
  return <TopLevelPage content={termsPage} crumb={sitePagesWords("es").crumbs.terms} render={(page, crumbs) => <LegalView page={page} crumbs={crumbs} locale="es" />} />;
}
