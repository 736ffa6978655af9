import type { HomeReviews, Review, ReviewSummary, ReviewsPayload, SourceReview } from "./types";

/**
 * Pure mappers from the reviews source payload to the client shapes. They run on the server
 * and in the browser alike (no configuration, no logging).
 */

export function toReview(source: SourceReview): Review {
  return {
    authorName: source.author_name,
    profilePhotoUrl: source.profile_photo_url === "" ? null : source.profile_photo_url,
    rating: source.rating,
    text: source.text,
    time: source.time,
  };
}

export function toReviews(payload: ReviewsPayload): Review[] {
  return payload.result.reviews.map(toReview);
}

export function toReviewSummary(payload: ReviewsPayload): ReviewSummary {
  // The payload is validated before it gets here; the defaults guard hand-made payloads.
  return { overallRating: payload.result.rating || 0, totalReviews: payload.result.user_ratings_total || 0 };
}

export function toHomeReviews(payload: ReviewsPayload): HomeReviews {
  return { reviews: toReviews(payload), summary: toReviewSummary(payload) };
}
