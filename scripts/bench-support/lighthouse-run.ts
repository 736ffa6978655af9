/**
 * Lighthouse in one Chromium for `npm run bench:lighthouse` (docs/operations.md#page-weight):
 * mobile mode (its default: a mid-range phone on slow 4G with a slower CPU), one page at a time,
 * reduced to the figures the benchmark compares. A run that ends in a Lighthouse runtime error
 * (NO_LCP, PAGE_HUNG…) has no scores: it is printed and tried again a bounded number of times,
 * and never counts as a 0.
 */
import type { Flags, Result } from "lighthouse";
import { z } from "zod";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/playwright-shared";

export const THROTTLING_METHODS = ["simulate", "devtools"] as const;
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
/** Attempts for one run when Lighthouse reports a runtime error instead of measuring. */
const ATTEMPTS_PER_RUN = 3;
const BROWSER_VERSION = z.object({ Browser: z.string() });

/** The figures one Lighthouse run measured of a page. */
export interface Figures {
  /** The four category scores, 0 to 100; SEO of a noindex page is judged without "is-crawlable". */
  scores: Record<Category, number>;
  noindex: boolean;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript transferred, from Lighthouse's resource summary. */
  scriptBytes: number;
}

/** One run: its figures and Lighthouse's whole report. */
export interface Measured {
  figures: Figures;
  lhr: Result;
}

export interface LighthouseBrowser {
  /** "156.0.8078.108", as the browser reports it. */
  chromiumVersion: string;
  /** Measures a page once; undefined when every attempt ended in a runtime error. */
  measure(url: string, throttlingMethod: ThrottlingMethod): Promise<Measured | undefined>;
  close(): void;
}

/** A noindex page fails "is-crawlable" by design; its SEO score is judged without that audit. */
function seoWithoutCrawlable(lhr: Result): number | null {
  const crawlable = lhr.audits["is-crawlable"];
  if (!crawlable || crawlable.score !== 0) return null;
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && ref.id !== "is-crawlable");
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 1), 0);
  return weight > 0 ? Math.round((scored / weight) * 100) : null;
}

function scriptBytes(lhr: Result): number {
  const details = lhr.audits["resource-summary"]?.details;
  const items = details?.type === "table" ? details.items : [];
  const row = items.find((item) => item.resourceType === "script");
  return typeof row?.transferSize === "number" ? row.transferSize : Number.NaN;
}

function figuresOf(lhr: Result): Figures {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
  const noindexSeo = seoWithoutCrawlable(lhr);
  if (noindexSeo !== null) scores.seo = Math.max(scores.seo, noindexSeo);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    noindex: noindexSeo !== null,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: scriptBytes(lhr),
  };
}

/** The audits of a category that did not score full marks, worst first. */
export function lostPoints(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is NonNullable<typeof audit> => audit !== undefined && audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)})${audit.displayValue ? `: ${audit.displayValue}` : ""}`);
}

/** Launches Chromium for Lighthouse. */
export async function openLighthouse(): Promise<LighthouseBrowser> {
  // Both packages are ES modules; the bench scripts run as CommonJS under tsx.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const version = BROWSER_VERSION.parse(await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json());
    return {
      chromiumVersion: version.Browser.replace(/^[^/]*\//, ""),
      async measure(url, throttlingMethod) {
        const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], throttlingMethod };
        for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
          const result = await lighthouse(url, flags);
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          const error = result.lhr.runtimeError;
          if (!error) return { figures: figuresOf(result.lhr), lhr: result.lhr };
          console.log(`    ${url} (${throttlingMethod}): run failed with ${error.code} (${error.message.split("\n")[0]}), attempt ${attempt} of ${ATTEMPTS_PER_RUN}`);
        }
        return undefined;
      },
      close: () => chrome.kill(),
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
