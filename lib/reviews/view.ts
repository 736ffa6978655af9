/**
 * Client-safe entry point of the reviews domain: types, pure mappers and display helpers.
 * Nothing here reads configuration or logs, so client components may import it.
 */

export type { HomeReviews, HomeSocialProof, Review, ReviewsOrigin, ReviewSummary, ReviewsPayload, SourceReview } from "./types";
export { emptyReviewsPayload } from "./types";
export { toHomeReviews, toReview, toReviews, toReviewSummary } from "./map-reviews";
export { REVIEW_TEXT_TOGGLE_THRESHOLD, STARS_PER_RATING } from "./constants";
export {
  authorInitials,
  basedOnReviewsLabel,
  formatOverallRating,
  formatReviewDate,
  isLongReviewText,
  reviewDateTimeAttribute,
  spokenRating,
} from "./format";
