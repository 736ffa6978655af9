import type { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { answerObject, textField } from "@/lib/kernel/validation/answer-fields";
import type { bookingSubmissionSchema } from "./booking-request";

/**
 * POST /api/bookings (docs/architecture.md, "Endpoint contracts"), sent with the form's
 * Idempotency-Key. The submission schema stays in ./booking-request.ts, which the form does not
 * load (docs/operations.md, "A booking form that starts with little work"); it reaches this
 * module as a type. A refusal's whole answer is kept: a 409 "price-changed" carries both totals
 * (./price-change.ts).
 */
export interface BookingAnswer {
  order: { id: string; number: string; seriesId: string | null };
  created: boolean;
  /** The card page a customer must visit to finish booking, or null. */
  cardSetupUrl: string | null;
}

/** What the form reads of the answer. */
export interface BookedAnswer {
  order: Pick<BookingAnswer["order"], "id" | "number">;
  cardSetupUrl: BookingAnswer["cardSetupUrl"];
}

/** Only Stripe Checkout or a page of ours: anything else is dropped, never followed. */
function safeCardSetupUrl(value: unknown): string | null {
  return typeof value === "string" && (value.startsWith("https://checkout.stripe.com/") || (value.startsWith("/") && !value.startsWith("//"))) ? value : null;
}

export function bookedAnswer(value: unknown): BookedAnswer {
  const answer = answerObject(value);
  const order = answerObject(answer.order);
  return { order: { id: textField(order, "id"), number: String(order.number ?? "") }, cardSetupUrl: safeCardSetupUrl(answer.cardSetupUrl) };
}

/**
 * The form sends every field the submission schema names, whatever it holds: the server checks
 * the values and answers field by field, but a field renamed there breaks the form's type check.
 */
type SubmissionBody = { [K in keyof z.input<typeof bookingSubmissionSchema>]: unknown };

export const bookingsContract: ApiContract<void, SubmissionBody, BookingAnswer, BookedAnswer> = {
  method: "POST",
  path: () => "/api/bookings",
  readAnswer: bookedAnswer,
  keepsRefusal: true,
};
