import type { PriceTable } from "@/lib/settings/price-table";
import { computeQuote } from "./pricing";
import type { FieldErrors } from "./quote-request";

/**
 * GET /api/slots takes the visit's length either as `durationMinutes` (what the booking form
 * sends, from its own quote) or as the quote request itself in the query, for anyone asking
 * "when could you do a 2-bedroom deep cleaning?":
 *   ?date=2026-03-10&service=deep-cleaning&bedrooms=2&bathrooms=1&extras=inside-oven,interior-windows:6
 */
const NUMBER_FIELDS = ["bedrooms", "bathrooms", "squareFeet", "hours", "cleaners", "loads", "dishwashingHours"] as const;

export function requestFromQuery(query: Record<string, string>): Record<string, unknown> {
  const request: Record<string, unknown> = { service: query.service };
  for (const field of NUMBER_FIELDS) {
    const value = query[field];
    if (value !== undefined && value !== "") request[field] = Number(value);
  }
  if (query.frequency) request.frequency = query.frequency;
  if (query.extras) {
    request.extras = query.extras
      .split(",")
      .filter(Boolean)
      .map((item) => {
        const [id, quantity] = item.split(":");
        return quantity === undefined ? { id } : { id, quantity: Number(quantity) };
      });
  }
  return request;
}

/** The estimated minutes of the visit the query describes, or the quote's field messages. */
export function durationFromQuery(query: Record<string, string>, table: PriceTable): { ok: true; minutes: number } | { ok: false; errors: FieldErrors } {
  const priced = computeQuote(requestFromQuery(query), table);
  return priced.ok ? { ok: true, minutes: priced.quote.estimatedMinutes } : { ok: false, errors: priced.errors };
}
