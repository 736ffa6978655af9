import { formatUsd } from "@/lib/kernel/money";
import { computeQuote } from "./pricing";
import { priceTableSchema, type PriceTable, type ServiceDefinition } from "@/lib/settings/price-table";
import { CLEANERS, DISHWASHING_HOURS, HOURS, LAUNDRY_LOADS, MULTI_CLEANER_SERVICE, PER_UNIT_LIMITS, BATHROOMS, BEDROOMS } from "./quote-request";

/**
 * The most one order may cost. Order amounts are stored in integer columns (at most about
 * $21 million in cents); a table whose largest order passed that would make the booking of that
 * order fail in the database. $100,000 is far above any real cleaning visit and far below the
 * column's limit, and it catches a price typed with two zeros too many. A holiday surcharge
 * (at most 100%, lib/settings/holiday-policy.ts) can double an order on its day: $200,000 still
 * fits the columns a hundred times over.
 */
export const LARGEST_ORDER_MAX_CENTS = 10_000_000;

/**
 * The request that costs the most under the service's pricing: the most rooms with every extra
 * at its most, the largest area, the most hours and cleaners, the most loads. Only the service's
 * own inputs matter; the quote ignores the others.
 */
function largestRequest(service: ServiceDefinition, table: PriceTable): Record<string, unknown> {
  switch (service.pricing.model) {
    case "rooms":
      return {
        service: service.slug,
        bedrooms: BEDROOMS.max,
        bathrooms: BATHROOMS.max,
        extras: table.extras.map((extra) => ({ id: extra.id, quantity: extra.perUnit ? PER_UNIT_LIMITS[extra.perUnit].max : 1 })),
      };
    case "area":
      return { service: service.slug, squareFeet: service.pricing.maxSqFt };
    case "hourly":
      return { service: service.slug, hours: HOURS.max, cleaners: service.slug === MULTI_CLEANER_SERVICE ? CLEANERS.max : 1 };
    case "loads":
      return { service: service.slug, loads: LAUNDRY_LOADS.max };
    case "dishwashing":
      return { service: service.slug, dishwashingHours: DISHWASHING_HOURS.max };
  }
}

/** The total with tax of the service's largest order under the table, by the pricing function itself. */
export function largestOrderCents(service: ServiceDefinition, table: PriceTable): number | null {
  const result = computeQuote(largestRequest(service, table), table);
  return result.ok ? result.quote.totalCents : null;
}

/**
 * The price table as staff may save it: every figure in range (priceTableSchema) and, for each
 * service, an area range the right way round and a largest order within LARGEST_ORDER_MAX_CENTS.
 * Reading a stored table uses priceTableSchema alone, so a table saved before these rules still
 * loads.
 */
export const savablePriceTableSchema = priceTableSchema.superRefine((table, ctx) => {
  table.services.forEach((service, index) => {
    if (service.pricing.model === "area" && service.pricing.minSqFt > service.pricing.maxSqFt) {
      ctx.addIssue({ code: "custom", path: ["services", index, "pricing", "maxSqFt"], message: "The largest area must be at least the smallest." });
      return;
    }
    const largest = largestOrderCents(service, table);
    if (largest === null) {
      // Not expected for a table that passed priceTableSchema; refused rather than left unchecked.
      ctx.addIssue({ code: "custom", path: ["services", index], message: `We could not price the largest ${service.name} order; check its figures.` });
    } else if (largest > LARGEST_ORDER_MAX_CENTS) {
      ctx.addIssue({
        code: "custom",
        path: ["services", index],
        message: `The largest ${service.name} order would come to ${formatUsd(largest)} with tax. Keep it at or under ${formatUsd(LARGEST_ORDER_MAX_CENTS)}: lower its prices or limits.`,
      });
    }
  });
  // Priced only once every figure is valid: a negative one would make the pricing function throw.
}, { when: (payload) => payload.issues.length === 0 });
