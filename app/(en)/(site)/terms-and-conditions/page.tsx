import { LegalView } from "@/components/site/pages/LegalView";
import { TopLevelPage } from "@/components/site/pages/TopLevelPage";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { termsPage } from "@/lib/site/content";
import { buildPageMetadata } from "@/lib/site/seo/metadata";

/** The contacts and fees quoted in the text come from configuration and prices: refreshed at start-up, then hourly. */
export const revalidate = 3600;

export const metadata = buildPageMetadata(termsPage);

export default function TermsPage() {
  return <TopLevelPage content={termsPage} crumb={sitePagesWords("en").crumbs.terms} render={(page, crumbs) => <LegalView page={page} crumbs={crumbs} locale="en" />} />;
}
