import type { VitalsBody } from "@/lib/site/web-vitals/vitals-contract";
import { createVitalsBatch, flushWhenHidden, sendVitalsReport, type BeaconBrowser, type MeasuredVital } from "./vitals-batch";

const vital = (name: MeasuredVital["name"], value: number, id = `v5-${name}`, extra: Partial<MeasuredVital> = {}): MeasuredVital => ({
  id,
  name,
  value,
  rating: "good",
  navigationType: "navigate",
  ...extra,
});

/** What a beacon carried: jsdom's Blob has no text(), so it is read as a browser's FileReader would. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A browser whose sendBeacon keeps what it is handed (or has none, or refuses), and whose fetch records its calls. */
function stubBrowser(beacon: "accepts" | "refuses" | "missing" = "accepts") {
  const beacons: Array<{ url: string; data: Blob }> = [];
  const fetches: Array<{ url: string; init: RequestInit }> = [];
  const browser: BeaconBrowser = {
    sendBeacon:
      beacon === "missing"
        ? undefined
        : (url, data) => {
            beacons.push({ url, data });
            return beacon === "accepts";
          },
    fetch: (url, init) => {
      fetches.push({ url, init });
      return Promise.reject(new TypeError("Failed to fetch"));
    },
  };
  return { browser, beacons, fetches };
}

/** Makes the document say it is hidden (or visible) and tells its listeners, as switching tabs does. */
function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("createVitalsBatch", () => {
  it("sends nothing until flushed, then one report with every metric of the page view", () => {
    const reports: VitalsBody[] = [];
    const batch = createVitalsBatch((report) => reports.push(report));
    batch.add(vital("TTFB", 312.4), "home");
    batch.add(vital("FCP", 1104.6), "home");
    batch.add(vital("LCP", 1873.25, "v5-LCP", { rating: "good" }), "home");
    batch.add(vital("CLS", 0.0312345), "home");
    expect(reports).toEqual([]);

    batch.flush();
    expect(reports).toEqual([
      {
        template: "home",
        metrics: [
          { name: "TTFB", value: 312, rating: "good", navigationType: "navigate" },
          { name: "FCP", value: 1105, rating: "good", navigationType: "navigate" },
          { name: "LCP", value: 1873, rating: "good", navigationType: "navigate" },
          { name: "CLS", value: 0.0312, rating: "good", navigationType: "navigate" },
        ],
      },
    ]);
  });

  it("keeps a measurement's latest value before the flush and sends each measurement once", () => {
    const reports: VitalsBody[] = [];
    const batch = createVitalsBatch((report) => reports.push(report));
    batch.add(vital("CLS", 0.02, "v5-cls-1"), "service");
    batch.add(vital("CLS", 0.14, "v5-cls-1", { rating: "needs-improvement" }), "service");
    batch.flush();
    // The visitor comes back: CLS grows (already sent) and a first tap gives INP (new).
    batch.add(vital("CLS", 0.31, "v5-cls-1", { rating: "poor" }), "service");
    batch.add(vital("INP", 96, "v5-inp-1"), "service");
    batch.flush();
    batch.flush();
    expect(reports).toEqual([
      { template: "service", metrics: [{ name: "CLS", value: 0.14, rating: "needs-improvement", navigationType: "navigate" }] },
      { template: "service", metrics: [{ name: "INP", value: 96, rating: "good", navigationType: "navigate" }] },
    ]);
  });

  it("keeps the fields a report carries and drops the rest of what web-vitals hands over", () => {
    const reports: VitalsBody[] = [];
    const batch = createVitalsBatch((report) => reports.push(report));
    const handed = { ...vital("LCP", 2300), delta: 2300, entries: [{ url: "https://boroughbright.nyc/order/5b0e" }], navigationURL: "https://boroughbright.nyc/order/5b0e" };
    batch.add(handed, "account");
    batch.flush();
    expect(reports[0]?.metrics).toEqual([{ name: "LCP", value: 2300, rating: "good", navigationType: "navigate" }]);
    expect(JSON.stringify(reports)).not.toContain("order");
  });

  it("sends a page restored from the back/forward cache under its own template, and never more than ten metrics a report", () => {
    const reports: VitalsBody[] = [];
    const batch = createVitalsBatch((report) => reports.push(report));
    for (let index = 0; index < 12; index += 1) batch.add(vital("LCP", 1000 + index, `v5-lcp-${index}`), "borough");
    batch.add(vital("LCP", 80, "v5-bfcache", { navigationType: "back-forward-cache" }), "about");
    batch.flush();
    expect(reports.map((report) => [report.template, report.metrics.length])).toEqual([
      ["borough", 10],
      ["borough", 2],
      ["about", 1],
    ]);
  });
});

