import { LegalView } from "@/components/site/pages/LegalView";
import { TopLevelPage } from "@/components/site/pages/TopLevelPage";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { contentIn } from "@/lib/site/content";
import { buildPageMetadata } from "@/lib/site/seo/metadata";

/** As the English policy: the contacts and fees quoted come from configuration and prices, refreshed hourly. */
export const revalidate = 3600;

const privacyPolicyPage = contentIn("es").privacyPolicyPage;

export const metadata = buildPageMetadata(privacyPolicyPage);

export default function SpanishPrivacyPolicyPage() {
  return (
    <TopLevelPage
      content={privacyPolicyPage}
      crumb={sitePagesWords("es").crumbs.privacyPolicy}
      render={(page, crumbs) => <LegalView page={page} crumbs={crumbs} locale="es" />}
    />
  );
}
