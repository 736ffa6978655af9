import type { SpecialOfferAdjustment } from "./quote-adjustments";

/** A special offer as the booking form shows and prices it (no database code, browser-safe). */
export interface UsableOffer {
  id: number;
  name: string;
  description: string;
  isPercentage: boolean;
  /** Whole percent, or cents off. */
  discountValue: number;
  /** ISO instants; null when the offer has no start or end. */
  startsAt: string | null;
  endsAt: string | null;
}

/** The offer as the pricing function takes it. */
export function offerAdjustment(offer: Pick<UsableOffer, "id" | "name" | "isPercentage" | "discountValue">): SpecialOfferAdjustment {
  return { id: offer.id, name: offer.name, isPercentage: offer.isPercentage, discountValue: offer.discountValue };
}
