import { HomePage } from "@/components/home/HomePage";
import { homePage } from "@/lib/site/content";
import { buildPageMetadata } from "@/lib/site/seo/metadata";

/**
 * Prerendered at build without reviews or the database; the server's start-up refresh and
 * then this hourly revalidation bring in the run-time prices and the reviews (Google's, or our
 * own customers' published ratings), so no request reads them itself.
 */
export const revalidate = 3600;

export const metadata = buildPageMetadata(homePage);

export default function EnglishHomePage() {
  return <HomePage locale="en" />;
}
