import type { Review } from "@/lib/reviews/view";
import { LONG_REVIEW_TEXT, MARCH_3_2026 } from "@/lib/reviews/testing/place-details-fixture";

export { MARCH_3_2026 };
export const LONG_TEXT = LONG_REVIEW_TEXT;

/** A review in the client shape, for component tests. */
export function review(overrides: Partial<Review> = {}): Review {
  return { authorName: "Jane Doe", profilePhotoUrl: null, rating: 5, text: "Spotless.", time: MARCH_3_2026, ...overrides };
}
