import type { SpecialOfferRow } from "@/lib/platform/db/schema";
import type { PublicOffer } from "./offer-types";

/** The client never sees a row: only these fields, with cents turned into display dollars. */
export function toPublicOffer(row: Pick<SpecialOfferRow, "id" | "name" | "description" | "isPercentage" | "discountValue">): PublicOffer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPercentage: row.isPercentage,
    discountValue: row.isPercentage ? row.discountValue : row.discountValue / 100,
  };
}
