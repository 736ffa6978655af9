/**
 * The public pages that exist in Spanish, by their English path (docs/product.md,
 * "Languages"). Each has a route under app/es (spanish-pages.test.ts checks both ways); links,
 * redirects, the language switch, `hreflang` and the sitemap read this list, so nothing points
 * at a Spanish page before it exists.
 */
export const SPANISH_PAGES: ReadonlySet<string> = new Set([
  "/",
  // About, the services overview, the legal pages and the contact page.
  "/about",
  "/service-page",
  "/privacy-policy",
  "/terms-and-conditions",
  "/contact",
  // The service and borough pages: app/es/(site)/services/[...slug], one per servicesRouteParams().
  "/services/residential-cleaning",
  "/services/residential-cleaning/kitchen",
  "/services/residential-cleaning/bathroom",
  "/services/residential-cleaning/general",
  "/services/deep-cleaning",
  "/services/office-cleaning",
  "/services/custom-cleaning",
  "/services/move-in-out-cleaning",
  "/services/heavy-condition-cleaning",
  "/services/filthy-cleaning",
  "/services/post-construction-cleaning",
  "/services/brooklyn-cleaning",
  "/services/manhattan-cleaning",
  "/services/queens-cleaning",
]);
