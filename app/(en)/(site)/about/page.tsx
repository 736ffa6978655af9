import { AboutView } from "@/components/site/pages/AboutView";
import { TopLevelPage } from "@/components/site/pages/TopLevelPage";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { aboutPage } from "@/lib/site/content";
import { buildPageMetadata } from "@/lib/site/seo/metadata";

export const revalidate = 3600;

export const metadata = buildPageMetadata(aboutPage);

export default function AboutPage() {
  return <TopLevelPage content={aboutPage} crumb={sitePagesWords("en").crumbs.about} render={(page, crumbs) => <AboutView page={page} crumbs={crumbs} locale="en" />} />;
}
