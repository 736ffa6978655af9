import type { PageTemplate } from "@/lib/site/web-vitals/page-template";
import { webVitalsContract, type VitalsBody } from "@/lib/site/web-vitals/vitals-contract";
import { MAX_VITALS_PER_REPORT } from "@/lib/site/web-vitals/vitals-report";

type Vital = VitalsBody["metrics"][number];

/** A metric as `web-vitals` hands it over: the fields a report carries, and the id of its measurement. */
export interface MeasuredVital extends Vital {
  /** Names one measurement (this page view's LCP); a later value of it carries the same id. */
  readonly id: string;
}

export interface VitalsBatch {
  /** Keeps a metric's latest value until the next flush; a measurement already sent is not sent again. */
  add(vital: MeasuredVital, template: PageTemplate): void;
  /** Sends what was gathered: one report per template (ten metrics at most), usually exactly one. */
  flush(): void;
}

/** Milliseconds to the millisecond, CLS to four places: what the histograms can tell apart, and no more. */
function rounded(vital: Vital): number {
  return vital.name === "CLS" ? Math.round(vital.value * 10_000) / 10_000 : Math.round(vital.value);
}

/**
 * The metrics of a page view, gathered as `web-vitals` reports them and sent together when the
 * page is hidden (docs/operations.md, "Real-user Core Web Vitals"). Each measurement is sent
 * once: a CLS or INP that grows after the page was first hidden keeps the value sent then, and a
 * measurement first reported later (a first tap after the visitor came back, a page restored
 * from the back/forward cache) goes with the next hiding.
 */
export function createVitalsBatch(send: (report: VitalsBody) => void): VitalsBatch {
  const pending = new Map<string, { template: PageTemplate; vital: Vital }>();
  const sent = new Set<string>();
  return {
    add(measured, template) {
      if (sent.has(measured.id)) return;
      const vital: Vital = { name: measured.name, value: measured.value, rating: measured.rating, navigationType: measured.navigationType };
      pending.set(measured.id, { template, vital: { ...vital, value: rounded(vital) } });
    },
    flush() {
      const byTemplate = new Map<PageTemplate, Vital[]>();
      for (const [id, { template, vital }] of pending) {
        sent.add(id);
        byTemplate.set(template, [...(byTemplate.get(template) ?? []), vital]);
      }
      pending.clear();
      for (const [template, metrics] of byTemplate) {
        for (let start = 0; start < metrics.length; start += MAX_VITALS_PER_REPORT) {
          send({ template, metrics: metrics.slice(start, start + MAX_VITALS_PER_REPORT) });
        }
      }
    },
  };
}

/**
 * Flushes the batch when the page is hidden: another tab, the phone's home screen, closing or
 * leaving the page. `pagehide` covers browsers that leave a page without saying it is hidden.
 * Listening on the document, these run after `web-vitals`' own listeners on the window, which
 * report the final values first. Returns the unsubscribe.
 */
export function flushWhenHidden(batch: VitalsBatch, page: { document: Document; window: Window } = { document, window }): () => void {
  const onVisibilityChange = () => {
    if (page.document.visibilityState === "hidden") batch.flush();
  };
  const onPageHide = () => batch.flush();
  page.document.addEventListener("visibilitychange", onVisibilityChange);
  page.window.addEventListener("pagehide", onPageHide);
  return () => {
    page.document.removeEventListener("visibilitychange", onVisibilityChange);
    page.window.removeEventListener("pagehide", onPageHide);
  };
}

export interface BeaconBrowser {
  readonly sendBeacon?: (url: string, data: Blob) => boolean;
  readonly fetch: (url: string, init: RequestInit) => Promise<unknown>;
}

/** The browser's own, each called on its object (a detached `fetch` or `sendBeacon` throws "Illegal invocation"). */
function realBrowser(): BeaconBrowser {
  return {
    sendBeacon: typeof navigator.sendBeacon === "function" ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    fetch: (url, init) => fetch(url, init),
  };
}

/**
 * Sends one report as a beacon, which the browser delivers even while the page goes away, as a
 * JSON Blob (the endpoint takes JSON only). Where there is no sendBeacon, or it refused the
 * report (its queue is full), a keepalive fetch does the same. Nothing is retried or awaited.
 */
export function sendVitalsReport(report: VitalsBody, browser: BeaconBrowser = realBrowser()): void {
  const url = webVitalsContract.path();
  const json = JSON.stringify(report);
  if (browser.sendBeacon?.(url, new Blob([json], { type: "application/json" }))) return;
  browser
    .fetch(url, { method: webVitalsContract.method, body: json, headers: { "content-type": "application/json" }, keepalive: true, credentials: "same-origin" })
    .catch(() => undefined);
}
