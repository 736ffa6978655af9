"use client";

import { useEffect } from "react";

/** How long an idle moment may be waited for before the reporter loads anyway. */
const IDLE_TIMEOUT_MS = 5_000;
/** Without requestIdleCallback (Safari), this long after the load event. */
const FALLBACK_DELAY_MS = 1_000;

/**
 * Runs `task` once the page has loaded and the browser is idle, so nothing it fetches or runs
 * competes with the page's largest paint. Returns the cancel.
 */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, FALLBACK_DELAY_MS);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") {
    schedule();
  } else {
    window.addEventListener("load", schedule, { once: true });
    cancel = () => window.removeEventListener("load", schedule);
  }
  return () => cancel();
}

/**
 * Real-user Core Web Vitals (docs/operations.md, "Real-user Core Web Vitals"), mounted once in
 * the root layout. A page view is measured with the probability `sampleRate`
 * (WEB_VITALS_SAMPLE_RATE), drawn once: the layout, and this with it, stays mounted across
 * client-side navigations. A sampled view loads the `web-vitals` library and the batching code
 * (./report-web-vitals) after the load event, when the browser is idle: the first-load bundle
 * carries only this component.
 */
export function WebVitalsReporter({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (!(Math.random() < sampleRate)) return;
    return afterLoadWhenIdle(() => {
      import("./report-web-vitals")
        .then(({ reportWebVitals }) => reportWebVitals())
        // A chunk that fails to load (a deploy replaced it, the network dropped) costs one page view's metrics.
        .catch(() => undefined);
    });
  }, [sampleRate]);
  return null;
}
