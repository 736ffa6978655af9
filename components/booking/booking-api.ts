"use client";

import { apiFetch, SessionError } from "@/lib/auth/api-fetch";
import type { FormErrors } from "@/lib/booking/booking-form";
import { priceChangedAnswerSchema, type PriceChange } from "@/lib/booking/price-change";

export type SubmitOutcome =
  | { kind: "booked"; orderId: string; number: string; cardSetupUrl: string | null }
  | { kind: "refused"; status: number; message: string; fieldErrors: FormErrors; code: string | null }
  /** The price in force is not the one accepted: nothing was booked (lib/booking/price-change.ts). */
  | { kind: "price-changed"; message: string; priceChange: PriceChange };

const NETWORK_ERROR = "We could not reach the server. Your booking is saved; check your connection and press Book again: it will not be booked twice.";

interface ErrorBody {
  error?: unknown;
  fieldErrors?: unknown;
  code?: unknown;
}

/**
 * POST /api/bookings with the form's Idempotency-Key: pressing Book again after a lost answer
 * returns the order the first press made rather than a second one.
 */
export async function postBooking(body: unknown, idempotencyKey: string): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await apiFetch("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { kind: "refused", status: 0, message: error instanceof SessionError ? error.message : NETWORK_ERROR, fieldErrors: {}, code: null };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const answer = payload as { order?: { id?: unknown; number?: unknown }; cardSetupUrl?: unknown } | null;
    const order = answer?.order;
    // Only Stripe Checkout or a page of ours: the card page a customer must visit to finish booking.
    const setup = answer?.cardSetupUrl;
    const cardSetupUrl = typeof setup === "string" && (setup.startsWith("https://checkout.stripe.com/") || (setup.startsWith("/") && !setup.startsWith("//"))) ? setup : null;
    if (typeof order?.id === "string") return { kind: "booked", orderId: order.id, number: String(order.number ?? ""), cardSetupUrl };
  }
  const priceChanged = response.status === 409 ? priceChangedAnswerSchema.safeParse(payload) : null;
  if (priceChanged?.success) return { kind: "price-changed", message: priceChanged.data.error, priceChange: priceChanged.data.priceChange };
  const problem = (payload ?? {}) as ErrorBody;
  return {
    kind: "refused",
    status: response.status,
    message: typeof problem.error === "string" ? problem.error : "Something went wrong. Please try again.",
    fieldErrors: problem.fieldErrors && typeof problem.fieldErrors === "object" ? (problem.fieldErrors as FormErrors) : {},
    code: typeof problem.code === "string" ? problem.code : null,
  };
}
