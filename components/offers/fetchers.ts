import { myOffersContract, publicOffersContract } from "@/lib/offers/offers-contract";
import type { PublicOffer, UserOffer } from "@/lib/offers/offer-types";
import { fetchAnswer } from "@/lib/web/http/client";

/** The public list needs no session, so its contract skips the session-refreshing fetch. */
export function fetchPublicOffers(): Promise<PublicOffer[]> {
  return fetchAnswer(publicOffersContract);
}

/**
 * The user's own list goes through apiFetch: a 401 refreshes the session once and logs out
 * if it has ended, as for every signed-in call (docs/product.md#in-the-browser).
 */
export function fetchUserOffers(): Promise<UserOffer[]> {
  return fetchAnswer(myOffersContract);
}
