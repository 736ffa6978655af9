import { CONTACT_METHODS } from "@/lib/kernel/enums/leads";
import { BOROUGHS } from "@/lib/kernel/service-area";
import { serviceSummaries } from "@/lib/site/content/services-summary";

/**
 * The choices of the contact form, shared by the form and the server. Safe for client bundles.
 */

/** The leads table's preferred_contact enum is built from the same list (lib/kernel/enums/leads.ts). */
export { CONTACT_METHODS };
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: "Email",
  phone: "Phone call",
  text: "Text message",
};

/** People outside the three boroughs still write (a Bronx office, a Jersey City move). */
export const OTHER_AREA = "Other";
export const CONTACT_BOROUGHS = [...BOROUGHS, OTHER_AREA] as const;
export type ContactBorough = (typeof CONTACT_BOROUGHS)[number];

export const CONTACT_BOROUGH_LABELS: Record<ContactBorough, string> = {
  Manhattan: "Manhattan",
  Brooklyn: "Brooklyn",
  Queens: "Queens",
  Other: "Somewhere else",
};

/** Every service in menu order, by slug (as the service pages and the price table name them). */
export const CONTACT_SERVICES: ReadonlyArray<{ slug: string; name: string }> = serviceSummaries.map(({ slug, name }) => ({ slug, name }));

export function serviceName(slug: string | null): string | null {
  return slug === null ? null : (CONTACT_SERVICES.find((service) => service.slug === slug)?.name ?? slug);
}

/** docs/product.md#contact-and-estimates: the free estimate is for office and post-construction jobs, which are priced by area on site. */
export const FREE_ESTIMATE_SERVICES: readonly string[] = ["office-cleaning", "post-construction-cleaning"];

export function offersFreeEstimate(service: string | null | undefined): boolean {
  return typeof service === "string" && FREE_ESTIMATE_SERVICES.includes(service);
}
