/**
 * Client-safe entry point of the reviews domain: types, pure mappers and display helpers.
 * Nothing here reads configuration or logs, so client components may import it.
 */

export type { HomeReviews, Review, ReviewsOrigin } from "./types";
export { STARS_PER_RATING } from "./constants";
export {
  authorInitials,
  formatOverallRating,
  formatReviewDate,
  isLongReviewText,
  reviewDateTimeAttribute,
  spokenRating,
} from "./format";
