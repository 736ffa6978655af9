import { formatCount } from "@/lib/kernel/format/numbers";
import type { QuoteLine } from "../quote-line";
import type { QuoteRequest } from "../quote-request";

/**
 * The home and the extras of a visit in words, for "Your visit" on the order page: what the
 * cleaner comes to do, without reading the price lines.
 */

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "2 bedrooms, 1 bathroom", "Studio, 1 bathroom", "1,200 sq ft", "3 hours, 2 cleaners"; null when the service asks none of these. */
export function homeInWords(request: QuoteRequest): string | null {
  if (request.bedrooms !== undefined && request.bathrooms !== undefined) {
    const bedrooms = request.bedrooms === 0 ? "Studio" : plural(request.bedrooms, "bedroom", "bedrooms");
    return `${bedrooms}, ${plural(request.bathrooms, "bathroom", "bathrooms")}`;
  }
  if (request.squareFeet !== undefined) return `${formatCount(request.squareFeet)} sq ft`;
  if (request.hours !== undefined) return `${plural(request.hours, "hour", "hours")}, ${plural(request.cleaners, "cleaner", "cleaners")}`;
  if (request.loads !== undefined) return plural(request.loads, "laundry load", "laundry loads");
  if (request.dishwashingHours !== undefined) return `${formatCount(request.dishwashingHours)} ${request.dishwashingHours === 1 ? "hour" : "hours"} of dishwashing`;
  return null;
}

/** The extras as the price lines name them ("Inside the oven", "Laundry, 2 × $30"). */
export function extrasInWords(lines: readonly QuoteLine[]): string[] {
  return lines.filter((line) => line.kind === "extra").map((line) => line.label);
}
