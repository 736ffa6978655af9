import type { PriceTable, ServiceDefinition } from "@/lib/settings/price-table";

/** How many services step 1 shows before "More services". */
export const FEATURED_SERVICE_COUNT = 4;

/** Step 1's cards as the server sends them (lib/booking/service-descriptions.ts). */
export interface ServiceCards {
  /** The services shown first, most booked first. */
  featured: readonly string[];
  /** One plain line per service slug. */
  descriptions: Readonly<Record<string, string>>;
}

/**
 * Step 1's two lists: the featured services in their order (the table's first four when none
 * are named), then the rest in the price table's order.
 */
export function splitServices(table: PriceTable, featured: readonly string[] | undefined): { featured: ServiceDefinition[]; more: ServiceDefinition[] } {
  const bySlug = new Map(table.services.map((service) => [service.slug, service]));
  const first = featured ? featured.flatMap((slug) => bySlug.get(slug) ?? []) : table.services.slice(0, FEATURED_SERVICE_COUNT);
  return { featured: first, more: table.services.filter((service) => !first.includes(service)) };
}
