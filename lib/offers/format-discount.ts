import { formatUsd } from "@/lib/kernel/money";
import type { PublicOffer } from "./offer-types";

/**
 * The badge value (docs/product.md#special-offers): "10%" for a percentage, "$25" for whole dollars and
 * "$12.50" otherwise. Takes the display DTO, whose fixed amounts are already dollars.
 */
export function formatDiscount(offer: Pick<PublicOffer, "isPercentage" | "discountValue">): string {
  if (offer.isPercentage) return `${offer.discountValue}%`;
  // Work in whole cents so 12.5 and 12.499999 both become "$12.50", never stray digits.
  return formatUsd(Math.round(offer.discountValue * 100));
}
