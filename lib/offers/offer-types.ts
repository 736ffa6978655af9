import { z } from "zod";

/**
 * What the browser gets (SPEC.md section 3), parsed again on arrival: the client trusts no
 * response shape. Safe for client bundles (zod only).
 */

/**
 * A public offer for display. discountValue is the percent when isPercentage, otherwise
 * dollars (the database keeps cents; 1250 cents travel as 12.5).
 */
export const publicOfferSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  isPercentage: z.boolean(),
  discountValue: z.number().positive(),
});
export type PublicOffer = z.output<typeof publicOfferSchema>;
export const publicOffersSchema = z.array(publicOfferSchema);

/** One offer the signed-in user holds: assigned, not used yet and active now. */
export const userOfferSchema = z.object({ specialOfferId: z.number().int().positive() });
export type UserOffer = z.output<typeof userOfferSchema>;
export const userOffersSchema = z.array(userOfferSchema);

export const PUBLIC_OFFERS_URL = "/api/special-offers";
export const MY_OFFERS_URL = "/api/special-offers/mine";
