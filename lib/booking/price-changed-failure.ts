import { formatUsd } from "@/lib/kernel/money";
import { failure, type Failure } from "@/lib/kernel/failure";
import { PRICE_CHANGED_CODE, type PriceChange } from "./price-change";

/**
 * The failure of a booking whose price is not the one the customer accepted (./price-change.ts):
 * a conflict whose answer carries both totals beside the usual error body.
 */
export function priceChangedFailure(change: PriceChange): Failure<{ priceChange: PriceChange }> {
  const direction = change.currentTotalCents > change.acceptedTotalCents ? "gone up" : "gone down";
  const message =
    `The price has ${direction} since you reviewed your booking: you saw ${formatUsd(change.acceptedTotalCents)}, ` +
    `and it is ${formatUsd(change.currentTotalCents)} now. Nothing is booked yet; please confirm the new price to book.`;
  return failure("conflict", message, { code: PRICE_CHANGED_CODE, details: { priceChange: change } });
}
