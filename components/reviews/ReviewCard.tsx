"use client";

import { useId, useState } from "react";
import type { Locale } from "@/lib/kernel/enums/locales";
import type { HomeWords } from "@/lib/kernel/i18n/home-words";
import { formatReviewDate, isLongReviewText, reviewDateTimeAttribute, type Review } from "@/lib/reviews/view";
import { ReviewAvatar } from "./ReviewAvatar";
import { StarRating } from "./StarRating";

/**
 * One review. Long text is clamped to three lines by CSS only, so the whole text is in the
 * server-rendered HTML for search engines and screen readers; the toggle just lifts the clamp.
 */
export function ReviewCard({ review, locale, words: text }: { review: Review; locale: Locale; words: Pick<HomeWords, "reviews" | "stars"> }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = isLongReviewText(review.text);
  const words = text.reviews;

  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <header className="flex items-center gap-3">
        {/* Keyed by the photo so a new photo gets a fresh try after an earlier one failed. */}
        <ReviewAvatar key={review.profilePhotoUrl ?? ""} name={review.authorName} photoUrl={review.profilePhotoUrl} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{review.authorName}</p>
          <p className="text-sm text-slate-500">
            <time dateTime={reviewDateTimeAttribute(review.time)}>{formatReviewDate(review.time, locale)}</time>
          </p>
        </div>
      </header>
      <StarRating rating={review.rating} words={text.stars} className="mt-4" />
      {review.text && (
        // data-as-written: the customer's own words, in whatever language they wrote them (docs/product.md, "Languages").
        <p id={textId} data-as-written className={`mt-3 whitespace-pre-line text-slate-700 ${long && !expanded ? "line-clamp-3" : ""}`}>
          {review.text}
        </p>
      )}
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {expanded ? words.showLess : words.seeMore}
        </button>
      )}
    </article>
  );
}
