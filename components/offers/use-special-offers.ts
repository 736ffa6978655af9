"use client";

import { useSiteSession } from "@/lib/auth/site-session";
import useSWR from "swr";
import { MY_OFFERS_URL, PUBLIC_OFFERS_URL, type PublicOffer } from "@/lib/offers/offer-types";
import { visibleOffers } from "@/lib/offers/visible-offers";
import { fetchPublicOffers, fetchUserOffers } from "./fetchers";

export type OffersView = { kind: "loading" } | { kind: "hidden" } | { kind: "shown"; offers: PublicOffer[]; signedIn: boolean };

// Failures show nothing (docs/product.md#when-something-fails), so a couple of quiet retries are all we spend.
const SWR_OPTIONS = { errorRetryCount: 2 } as const;

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

  const publicOffers = useSWR(PUBLIC_OFFERS_URL, fetchPublicOffers, { ...SWR_OPTIONS, onError: logFailure("public offers") });
  const mine = useSWR(userId ? ([MY_OFFERS_URL, userId] as const) : null, fetchUserOffers, {
    ...SWR_OPTIONS,
    onError: logFailure("your offers"),
  });

  // Until the session is known we cannot tell a visitor's list from a user's, so keep waiting.
  if (status === "loading" || publicOffers.isLoading || (userId !== null && mine.isLoading)) return { kind: "loading" };
  // Without data (a failure) nothing shows; data kept from before a failed refresh still does.
  if (!publicOffers.data) return { kind: "hidden" };
  if (userId !== null && !mine.data) return { kind: "hidden" };

  const offers = visibleOffers(publicOffers.data, userId !== null ? (mine.data ?? []) : null);
  return offers.length > 0 ? { kind: "shown", offers, signedIn: userId !== null } : { kind: "hidden" };
}
