import { splitLocale } from "@/lib/kernel/i18n/paths";

/**
 * The page templates real-user Core Web Vitals are counted under (docs/operations.md,
 * "Real-user Core Web Vitals"): what kind of page a visit landed on, never its address, so no
 * order number, token or query string leaves the browser and the metric's labels stay few.
 */
export const PAGE_TEMPLATES = [
  "home",
  "services",
  "service",
  "borough",
  "about",
  "contact",
  "legal",
  "booking",
  "sign-in",
  "account",
  "poll",
  "admin",
  "cleaner",
  "other",
] as const;

export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/**
 * The pages under /services/ by kind. Spelled out rather than read from lib/site/content, which
 * would bring the pages' copy into the browser; page-template.test.ts holds them to the content.
 */
const SERVICE_SLUGS = new Set([
  "residential-cleaning",
  "residential-cleaning/kitchen",
  "residential-cleaning/bathroom",
  "residential-cleaning/general",
  "deep-cleaning",
  "office-cleaning",
  "custom-cleaning",
  "move-in-out-cleaning",
  "heavy-condition-cleaning",
  "filthy-cleaning",
  "post-construction-cleaning",
]);
const BOROUGH_SLUGS = new Set(["brooklyn-cleaning", "manhattan-cleaning", "queens-cleaning"]);

const EXACT: Readonly<Record<string, PageTemplate>> = {
  "/": "home",
  "/service-page": "services",
  "/about": "about",
  "/contact": "contact",
  "/privacy-policy": "legal",
  "/terms-and-conditions": "legal",
  "/booking": "booking",
  // A referred friend's first page: it leads into booking and is measured with it.
  "/welcome-friend": "booking",
  "/login": "sign-in",
  "/booking-confirmation": "account",
  "/gift-card-confirmation": "account",
  "/change-password": "account",
  "/change-email": "account",
  "/poll-success": "poll",
};

/** A path and everything under it. */
const AREAS: ReadonlyArray<readonly [string, PageTemplate]> = [
  ["/auth", "sign-in"],
  ["/profile", "account"],
  ["/order", "account"],
  ["/pay", "account"],
  ["/payments", "account"],
  ["/gift-cards", "account"],
  ["/poll", "poll"],
  ["/admin", "admin"],
  ["/cleaner", "cleaner"],
];

/**
 * The template of a page by its path ("/services/queens-cleaning" → "borough"); unknown paths
 * are "other". A Spanish page is its English twin's template ("/es/services/queens-cleaning" → "borough").
 */
export function pageTemplateOf(pathname: string): PageTemplate {
  const path = splitLocale(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).path;
  const exact = EXACT[path];
  if (exact) return exact;
  if (path.startsWith("/services/")) {
    const slug = path.slice("/services/".length);
    if (SERVICE_SLUGS.has(slug)) return "service";
    return BOROUGH_SLUGS.has(slug) ? "borough" : "other";
  }
  for (const [area, template] of AREAS) {
    if (path === area || path.startsWith(`${area}/`)) return template;
  }
  return "other";
}
