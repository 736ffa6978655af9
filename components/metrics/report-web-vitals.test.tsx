import type { Metric } from "web-vitals";

type Report = (metric: Metric) => void;
type Subscribe = jest.Mock<void, [Report]>;

// The library itself needs a real browser's performance observers: here its five entry points
// only hand the test the callbacks they were given.
jest.mock("web-vitals", () => ({ onTTFB: jest.fn(), onFCP: jest.fn(), onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const metric = (name: Metric["name"], value: number, extra: Partial<Metric> = {}): Metric => ({
  name,
  value,
  delta: value,
  rating: "good",
  id: `v6-${name}-1759660000000-4821`,
  entries: [],
  navigationType: "navigate",
  navigationId: 1,
  ...extra,
});

/** What every beacon carried, read back as JSON (jsdom's Blob has no text()). */
async function beaconBodies(sendBeacon: jest.Mock): Promise<unknown[]> {
  const blobs = sendBeacon.mock.calls.map(([, data]) => data as Blob);
  return Promise.all(
    blobs.map(
      (blob) =>
        new Promise<unknown>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(JSON.parse(String(reader.result)));
          reader.readAsText(blob);
        }),
    ),
  );
}

/** The navigation entries the page's performance timeline holds (jsdom keeps none, and has no getEntriesByType). */
function setNavigationEntries(entries: Array<{ name: string }>): void {
  Object.defineProperty(performance, "getEntriesByType", { configurable: true, value: (type: string) => (type === "navigation" ? entries : []) });
}

function hidePage(): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
}

/** A fresh copy of the module and of the mocked library, as a new document would have. */
async function freshReporter() {
  jest.resetModules();
  const [{ reportWebVitals }, library] = await Promise.all([import("./report-web-vitals"), import("web-vitals")]);
  const subscribed = (name: "onTTFB" | "onFCP" | "onLCP" | "onINP" | "onCLS") => library[name] as unknown as Subscribe;
  const callback = (name: "onTTFB" | "onFCP" | "onLCP" | "onINP" | "onCLS"): Report => {
    const report = subscribed(name).mock.calls[0]?.[0];
    if (!report) throw new Error(`${name} was not subscribed to`);
    return report;
  };
  return { reportWebVitals, subscribed, callback };
}

describe("reportWebVitals", () => {
  let sendBeacon: jest.Mock;

  beforeEach(() => {
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: sendBeacon });
    delete document.documentElement.dataset.webVitals;
  });
  afterEach(() => {
    Reflect.deleteProperty(performance, "getEntriesByType");
    Reflect.deleteProperty(navigator, "sendBeacon");
    window.history.replaceState(null, "", "/");
  });

  it("counts the page view under the template of the page the document was loaded at, and sends it once hidden", async () => {
    // Landed on the Queens page, then moved to /about inside the app.
    setNavigationEntries([{ name: "http://localhost/services/queens-cleaning?utm_source=flyer" }]);
    window.history.replaceState(null, "", "/about");
    const { reportWebVitals, callback } = await freshReporter();
    reportWebVitals();
    expect(document.documentElement.dataset.webVitals).toBe("listening");

    callback("onTTFB")(metric("TTFB", 388.7));
    callback("onFCP")(metric("FCP", 1020.1));
    callback("onLCP")(metric("LCP", 2650.4, { rating: "needs-improvement" }));
    callback("onINP")(metric("INP", 232, { rating: "needs-improvement" }));
    callback("onCLS")(metric("CLS", 0.0041));
    expect(sendBeacon).not.toHaveBeenCalled();

    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe("/api/vitals");
    expect(await beaconBodies(sendBeacon)).toEqual([
      {
        template: "borough",
        metrics: [
          { name: "TTFB", value: 389, rating: "good", navigationType: "navigate" },
          { name: "FCP", value: 1020, rating: "good", navigationType: "navigate" },
          { name: "LCP", value: 2650, rating: "needs-improvement", navigationType: "navigate" },
          { name: "INP", value: 232, rating: "needs-improvement", navigationType: "navigate" },
          { name: "CLS", value: 0.0041, rating: "good", navigationType: "navigate" },
        ],
      },
    ]);
  });

  it("counts a page restored from the back/forward cache under the page it shows", async () => {
    setNavigationEntries([{ name: "http://localhost/" }]);
    window.history.replaceState(null, "", "/contact");
    const { reportWebVitals, callback } = await freshReporter();
    reportWebVitals();
    callback("onLCP")(metric("LCP", 64, { id: "v6-LCP-restored", navigationType: "back-forward-cache" }));
    hidePage();
    expect(await beaconBodies(sendBeacon)).toEqual([{ template: "contact", metrics: [{ name: "LCP", value: 64, rating: "good", navigationType: "back-forward-cache" }] }]);
  });

  it("uses the address bar where the browser keeps no navigation entry", async () => {
    setNavigationEntries([]);
    window.history.replaceState(null, "", "/booking");
    const { reportWebVitals, callback } = await freshReporter();
    reportWebVitals();
    callback("onTTFB")(metric("TTFB", 505));
    hidePage();
    expect(await beaconBodies(sendBeacon)).toEqual([{ template: "booking", metrics: [{ name: "TTFB", value: 505, rating: "good", navigationType: "navigate" }] }]);
  });

  it("subscribes once per document however often it is started", async () => {
    const { reportWebVitals, subscribed } = await freshReporter();
    reportWebVitals();
    reportWebVitals();
    for (const name of ["onTTFB", "onFCP", "onLCP", "onINP", "onCLS"] as const) expect(subscribed(name)).toHaveBeenCalledTimes(1);
  });
});
