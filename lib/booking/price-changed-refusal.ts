import { formatUsd } from "@/lib/kernel/money";
import { PRICE_CHANGED_CODE, type PriceChange, type PriceChangedAnswer } from "./price-change";
import { refusal, type Refusal } from "./refusal";

/** The refusal of a booking whose price is not the one the customer accepted (./price-change.ts). */
export function priceChangedRefusal(change: PriceChange): Refusal {
  const direction = change.currentTotalCents > change.acceptedTotalCents ? "gone up" : "gone down";
  const message =
    `The price has ${direction} since you reviewed your booking: you saw ${formatUsd(change.acceptedTotalCents)}, ` +
    `and it is ${formatUsd(change.currentTotalCents)} now. Nothing is booked yet; please confirm the new price to book.`;
  return refusal("conflict", message, { code: PRICE_CHANGED_CODE, priceChange: change });
}

/** The refusal as the route answers it: the usual error body with both totals. */
export function priceChangedResponse(message: string, change: PriceChange): Response {
  const body: PriceChangedAnswer = { error: message, code: PRICE_CHANGED_CODE, priceChange: change };
  return Response.json(body, { status: 409, headers: { "cache-control": "no-store" } });
}
