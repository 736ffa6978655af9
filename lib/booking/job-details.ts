/**
 * What a visit involves, in words for staff and cleaners: the home (rooms, area, hours, loads)
 * and the extras, read from the stored request and quote. Prices stay out of it, so the cleaner
 * cabinet can show the same lines. Pure and safe for client bundles.
 */
import type { QuoteLine } from "@/lib/booking/quote-line";
import type { QuoteRequest } from "@/lib/booking/quote-request";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

const FREQUENCY_TEXT: Record<QuoteRequest["frequency"], string> = {
  "one-time": "One-time",
  monthly: "Monthly",
  biweekly: "Every two weeks",
  weekly: "Weekly",
};

/** "2 bedrooms, 1 bathroom", "Studio, 1 bathroom", "1,200 sq ft", "3 hours, 2 cleaners"… */
export function describeHome(request: QuoteRequest): string {
  if (request.bedrooms !== undefined && request.bathrooms !== undefined) {
    const bedrooms = request.bedrooms === 0 ? "Studio" : plural(request.bedrooms, "bedroom", "bedrooms");
    return `${bedrooms}, ${plural(request.bathrooms, "bathroom", "bathrooms")}`;
  }
  if (request.squareFeet !== undefined) return `${request.squareFeet.toLocaleString("en-US")} sq ft`;
  if (request.hours !== undefined) {
    return request.cleaners > 1 ? `${plural(request.hours, "hour", "hours")}, ${request.cleaners} cleaners` : plural(request.hours, "hour", "hours");
  }
  if (request.loads !== undefined) return plural(request.loads, "load of laundry", "loads of laundry");
  if (request.dishwashingHours !== undefined) return `${request.dishwashingHours} ${request.dishwashingHours === 1 ? "hour" : "hours"} of dishwashing`;
  return "As described in the notes";
}

export function describeFrequency(request: QuoteRequest): string {
  return FREQUENCY_TEXT[request.frequency];
}

export interface ExtraItem {
  id: string | null;
  name: string;
  quantity: number;
}

/** The extras of a quote without their prices: "Interior windows" × 6, "Inside the oven". */
export function extrasOf(lines: readonly QuoteLine[]): ExtraItem[] {
  return lines
    .filter((line) => line.kind === "extra")
    .map((line) => {
      const quantity = line.quantity ?? 1;
      // Per-unit extras are labelled "Interior windows, 6 × $8": the name is before the comma.
      const cut = line.label.lastIndexOf(", ");
      const name = cut > 0 && / × /.test(line.label.slice(cut)) ? line.label.slice(0, cut) : line.label;
      return { id: line.extraId ?? null, name, quantity };
    });
}

export function formatExtra(extra: ExtraItem): string {
  return extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name;
}
