import { getConfig } from "@/lib/config";
import { getLogger } from "@/lib/log/logger";
import { toHomeReviews } from "./map-reviews";
import { createReviewsSource, type ReviewsSource } from "./reviews-source";
import type { HomeReviews, ReviewsPayload } from "./types";

/**
 * Server entry point of the reviews domain. Components that only render reviews import
 * `@/lib/reviews/view` instead, which pulls in no configuration or logging.
 */

export type { HomeReviews, Review, ReviewSummary, ReviewsPayload, SourceReview } from "./types";
export { emptyReviewsPayload } from "./types";
export { toHomeReviews, toReview, toReviews, toReviewSummary } from "./map-reviews";
export { isServedPlaceId, placeIdSchema, servedPlaceIds } from "./place-id";

const SOURCE = Symbol.for("boroughbright.reviews");
type SourceGlobal = typeof globalThis & { [SOURCE]?: ReviewsSource };

/**
 * The process's one cache, on globalThis because Next bundles pages and route handlers
 * separately: two module copies would mean two caches and twice the billed calls.
 */
function defaultSource(): ReviewsSource {
  const store = globalThis as SourceGlobal;
  store[SOURCE] ??= createReviewsSource({
    settings: () => {
      const config = getConfig();
      return { apiKey: config.GOOGLE_PLACES_API_KEY, baseUrl: config.GOOGLE_PLACES_BASE_URL };
    },
    logger: () => getLogger(),
  });
  return store[SOURCE];
}

/** The reviews source payload for a place; the empty result when it cannot be loaded. Never throws. */
export function getPlaceReviews(placeId: string): Promise<ReviewsPayload> {
  return defaultSource().getPayload(placeId);
}

/** Reviews of the configured place in the client shape, for the home page's server component. */
export async function loadHomeReviews(): Promise<HomeReviews> {
  return toHomeReviews(await getPlaceReviews(getConfig().GOOGLE_PLACE_ID));
}

/** Forgets every cached answer (tests, or after the configuration changes). */
export function resetReviewsCache(): void {
  (globalThis as SourceGlobal)[SOURCE]?.clear();
}
