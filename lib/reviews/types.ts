/**
 * The shapes of reviews at each boundary (SPEC section 3). The source payload keeps Google's
 * field names because it is what GET /api/googlereviews/{placeId} answers; the client shapes
 * are what components render.
 */

/** One review in the reviews source payload (time in seconds since the epoch). */
export interface SourceReview {
  author_name: string;
  /** An http(s) address, or "" when Google gave none (or something that is not a web address). */
  profile_photo_url: string;
  /** 1..5 */
  rating: number;
  text: string;
  time: number;
}

/** The reviews source payload: what the reviews call answers. */
export interface ReviewsPayload {
  result: {
    reviews: SourceReview[];
    /** 0 when the place has no rating. */
    rating: number;
    user_ratings_total: number;
  };
}

/** One review as components render it. */
export interface Review {
  authorName: string;
  profilePhotoUrl: string | null;
  rating: number;
  text: string;
  /** Seconds since the epoch. */
  time: number;
}

export interface ReviewSummary {
  overallRating: number;
  totalReviews: number;
}

/** What the home page's reviews block needs. */
export interface HomeReviews {
  reviews: Review[];
  summary: ReviewSummary;
}

/**
 * Where the home page's reviews come from: Google, our own customers' published poll ratings,
 * or (on the demo database only) those ratings including the demo data's samples.
 */
export type ReviewsOrigin = "google" | "customers" | "samples";

export interface HomeSocialProof extends HomeReviews {
  origin: ReviewsOrigin;
}

/** The empty result that stands in for reviews that could not be loaded (SPEC section 8). */
export function emptyReviewsPayload(): ReviewsPayload {
  // A fresh object each time: a caller that mutates its copy cannot change anyone else's.
  return { result: { reviews: [], rating: 0, user_ratings_total: 0 } };
}
