import type { BoroughPageContent, PageMeta, ServicePageContent } from "@/lib/site/content";

export interface Crumb {
  name: string;
  /** Site path, e.g. "/services/deep-cleaning". */
  path: string;
}

const HOME: Crumb = { name: "Home", path: "/" };
const SERVICES: Crumb = { name: "Services", path: "/service-page" };

/** Home, then the page: for pages that sit directly under the home page (About, legal pages). */
export function topLevelCrumbs(page: Pick<PageMeta, "path">, name: string): Crumb[] {
  return [HOME, { name, path: page.path }];
}

/**
 * Home › Services › the service; focus pages (kitchen, bathroom, general) sit under their
 * parent, whose page the caller passes in.
 */
export function serviceCrumbs(page: Pick<ServicePageContent, "name" | "path">, parent?: Pick<ServicePageContent, "name" | "path">): Crumb[] {
  const trail = [HOME, SERVICES];
  if (parent) trail.push({ name: parent.name, path: parent.path });
  trail.push({ name: page.name, path: page.path });
  return trail;
}

/** Home › Services › the borough (borough pages live under /services). */
export function boroughCrumbs(page: Pick<BoroughPageContent, "borough" | "path">): Crumb[] {
  return [HOME, SERVICES, { name: page.borough, path: page.path }];
}
