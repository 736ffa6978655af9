import type { Locale } from "@/lib/kernel/enums/locales";
import { formatCount } from "@/lib/kernel/format/numbers";
import { homeWords } from "@/lib/kernel/i18n/home-words";
import { countWords } from "@/lib/kernel/i18n/fill-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { formatOverallRating, type HomeReviews, type ReviewsOrigin } from "@/lib/reviews/view";
import { ReviewCard } from "./ReviewCard";
import { StarRating } from "./StarRating";

/**
 * The home page's reviews block: overall rating, stars, "Based on {n} reviews" and the reviews
 * (long ones with a See more toggle), with a line saying where they come from. With nothing to
 * show the block is left out entirely rather than showing an empty "0.0" section; published
 * ratings without any comment still show their average and count. The words around the reviews,
 * and the line on their origin, are in the page's language; the reviews are as their authors wrote them.
 */
export function ReviewsBlock({
  reviews,
  summary,
  heading,
  origin = "google",
  locale,
}: HomeReviews & { heading?: string; origin?: ReviewsOrigin; locale: Locale }) {
  if (reviews.length === 0 && summary.totalReviews === 0) return null;
  const words = homeWords(locale).reviews;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="bg-brand-50 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="reviews-heading" className="text-3xl font-bold text-ink">
          {heading ?? words.heading}
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-4xl font-bold text-brand-700" data-testid="overall-rating">
            {formatOverallRating(summary.overallRating)}
          </span>
          <StarRating rating={summary.overallRating} words={homeWords(locale).stars} size="lg" />
          <span className="text-slate-600">{fillWords(countWords(words.basedOn, summary.totalReviews), { count: formatCount(summary.totalReviews, locale) })}</span>
        </div>
        {reviews.length > 0 ? (
          // On phones a row to swipe through, so the reviews do not push the rest of the path down.
          <ul aria-label={words.list} tabIndex={0} className="relative -mx-4 mt-8 flex snap-x gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-3">
            {reviews.map((review, index) => (
              <li key={`${review.time}-${index}`} className="w-[85%] shrink-0 snap-start md:w-auto">
                <ReviewCard review={review} locale={locale} words={homeWords(locale)} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-6 text-sm text-slate-600">{words.origin[origin]}</p>
      </div>
    </section>
  );
}
