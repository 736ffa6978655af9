import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { getLogger } from "@/lib/platform/log/logger";
import { isBuildPhase } from "@/lib/settings/business-settings";
import { loadHomeReviews } from "./index";
import { loadOwnRatings } from "./own-ratings";
import type { ReviewSummary } from "./types";

/** The ratings shown beside the calls to action (issue #24): ours always, Google's only when a Places key is configured. */
export interface RatingSummary {
  /** Our customers' published after-visit poll ratings; null before any, or at build time. */
  ours: (ReviewSummary & { samples: boolean }) | null;
  google: ReviewSummary | null;
}

/** Read when a page is (re)generated, never per request. Never throws: what cannot be read is left out. */
export async function loadRatingSummary(): Promise<RatingSummary> {
  if (isBuildPhase()) return { ours: null, google: null };
  const config = getConfig();
  const google = config.GOOGLE_PLACES_API_KEY ? (await loadHomeReviews()).summary : null;
  let ours: RatingSummary["ours"] = null;
  try {
    const own = await loadOwnRatings(await getDb(), { includeSamples: config.DEMO, cards: 0 });
    if (own.summary.totalReviews > 0) ours = { ...own.summary, samples: own.includesSamples };
  } catch (error) {
    getLogger().error({ err: error }, "reviews: could not read our customers' ratings for the trust facts");
  }
  return { ours, google: google && google.totalReviews > 0 ? google : null };
}
