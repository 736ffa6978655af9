import type { PublicOffer, UserOffer } from "./offer-types";

/**
 * Which badges the home page shows (docs/product.md#special-offers): a visitor (no list of their own) sees
 * every public offer; a signed-in user sees only the public offers assigned to them.
 */
export function visibleOffers(publicOffers: readonly PublicOffer[], mine: readonly UserOffer[] | null): PublicOffer[] {
  if (mine === null) return [...publicOffers];
  const held = new Set(mine.map((offer) => offer.specialOfferId));
  return publicOffers.filter((offer) => held.has(offer.id));
}
