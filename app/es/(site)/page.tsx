import { HomePage } from "@/components/home/HomePage";
import { contentIn } from "@/lib/site/content";
import { buildPageMetadata } from "@/lib/site/seo/metadata";

/** As the English home page: prerendered, then refreshed hourly with the run-time prices and reviews. */
export const revalidate = 3600;

export const metadata = buildPageMetadata(contentIn("es").homePage);

export default function SpanishHomePage() {
  return <HomePage locale="es" />;
}
