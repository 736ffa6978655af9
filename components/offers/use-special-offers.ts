"use client";

import { useSiteSession } from "@/lib/auth/site-session";
import { MY_OFFERS_URL, PUBLIC_OFFERS_URL, type PublicOffer } from "@/lib/offers/offer-types";
import { visibleOffers } from "@/lib/offers/visible-offers";
import { fetchPublicOffers, fetchUserOffers } from "./fetchers";
import { useFetched } from "./use-fetched";

export type OffersView = { kind: "loading" } | { kind: "hidden" } | { kind: "shown"; offers: PublicOffer[]; signedIn: boolean };

function logFailure(what: string) {
  return (error: unknown) => console.error(`Special offers: ${what} could not be loaded`, error);
}

/**
 * What the offers section should show. The user's list is keyed by user id: on logout the key
 * goes away and their offers with it, and a different user never sees the previous one's.
 */
export function useSpecialOffers(): OffersView {
  const { data: session, status } = useSiteSession();
  const userId = status === "authenticated" ? (session?.user.id ?? null) : null;

  // Failures show nothing (docs/product.md#when-something-fails); useFetched retries a couple of times quietly.
  const publicOffers = useFetched(PUBLIC_OFFERS_URL, fetchPublicOffers, logFailure("public offers"));
  const mine = useFetched(userId ? ([MY_OFFERS_URL, userId] as const) : null, fetchUserOffers, logFailure("your offers"));

  // Until the session is known we cannot tell a visitor's list from a user's, so keep waiting.
  if (status === "loading" || publicOffers.isLoading || (userId !== null && mine.isLoading)) return { kind: "loading" };
  // Without data (a failure) nothing shows; data kept from before a failed refresh still does.
  if (!publicOffers.data) return { kind: "hidden" };
  if (userId !== null && !mine.data) return { kind: "hidden" };

  const offers = visibleOffers(publicOffers.data, userId !== null ? (mine.data ?? []) : null);
  return offers.length > 0 ? { kind: "shown", offers, signedIn: userId !== null } : { kind: "hidden" };
}
