import { z } from "zod";

/**
 * The price the customer accepted against the price in force (issue #24, bug 3; docs/product.md#booking).
 * The booking form sends the total its review step showed; when the server prices the visit
 * otherwise (staff changed the price table since the page loaded), nothing is booked and the
 * answer is a 409 naming both totals, which the form shows before the customer books again at
 * the new one. Shared by the server and the browser, so it holds no server code.
 */

export const PRICE_CHANGED_CODE = "price-changed";

const priceChangeSchema = z.object({
  acceptedTotalCents: z.number().int().nonnegative(),
  currentTotalCents: z.number().int().nonnegative(),
});

export type PriceChange = z.output<typeof priceChangeSchema>;

/** The body of the 409: the error body every refusal has, with the two totals. */
export const priceChangedAnswerSchema = z.object({
  error: z.string(),
  code: z.literal(PRICE_CHANGED_CODE),
  priceChange: priceChangeSchema,
});
