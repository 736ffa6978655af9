import { createHash } from "node:crypto";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { BookingSubmission } from "./booking-request";

/** JSON with object keys sorted at every level, so the same booking always reads the same. */
function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, child]) => `${JSON.stringify(name)}:${canonicalJson(child)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What an Idempotency-Key is stored with: the sha256 of the parsed submission in canonical form
 * (so whitespace and field order do not matter, and what the schema dropped is not counted).
 */
export function submissionHash(submission: BookingSubmission): string {
  return createHash("sha256").update(canonicalJson(withoutCodes(submission))).digest("hex");
}

/**
 * The submission without its typed access codes: the hash is stored beside the order, and a short
 * code hashed with the rest of a booking the row itself describes could be found by trying them all
 * (docs/security.md, "Access codes at rest"). A retry that types another code gets the same order.
 */
function withoutCodes(submission: BookingSubmission): BookingSubmission {
  if (!submission.access) return submission;
  return { ...submission, access: { ...submission.access, lockboxCode: undefined, alarmCode: undefined } };
}

/** True when an order was made with this key and another body. Orders from before the hash was kept match anything. */
export function keyReusedWithOtherBody(storedHash: string | null, hash: string): boolean {
  return storedHash !== null && storedHash !== hash;
}

/** As Stripe answers: the key names one request, and a different one under it is refused, naming the key. */
export function idempotencyKeyReused(idempotencyKey: string): Failure {
  return failure(
    "unprocessable",
    `The Idempotency-Key ${idempotencyKey} was already used for a different booking. Each new booking needs a new key; reload the page to start one.`,
    { code: "idempotency-key-reused" },
  );
}
