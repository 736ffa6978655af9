/**
 * A random key for one booking form, made once and kept with the saved form, so every submit
 * of that form (a retry, a double click, a second tab) is recognised as the same booking.
 * crypto.randomUUID exists only in secure contexts; getRandomValues everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
