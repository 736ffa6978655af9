"use client";

import { bookingsContract } from "@/lib/booking/bookings-contract";
import type { FormErrors } from "@/lib/booking/booking-form";
import { priceChangedAnswerSchema, type PriceChange } from "@/lib/booking/price-change";
import type { BodyOf } from "@/lib/kernel/api-contract";
import { callApi } from "@/lib/web/http/client";

export type SubmitOutcome =
  | { kind: "booked"; orderId: string; number: string; cardSetupUrl: string | null }
  | { kind: "refused"; status: number; message: string; fieldErrors: FormErrors; code: string | null }
  /** The price in force is not the one accepted: nothing was booked (lib/booking/price-change.ts). */
  | { kind: "price-changed"; message: string; priceChange: PriceChange };

const NETWORK_ERROR = "We could not reach the server. Your booking is saved; check your connection and press Book again: it will not be booked twice.";

/**
 * POST /api/bookings with the form's Idempotency-Key: pressing Book again after a lost answer
 * returns the order the first press made rather than a second one.
 */
export async function postBooking(body: BodyOf<typeof bookingsContract>, idempotencyKey: string): Promise<SubmitOutcome> {
  const result = await callApi(bookingsContract, { body, headers: { "idempotency-key": idempotencyKey }, networkError: NETWORK_ERROR });
  if (result.ok) return { kind: "booked", orderId: result.data.order.id, number: result.data.order.number, cardSetupUrl: result.data.cardSetupUrl };
  const priceChanged = result.status === 409 ? priceChangedAnswerSchema.safeParse(result.refusal) : null;
  if (priceChanged?.success) return { kind: "price-changed", message: priceChanged.data.error, priceChange: priceChanged.data.priceChange };
  return { kind: "refused", status: result.status, message: result.error, fieldErrors: result.fieldErrors, code: result.code ?? null };
}
