/**
 * The public pages that exist in Spanish, by their English path (docs/product.md,
 * "Languages"). Each has a route under app/es (spanish-pages.test.ts checks both ways); links,
 * redirects, the language switch, `hreflang` and the sitemap read this list, so nothing points
 * at a Spanish page before it exists.
 */
export const SPANISH_PAGES: ReadonlySet<string> = new Set(["/"]);
