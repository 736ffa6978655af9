import { FinalCta } from "@/components/site/home/FinalCta";
import { HomeHero } from "@/components/site/home/HomeHero";
import { HowItWorks } from "@/components/site/home/HowItWorks";
import { ServicesOverview } from "@/components/site/home/ServicesOverview";
import { FaqList } from "@/components/site/FaqList";
import { JsonLdScript } from "@/components/site/JsonLdScript";
import { TrustFacts } from "@/components/site/TrustFacts";
import { QuickQuote } from "@/components/site/quote/QuickQuote";
import { quickQuoteText } from "@/components/site/quote/quick-quote-text";
import { SpecialOffersSection } from "@/components/offers/SpecialOffersSection";
import { offerText } from "@/components/offers/offer-text";
import { ReviewsBlock } from "@/components/reviews/ReviewsBlock";
import type { Locale } from "@/lib/kernel/enums/locales";
import { contentIn, serviceNameIn } from "@/lib/site/content";
import { loadHomeSocialProof } from "@/lib/reviews";
import { loadRatingSummary } from "@/lib/reviews/rating-summary";
import { faqPageJsonLd, localBusinessJsonLd, websiteJsonLd } from "@/lib/site/seo/json-ld";
import { SOCIAL_LINKS } from "@/lib/site/navigation";
import { loadPageContext } from "@/lib/site/page-context";
import { fromPriceLabel } from "@/lib/site/prices";
import { quickQuoteServices } from "@/lib/site/quick-quote";

/** The services shown as cards in the overview; the rest are one click away on /service-page. */
const FEATURED = ["residential-cleaning", "deep-cleaning", "move-in-out-cleaning", "office-cleaning"];
/** Review cards on the home page: enough to read, few enough to keep the path short (the summary counts them all). */
const HOME_REVIEW_CARDS = 3;
/** The services the hero's quick quote prices by rooms, regular cleaning first. */
const QUICK_QUOTE_SERVICES = ["residential-cleaning", "deep-cleaning", "move-in-out-cleaning"];

/**
 * The home page is a path to booking (issue #24): the hero with the quick quote and the trust
 * facts, offers, reviews, services, how it works, short FAQs and the last call to action. The
 * long guide copy lives on the service and borough pages (lib/site/content/guides.ts). The same
 * page in English at / and in Spanish at /es (docs/architecture.md, "Languages").
 */
export async function HomePage({ locale }: { locale: Locale }) {
  const content = contentIn(locale);
  const [context, reviews, ratings] = await Promise.all([loadPageContext(), loadHomeSocialProof(), loadRatingSummary()]);
  const page = context.fill(content.homePage, "residential-cleaning");
  const featured = content.serviceSummaries
    .filter((service) => FEATURED.includes(service.slug))
    .map((service) => ({ ...service, priceLabel: fromPriceLabel(context.priceTable, service.priceSlug, locale) }));
  const trust = (tone: "light" | "dark", className?: string) => <TrustFacts ratings={ratings} address={context.contacts.address} locale={locale} tone={tone} wide={tone === "dark"} className={className} />;

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
          websiteJsonLd(context.baseUrl, locale),
          faqPageJsonLd(page.faqs, locale),
        ]}
      />
      <HomeHero
        locale={locale}
        hero={page.hero}
        h1={page.h1}
        quote={
          <>
            <QuickQuote services={quickQuoteServices(context.priceTable, QUICK_QUOTE_SERVICES).map((service) => ({ ...service, name: serviceNameIn(locale, service.slug, service.name) }))} {...quickQuoteText(locale)} />
            {trust("light", "mt-5 px-1")}
          </>
        }
      />
      <SpecialOffersSection text={offerText(locale)} />
      <ReviewsBlock locale={locale} reviews={reviews.reviews.slice(0, HOME_REVIEW_CARDS)} summary={reviews.summary} origin={reviews.origin} heading={page.reviews.heading} />
      <ServicesOverview locale={locale} content={page.servicesOverview} featured={featured} />
      <HowItWorks content={page.howItWorks} />
      <FaqList locale={locale} faqs={page.faqs} />
      <FinalCta locale={locale} content={page.finalCta} phoneHref={context.contacts.phoneHref} trust={trust("dark", "mx-auto mt-8 max-w-5xl text-left")} />
    </>
  );
}
