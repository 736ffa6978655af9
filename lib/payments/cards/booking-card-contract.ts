import type { ApiContract } from "@/lib/kernel/api-contract";
import { answerObject, booleanField } from "@/lib/kernel/validation/answer-fields";
import type { BookingCardView } from "./booking-card";

/**
 * GET /api/booking/card (docs/architecture.md, "Endpoint contracts"): how the signed-in customer
 * will pay, for the booking form's review step. Open to visitors, so called without the session
 * refresh; checked by hand (the booking form's first load).
 */
function bookingCardView(value: unknown): BookingCardView {
  const answer = answerObject(value);
  const card = answer.card === null ? null : { label: String(answerObject(answer.card).label ?? "") };
  return { card, invoiced: booleanField(answer, "invoiced"), required: booleanField(answer, "required") };
}

export const bookingCardContract: ApiContract<void, undefined, BookingCardView> = {
  method: "GET",
  path: () => "/api/booking/card",
  readAnswer: bookingCardView,
  session: "none",
};
