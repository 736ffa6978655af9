import { DEFAULT_LOCALE, type Locale } from "@/lib/kernel/enums/locales";
import { SPANISH_PAGES } from "./spanish-pages";

/**
 * Where each language lives (docs/architecture.md, "Languages"): English at the addresses the
 * site has always had, Spanish under `/es` with the same path after it ("/es/about",
 * "/es/services/deep-cleaning"), so a page and its twin differ by the prefix only and the
 * language switch keeps the visitor on the same page.
 */
const SPANISH_PREFIX = "/es";

/** A path on the site split into its language and the page's English path: "/es/about" → es, "/about". */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === SPANISH_PREFIX || pathname === `${SPANISH_PREFIX}/`) return { locale: "es", path: "/" };
  if (pathname.startsWith(`${SPANISH_PREFIX}/`)) return { locale: "es", path: pathname.slice(SPANISH_PREFIX.length) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The `/es` prefix of a Spanish address, with the slash after it if any: "/es", "/es/", "/es?x". */
const SPANISH_HREF = /^\/es(?:\/|(?=[?#])|$)/;

/** The path without its query or fragment: "/booking?service=x#when" → "/booking". */
const pathOnly = (href: string): string => href.split(/[?#]/, 1)[0] ?? href;

/** Whether the page at an English path (query and fragment ignored) has a Spanish twin. */
export function hasSpanishTwin(href: string): boolean {
  return SPANISH_PAGES.has(pathOnly(href));
}

/**
 * The address of a page of the site (an English path, query and fragment kept) in a language:
 * unchanged in English; in Spanish the `/es` twin, or the English page while it has none, so a
 * link never leads to a page that is not there. A link already written to a Spanish address (the
 * Spanish copy's "/es/booking") is read as its English page's, so it too lands on a page that exists.
 */
export function localeHref(locale: Locale, href: string): string {
  // A link of the Spanish copy is written to its twin ("/es/booking"): read it as the English page's.
  if (locale !== DEFAULT_LOCALE && SPANISH_HREF.test(href)) return localeHref(locale, href.replace(SPANISH_HREF, "/").replace(/^\/\/+/, "/"));
  if (locale === DEFAULT_LOCALE || !href.startsWith("/") || href.startsWith("//") || !hasSpanishTwin(href)) return href;
  return href === "/" || href.startsWith("/?") || href.startsWith("/#") ? `${SPANISH_PREFIX}${href.slice(1)}` : `${SPANISH_PREFIX}${href}`;
}

/** The language of the page at a path: a client component's way to know it from `usePathname()`. */
export function pageLocale(pathname: string | null): Locale {
  return splitLocale(pathname ?? "/").locale;
}
