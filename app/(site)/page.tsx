import { AboutTeaser } from "@/components/site/home/AboutTeaser";
import { FinalCta } from "@/components/site/home/FinalCta";
import { HomeHero } from "@/components/site/home/HomeHero";
import { SeoSections } from "@/components/site/home/SeoSections";
import { ServicesOverview } from "@/components/site/home/ServicesOverview";
import { WhyChooseUs } from "@/components/site/home/WhyChooseUs";
import { JsonLdScript } from "@/components/site/JsonLdScript";
import { SpecialOffersSection } from "@/components/offers/SpecialOffersSection";
import { ReviewsBlock } from "@/components/reviews/ReviewsBlock";
import { getServiceSummaries, homePage } from "@/lib/content";
import { loadHomeSocialProof } from "@/lib/reviews";
import { localBusinessJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { SOCIAL_LINKS } from "@/lib/site/navigation";
import { loadPageContext } from "@/lib/site/page-context";
import { fromPriceLabel } from "@/lib/site/prices";

/**
 * Prerendered at build without reviews or the database; the server's start-up refresh and
 * then this hourly revalidation bring in the run-time prices and the reviews (Google's, or our
 * own customers' published ratings), so no request reads them itself.
 */
export const revalidate = 3600;

export const metadata = buildPageMetadata(homePage);

/** The services shown as cards in the overview; the rest are one click away on /service-page. */
const FEATURED = ["residential-cleaning", "deep-cleaning", "move-in-out-cleaning", "office-cleaning"];

export default async function HomePage() {
  const [context, reviews] = await Promise.all([loadPageContext(), loadHomeSocialProof()]);
  const page = context.fill(homePage);
  const featured = getServiceSummaries()
    .filter((service) => FEATURED.includes(service.slug))
    .map((service) => ({ ...service, priceLabel: fromPriceLabel(context.priceTable, service.priceSlug) }));

  return (
    <>
      <JsonLdScript
        data={[
          localBusinessJsonLd({
            baseUrl: context.baseUrl,
            phone: context.contacts.phone,
            email: context.contacts.email,
            sameAs: SOCIAL_LINKS.map((link) => link.href),
            // Samples of the demo data are not anyone's rating of the business.
            rating: reviews.summary.totalReviews > 0 && reviews.origin !== "samples" ? { value: reviews.summary.overallRating, count: reviews.summary.totalReviews } : undefined,
          }),
          websiteJsonLd(context.baseUrl),
        ]}
      />
      <HomeHero hero={page.hero} h1={page.h1} />
      <SpecialOffersSection />
      <ServicesOverview content={page.servicesOverview} featured={featured} />
      <WhyChooseUs content={page.whyChooseUs} />
      <ReviewsBlock reviews={reviews.reviews} summary={reviews.summary} origin={reviews.origin} heading={page.reviews.heading} />
      <AboutTeaser content={page.aboutTeaser} />
      <SeoSections sections={page.seoSections} />
      <FinalCta content={page.finalCta} phoneHref={context.contacts.phoneHref} />
    </>
  );
}
