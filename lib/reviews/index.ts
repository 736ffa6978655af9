import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { getLogger } from "@/lib/platform/log/logger";
import { isBuildPhase } from "@/lib/settings/business-settings";
import { toHomeReviews } from "./map-reviews";
import { loadOwnRatings } from "./own-ratings";
import { createReviewsSource, type ReviewsSource } from "./reviews-source";
import type { HomeReviews, HomeSocialProof, ReviewsPayload } from "./types";
import { processSlot } from "@/lib/kernel/process/slot";

/**
 * Server entry point of the reviews domain. Components that only render reviews import
 * `@/lib/reviews/view` instead, which pulls in no configuration or logging.
 */

export type { HomeReviews, HomeSocialProof, ReviewsPayload } from "./types";
export { isServedPlaceId, placeIdSchema } from "./place-id";

const SOURCE = processSlot<ReviewsSource>("reviews");

/**
 * The process's one cache, on globalThis because Next bundles pages and route handlers
 * separately: two module copies would mean two caches and twice the billed calls.
 */
function defaultSource(): ReviewsSource {
  return SOURCE.getOrCreate(() =>
    createReviewsSource({
      settings: () => {
        const config = getConfig();
        return { apiKey: config.GOOGLE_PLACES_API_KEY, baseUrl: config.GOOGLE_PLACES_BASE_URL };
      },
      logger: () => getLogger(),
    }),
  );
}

/** The reviews source payload for a place; the empty result when it cannot be loaded. Never throws. */
export function getPlaceReviews(placeId: string): Promise<ReviewsPayload> {
  return defaultSource().getPayload(placeId);
}

/** Reviews of the configured place in the client shape, for the home page's server component. */
export async function loadHomeReviews(): Promise<HomeReviews> {
  return toHomeReviews(await getPlaceReviews(getConfig().GOOGLE_PLACE_ID));
}

/**
 * The home page's social proof, read when the page is (re)generated, not per request: Google's
 * reviews of the configured place; without a Places key, or when Google fails or has none, our
 * own customers' published poll ratings. Demo samples count only on a demo site (DEMO=true,
 * which the configuration refuses on PostgreSQL), and say so; a production site never shows them. Never throws: with nothing to
 * show the block is left out.
 */
export async function loadHomeSocialProof(): Promise<HomeSocialProof> {
  const google = await loadHomeReviews();
  if (google.reviews.length > 0 || isBuildPhase()) return { ...google, origin: "google" };
  try {
    const own = await loadOwnRatings(await getDb(), { includeSamples: getConfig().DEMO });
    return { reviews: own.reviews, summary: own.summary, origin: own.includesSamples ? "samples" : "customers" };
  } catch (error) {
    getLogger().error({ err: error }, "reviews: could not read our own customers' ratings; showing no reviews");
    return { ...google, origin: "google" };
  }
}

/**
 * Forgets every cached answer (tests, after they change the configuration).
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#layers).
 */
export function resetReviewsCache(): void {
  SOURCE.get()?.clear();
}
