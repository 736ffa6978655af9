import type { PriceTable } from "@/lib/settings/price-table";
import { FEATURED_SERVICE_COUNT, type ServiceCards } from "./service-cards";


/** The usual four when there are no bookings to count yet (a new site, the build). */
export const DEFAULT_FEATURED_SERVICES: readonly string[] = ["residential-cleaning", "deep-cleaning", "move-in-out-cleaning", "office-cleaning"];

/**
 * One plain line per service for step 1's cards: what it is for, in a customer's words. A service
 * staff add later has no line until one is written here; its card shows the price only.
 */
export const SERVICE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "residential-cleaning": "Kitchen, bathrooms and every room on one checklist, for homes kept up regularly.",
  "deep-cleaning": "Top to bottom with the details: grout, baseboards, vents. Best for a first visit.",
  "move-in-out-cleaning": "An empty apartment made ready for keys, inside cabinets and appliances included.",
  "office-cleaning": "Offices, studios and showrooms, priced by the square foot.",
  "heavy-condition-cleaning": "For a home that has fallen behind: months of grease, soap scum and dust, cleaned without judgment.",
  "filthy-cleaning": "For a fresh start when every room needs work: our longest, most thorough visit, no questions asked.",
  "post-construction-cleaning": "Fine dust and debris cleared after a renovation, priced by the square foot.",
  "custom-cleaning": "Book hours and write your own task list; your cleaner works through it in order.",
  "home-organization": "Closets, kitchens and storage sorted and set up so they stay that way.",
  laundry: "Washed, dried and folded with your own machines while we clean.",
  dishwashing: "Dishes washed, dried and put away, by the half hour.",
};

/**
 * The services in the order of how often they were booked (most first), the usual four filling
 * in when fewer have bookings; only services the price table still offers.
 */
export function rankFeatured(bookings: ReadonlyArray<{ service: string; count: number }>, table: PriceTable, count = FEATURED_SERVICE_COUNT): string[] {
  const offered = new Set(table.services.map((service) => service.slug));
  const ranked = [...bookings].filter((row) => offered.has(row.service) && row.count > 0).sort((a, b) => b.count - a.count || a.service.localeCompare(b.service));
  const chosen: string[] = [];
  for (const slug of [...ranked.map((row) => row.service), ...DEFAULT_FEATURED_SERVICES, ...table.services.map((service) => service.slug)]) {
    if (chosen.length >= count) break;
    if (offered.has(slug) && !chosen.includes(slug)) chosen.push(slug);
  }
  return chosen;
}

/**
 * What step 1's cards need, made on the server and handed to the form as data: the featured
 * services and the lines of the services the table offers. Kept out of the browser bundle
 * (docs/operations.md, "Page weight"): the lines travel with the page, not as script.
 */
export function serviceCardsFor(table: PriceTable, featured: readonly string[]): ServiceCards {
  const descriptions: Record<string, string> = {};
  for (const service of table.services) {
    const line = SERVICE_DESCRIPTIONS[service.slug];
    if (line) descriptions[service.slug] = line;
  }
  return { featured, descriptions };
}
