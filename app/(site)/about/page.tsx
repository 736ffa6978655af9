import { JsonLdScript } from "@/components/site/JsonLdScript";
import { AboutView } from "@/components/site/pages/AboutView";
import { aboutPage } from "@/lib/site/content";
import { topLevelCrumbs } from "@/lib/site/seo/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/site/seo/json-ld";
import { buildPageMetadata } from "@/lib/site/seo/metadata";
import { loadPageContext } from "@/lib/site/page-context";

export const revalidate = 3600;

export const metadata = buildPageMetadata(aboutPage);

export default async function AboutPage() {
  const context = await loadPageContext();
  const page = context.fill(aboutPage);
  const crumbs = topLevelCrumbs(page, "About");
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(context.baseUrl, crumbs)} />
      <AboutView page={page} crumbs={crumbs} />
    </>
  );
}
