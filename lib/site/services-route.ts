import type { Locale } from "@/lib/kernel/enums/locales";
import { allBoroughPages, allServicePages, contentIn, type BoroughPageContent, type ServicePageContent } from "@/lib/site/content";

/** What a /services/... address shows: a service page (with its parent for focus pages) or a borough page. */
export type ServicesRoute =
  | { kind: "service"; page: ServicePageContent; parent?: ServicePageContent }
  | { kind: "borough"; page: BoroughPageContent };

/**
 * Resolves the segments after /services/ ("deep-cleaning", or "residential-cleaning", "kitchen")
 * to the page's copy in a language (the same slugs in both, at /es/services/... in Spanish).
 */
export function resolveServicesRoute(segments: readonly string[], locale: Locale = "en"): ServicesRoute | undefined {
  const { servicePages, boroughPages } = contentIn(locale);
  const slug = segments.join("/");
  const service = servicePages.find((page) => page.slug === slug);
  if (service) {
    const parent = service.parentSlug ? servicePages.find((page) => page.slug === service.parentSlug) : undefined;
    return parent ? { kind: "service", page: service, parent } : { kind: "service", page: service };
  }
  if (segments.length !== 1) return undefined;
  const borough = boroughPages.find((page) => page.slug === slug);
  return borough ? { kind: "borough", page: borough } : undefined;
}

/** Every /services/... page, as the segments of the catch-all route (prerendered at build). */
export function servicesRouteParams(): { slug: string[] }[] {
  return [...allServicePages, ...allBoroughPages].map((page) => ({ slug: page.slug.split("/") }));
}

/**
 * Service pages to suggest from a service page: a focus page's parent and siblings, the
 * residential page's focus pages, or for the others their neighbours in the menu order.
 */
export function relatedServicePages(page: ServicePageContent, limit = 3, locale: Locale = "en"): ServicePageContent[] {
  const pages = contentIn(locale).servicePages;
  if (page.parentSlug) {
    const family = pages.filter((p) => p.slug === page.parentSlug || (p.parentSlug === page.parentSlug && p.slug !== page.slug));
    return family.slice(0, limit);
  }
  const children = pages.filter((p) => p.parentSlug === page.slug);
  if (children.length > 0) return children.slice(0, limit);
  const others = pages.filter((p) => !p.parentSlug && p.slug !== page.slug);
  const at = pages.filter((p) => !p.parentSlug).findIndex((p) => p.slug === page.slug);
  // Start after the page itself and wrap, so each page suggests a different set.
  const rotated = [...others.slice(Math.max(0, at)), ...others.slice(0, Math.max(0, at))];
  return rotated.slice(0, limit);
}
