import { localeHref, splitLocale } from "@/lib/kernel/i18n/paths";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import type { BoroughPageContent, PageMeta, ServicePageContent } from "@/lib/site/content";

export interface Crumb {
  name: string;
  /** Site path, e.g. "/services/deep-cleaning". */
  path: string;
}

/** Home and Services in the language of the page at `path` ("/es/…" is Spanish), at their addresses in it. */
function rootCrumbs(path: string): { home: Crumb; services: Crumb } {
  const { locale } = splitLocale(path);
  const words = shellWords(locale).nav;
  return { home: { name: words.home, path: localeHref(locale, "/") }, services: { name: words.services, path: localeHref(locale, "/service-page") } };
}

/** Home, then the page: for pages that sit directly under the home page (About, legal pages). */
export function topLevelCrumbs(page: Pick<PageMeta, "path">, name: string): Crumb[] {
  return [rootCrumbs(page.path).home, { name, path: page.path }];
}

/**
 * Home › Services › the service; focus pages (kitchen, bathroom, general) sit under their
 * parent, whose page the caller passes in.
 */
export function serviceCrumbs(page: Pick<ServicePageContent, "name" | "path">, parent?: Pick<ServicePageContent, "name" | "path">): Crumb[] {
  const { home, services } = rootCrumbs(page.path);
  const trail = [home, services];
  if (parent) trail.push({ name: parent.name, path: parent.path });
  trail.push({ name: page.name, path: page.path });
  return trail;
}

/** Home › Services › the borough (borough pages live under /services). */
export function boroughCrumbs(page: Pick<BoroughPageContent, "borough" | "path">): Crumb[] {
  const { home, services } = rootCrumbs(page.path);
  return [home, services, { name: page.borough, path: page.path }];
}
