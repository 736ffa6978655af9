import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { pageTemplateOf } from "@/lib/site/web-vitals/page-template";
import { createVitalsBatch, flushWhenHidden, sendVitalsReport } from "./vitals-batch";

let started = false;

/**
 * The path the document was loaded at. The metrics belong to that page view (as in the Chrome
 * User Experience Report), whatever client-side navigations came after it.
 */
function landingPath(): string {
  // Every browser web-vitals measures in has the entry; a missing one falls back to the address bar.
  const [navigation] = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation") : [];
  try {
    return new URL(navigation?.name ?? location.href).pathname;
  } catch {
    return location.pathname;
  }
}

/**
 * Starts measuring this page view (docs/operations.md, "Real-user Core Web Vitals"). Loaded by
 * WebVitalsReporter once the page is idle, with the `web-vitals` library, in a chunk of its own;
 * the browser keeps the paints and layout shifts from before, so nothing is missed by starting late.
 * Once per document, however often it is called.
 */
export function reportWebVitals(): void {
  if (started) return;
  started = true;
  const landing = pageTemplateOf(landingPath());
  const batch = createVitalsBatch((report) => sendVitalsReport(report));
  // A page restored from the back/forward cache is a new view of the page it shows now.
  const add = (metric: Metric) => batch.add(metric, metric.navigationType === "back-forward-cache" ? pageTemplateOf(location.pathname) : landing);
  onTTFB(add);
  onFCP(add);
  onLCP(add);
  onINP(add);
  onCLS(add);
  flushWhenHidden(batch);
  // Says this page view is sampled and measured: for a look in the developer tools, and for e2e/web-vitals.spec.ts.
  document.documentElement.dataset.webVitals = "listening";
}
