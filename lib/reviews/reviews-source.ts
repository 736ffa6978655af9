import type { Logger } from "@/lib/platform/log/logger";
import { createCachedLoader } from "@/lib/kernel/cache/ttl-cache";
import { fetchPlaceDetails, type UpstreamFailure } from "./fetch-place-details";
import { emptyReviewsPayload, type ReviewsPayload } from "./types";

/**
 * Reviews of a place, from Google through an in-memory cache. Reviews change slowly and the
 * Places API is billed per call, so a good answer is kept for hours; a failure is kept for
 * minutes so a flapping upstream is not hammered, yet recovers soon. A failure never reaches
 * the caller: it is logged and the caller gets the last good reviews (if recent enough) or the
 * empty result (SPEC section 8).
 */

export interface PlacesSettings {
  apiKey: string | undefined;
  baseUrl: string;
}

export interface ReviewsSourceOptions {
  /** Read on every upstream call, so tests and restarts see the current configuration. */
  settings: () => PlacesSettings;
  logger: () => Logger;
  ttlMs?: number;
  failureTtlMs?: number;
  timeoutMs?: number;
  /** How long after its fetch a good answer may still stand in for a failed refresh. */
  maxStaleMs?: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

export interface ReviewsSource {
  getPayload(placeId: string): Promise<ReviewsPayload>;
  clear(): void;
}

export const REVIEWS_TTL_MS = 6 * 60 * 60 * 1000;
export const REVIEWS_FAILURE_TTL_MS = 5 * 60 * 1000;
export const REVIEWS_TIMEOUT_MS = 5_000;
export const REVIEWS_MAX_STALE_MS = 24 * 60 * 60 * 1000;

interface CachedReviews {
  payload: ReviewsPayload;
  /** When Google last answered well for this payload; null for the empty stand-in. */
  fetchedAt: number | null;
}

/** Log fields for a failure: the place id and statuses only, never the URL (it holds the key). */
function failureFields(failure: UpstreamFailure, apiKey: string): Record<string, unknown> {
  if (failure.reason !== "places-status" || failure.errorMessage === undefined) return { ...failure };
  // Google's own error text is useful ("API key not authorized…"); make sure it cannot quote the key.
  return { ...failure, errorMessage: failure.errorMessage.split(apiKey).join("[redacted]").slice(0, 300) };
}

export function createReviewsSource(options: ReviewsSourceOptions): ReviewsSource {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? REVIEWS_TTL_MS;
  const failureTtlMs = options.failureTtlMs ?? REVIEWS_FAILURE_TTL_MS;
  const maxStaleMs = options.maxStaleMs ?? REVIEWS_MAX_STALE_MS;

  async function load(placeId: string, previous: CachedReviews | undefined) {
    const { apiKey, baseUrl } = options.settings();
    const logger = options.logger();
    if (!apiKey) {
      logger.warn({ placeId }, "reviews: GOOGLE_PLACES_API_KEY is not set; showing no reviews");
      return { value: { payload: emptyReviewsPayload(), fetchedAt: null }, ttlMs: failureTtlMs };
    }

    const outcome = await fetchPlaceDetails({ baseUrl, apiKey, placeId, timeoutMs: options.timeoutMs ?? REVIEWS_TIMEOUT_MS, fetchImpl: options.fetchImpl });
    if (outcome.ok) {
      if (outcome.dropped > 0) logger.warn({ placeId, dropped: outcome.dropped }, "reviews: dropped malformed reviews from Google");
      return { value: { payload: outcome.payload, fetchedAt: now() }, ttlMs };
    }

    const stale = previous?.fetchedAt != null && now() - previous.fetchedAt <= maxStaleMs ? previous : undefined;
    logger.error(
      { placeId, ...failureFields(outcome.failure, apiKey), servingStale: Boolean(stale) },
      stale ? "reviews: Google Places request failed; keeping the last good reviews" : "reviews: Google Places request failed; showing no reviews",
    );
    return { value: stale ?? { payload: emptyReviewsPayload(), fetchedAt: null }, ttlMs: failureTtlMs };
  }

  const cache = createCachedLoader<CachedReviews>({ load, now });
  return {
    async getPayload(placeId) {
      // A copy: the cached answer is shared by every caller and must not be changed by one.
      return structuredClone((await cache.get(placeId)).payload);
    },
    clear: () => cache.clear(),
  };
}
