import { AboutView } from "@/components/site/pages/AboutView";
import { TopLevelPage } from "@/components/site/pages/TopLevelPage";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { contentIn } from "@/lib/site/content";
import { buildPageMetadata } from "@/lib/site/seo/metadata";

/** As the English /about: prerendered, then refreshed hourly. */
export const revalidate = 3600;

const aboutPage = contentIn("es").aboutPage;

export const metadata = buildPageMetadata(aboutPage);

export default function SpanishAboutPage() {
  return <TopLevelPage content={aboutPage} crumb={sitePagesWords("es").crumbs.about} render={(page, crumbs) => <AboutView page={page} crumbs={crumbs} locale="es" />} />;
}
