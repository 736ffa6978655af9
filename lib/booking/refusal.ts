import type { Failure } from "@/lib/kernel/failure";
import type { PriceChange } from "./price-change";

/**
 * Why a booking action was refused, in words for the person and with the HTTP status the route
 * answers with. Inside a transaction it is thrown (as RefusalError) so everything done so far
 * rolls back; the action catches it and returns it.
 */
export interface Refusal extends Failure {
  status: 400 | 403 | 404 | 409 | 422;
  /** A machine-readable reason the browser acts on (send an unverified user to verify). */
  code?: "email-unverified" | "blocked" | "fully-booked" | "too-late" | "offer-unavailable" | "gift-card" | "stale-order" | "price-changed" | "idempotency-key-reused";
  /** With "price-changed": the total the customer accepted and the one in force. */
  priceChange?: PriceChange;
}

export class RefusalError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = "RefusalError";
  }
}

export function refusal(status: Refusal["status"], message: string, extra: Pick<Refusal, "fieldErrors" | "code" | "priceChange"> = {}): Refusal {
  return { ok: false, status, message, ...extra };
}

/** Runs `work`; a RefusalError thrown inside (and its rollback) becomes the refusal it carries. */
export async function catchRefusal<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefusalError) return error.refusal;
    throw error;
  }
}