describe("flushWhenHidden", () => {
  afterEach(() => setVisibility("visible"));

  it("flushes when the page is hidden or left, not when it comes back into view", () => {
    const flush = jest.fn();
    const stop = flushWhenHidden({ add: jest.fn(), flush });
    setVisibility("visible");
    expect(flush).not.toHaveBeenCalled();
    setVisibility("hidden");
    expect(flush).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("pagehide"));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    setVisibility("hidden");
    window.dispatchEvent(new Event("pagehide"));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("sends one beacon for a page view hidden once, with everything gathered", async () => {
    const { browser, beacons } = stubBrowser();
    const batch = createVitalsBatch((report) => sendVitalsReport(report, browser));
    const stop = flushWhenHidden(batch);
    batch.add(vital("LCP", 2100), "home");
    batch.add(vital("INP", 180), "home");
    setVisibility("hidden");
    // Leaving after hiding: pagehide follows, with nothing new to say.
    window.dispatchEvent(new Event("pagehide"));
    stop();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe("/api/vitals");
    expect(beacons[0]?.data.type).toBe("application/json");
    expect(JSON.parse(await readBlob(beacons[0]!.data))).toEqual({
      template: "home",
      metrics: [
        { name: "LCP", value: 2100, rating: "good", navigationType: "navigate" },
        { name: "INP", value: 180, rating: "good", navigationType: "navigate" },
      ],
    });
  });
});

describe("sendVitalsReport", () => {
  const REPORT: VitalsBody = { template: "booking", metrics: [{ name: "TTFB", value: 640, rating: "good", navigationType: "reload" }] };

  it("sends a JSON Blob as a beacon and nothing else when the browser takes it", () => {
    const { browser, beacons, fetches } = stubBrowser("accepts");
    sendVitalsReport(REPORT, browser);
    expect(beacons.map((beacon) => [beacon.url, beacon.data.type])).toEqual([["/api/vitals", "application/json"]]);
    expect(fetches).toEqual([]);
  });

  it.each([
    ["there is no sendBeacon", "missing"],
    ["sendBeacon refuses the report (its queue is full)", "refuses"],
  ] as const)("posts with a keepalive fetch when %s", (_case, beacon) => {
    const { browser, fetches } = stubBrowser(beacon);
    expect(() => sendVitalsReport(REPORT, browser)).not.toThrow();
    expect(fetches).toEqual([
      {
        url: "/api/vitals",
        init: { method: "POST", body: JSON.stringify(REPORT), headers: { "content-type": "application/json" }, keepalive: true, credentials: "same-origin" },
      },
    ]);
  });

  it("uses the browser's own sendBeacon, called on navigator", () => {
    const sendBeacon = jest.fn(function (this: unknown) {
      return this === navigator;
    });
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: sendBeacon });
    const fetchSpy = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      sendVitalsReport(REPORT);
      expect(sendBeacon).toHaveBeenCalledWith("/api/vitals", expect.any(Blob));
      // sendBeacon answered true only because it was called on navigator: no fallback.
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = realFetch;
      Reflect.deleteProperty(navigator, "sendBeacon");
    }
  });
});
