/**
 * What a browser reports of one page view's Core Web Vitals (docs/operations.md, "Real-user Core
 * Web Vitals"): per metric its name, value, rating and how the page was reached, as the
 * `web-vitals` library gives them, and nothing else. No zod here: the browser's reporter imports
 * this module (docs/operations.md, "No zod in a visitor's bundle").
 */

/** The Core Web Vitals and First Contentful Paint, named as `web-vitals` names them. */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;

/** How the page was reached, as `web-vitals` 6 says it. */
export const NAVIGATION_TYPES = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore", "soft-navigation"] as const;

/** A page view reports five metrics, and a few more once it comes back from the back/forward cache. */
export const MAX_VITALS_PER_REPORT = 10;

/**
 * The largest value taken, in the unit `web-vitals` reports: milliseconds, CLS without one.
 * Anything above is not a measurement of a visit (a tab left loading for minutes, a forged report).
 */
export const VITAL_LIMITS: Readonly<Record<VitalName, number>> = { LCP: 120_000, FCP: 120_000, TTFB: 120_000, INP: 60_000, CLS: 10 };
