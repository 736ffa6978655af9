import { JsonLdScript } from "@/components/site/JsonLdScript";
import { LegalView } from "@/components/site/pages/LegalView";
import { privacyPolicyPage } from "@/lib/site/content";
import { topLevelCrumbs } from "@/lib/site/seo/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/site/seo/json-ld";
import { buildPageMetadata } from "@/lib/site/seo/metadata";
import { loadPageContext } from "@/lib/site/page-context";

/** The contacts and fees quoted in the text come from configuration and prices: refreshed at start-up, then hourly. */
export const revalidate = 3600;

export const metadata = buildPageMetadata(privacyPolicyPage);

export default async function PrivacyPolicyPage() {
  const context = await loadPageContext();
  const page = context.fill(privacyPolicyPage);
  const crumbs = topLevelCrumbs(page, "Privacy Policy");
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(context.baseUrl, crumbs)} />
      <LegalView page={page} crumbs={crumbs} />
    </>
  );
}
