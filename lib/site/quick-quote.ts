import { computeQuote } from "@/lib/booking/pricing";
import { BATHROOMS, BEDROOMS } from "@/lib/booking/quote-request";
import type { PriceTable } from "@/lib/settings/price-table";
import { fromPriceCentsOf } from "./prices";

/**
 * What a public page's quick quote (issue #24) needs to show a live price without shipping the
 * price table or the pricing code to the browser: for a service priced by rooms, the price of
 * every bedrooms × bathrooms choice, worked out here by computeQuote (the booking's own
 * pricing) from the table in force when the page was generated; for any other service, its
 * "from" price.
 */
export interface QuickQuoteService {
  slug: string;
  name: string;
  fromCents: number;
  /** roomPrices[bedrooms][bathrooms - 1]: the service for that home, before extras, discounts and tax. */
  roomPrices?: number[][];
}

/** The services by their price-table slugs, in the order given; unknown slugs are left out. */
export function quickQuoteServices(table: PriceTable, slugs: readonly string[]): QuickQuoteService[] {
  return slugs.flatMap((slug) => {
    const service = table.services.find((candidate) => candidate.slug === slug);
    const fromCents = fromPriceCentsOf(table, slug);
    if (!service || fromCents === undefined) return [];
    if (service.pricing.model !== "rooms") return [{ slug, name: service.name, fromCents }];
    const roomPrices = range(BEDROOMS.min, BEDROOMS.max).map((bedrooms) =>
      range(BATHROOMS.min, BATHROOMS.max).map((bathrooms) => {
        const result = computeQuote({ service: slug, bedrooms, bathrooms, frequency: "one-time", extras: [] }, table);
        if (!result.ok) throw new Error(`The quick quote could not price ${slug} for ${bedrooms} bedrooms and ${bathrooms} bathrooms`);
        return result.quote.subtotalCents;
      }),
    );
    return [{ slug, name: service.name, fromCents, roomPrices }];
  });
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
