import { basedOnReviewsLabel, formatOverallRating, type HomeReviews } from "@/lib/reviews/view";
import { ReviewCard } from "./ReviewCard";
import { StarRating } from "./StarRating";

/**
 * The home page's reviews block (SPEC sections 2 and 9): overall rating, stars, count and the
 * reviews. With no reviews (none yet, or Google failed) the block is left out entirely rather
 * than showing an empty "0.0" section.
 */
export function ReviewsBlock({ reviews, summary, heading = "What Our Clients Say" }: HomeReviews & { heading?: string }) {
  if (reviews.length === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="reviews-heading" className="text-3xl font-bold text-ink">
          {heading}
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-4xl font-bold text-brand-700" data-testid="overall-rating">
            {formatOverallRating(summary.overallRating)}
          </span>
          <StarRating rating={summary.overallRating} size="lg" />
          <span className="text-slate-600">{basedOnReviewsLabel(summary.totalReviews)}</span>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review, index) => (
            <li key={`${review.time}-${index}`}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-500">Reviews from Google</p>
      </div>
    </section>
  );
}
