import type { ApiContract } from "@/lib/kernel/api-contract";
import { MY_OFFERS_URL, parsePublicOffers, parseUserOffers, PUBLIC_OFFERS_URL, type PublicOffer, type UserOffer } from "./offer-types";

/**
 * The offers section's reads (docs/architecture.md, "Endpoint contracts"), checked by the
 * hand-written parsers of ./offer-types.ts: the section is on the home page, without zod.
 */

/** GET /api/special-offers: the same list for everyone, so no session refresh (and the browser may cache it). */
export const publicOffersContract: ApiContract<void, undefined, PublicOffer[]> = {
  method: "GET",
  path: () => PUBLIC_OFFERS_URL,
  readAnswer: parsePublicOffers,
  session: "none",
};

/** GET /api/special-offers/mine: the signed-in user's own list, through the session refresh. */
export const myOffersContract: ApiContract<void, undefined, UserOffer[]> = {
  method: "GET",
  path: () => MY_OFFERS_URL,
  readAnswer: parseUserOffers,
};
