/**
 * Real-user Core Web Vitals end to end (docs/operations.md, "Real-user Core Web Vitals"): a
 * visitor's browser measures the page it landed on, sends one beacon when the page is hidden,
 * and the page template's histograms on /api/metrics count it. The server is one of its own:
 * every page view sampled (WEB_VITALS_SAMPLE_RATE=1) and the metrics endpoint on
 * (METRICS_TOKEN). The page is /login, which renders per request, so the rate set here reaches
 * it; the public pages are prerendered with the build's rate until they are revalidated.
 */
import { expect, test, type BrowserContext } from "@playwright/test";
import { disposeServer, startServer, type RunningServer } from "./support/server-process";
import { siteHeaders } from "./support/site-origin";

const METRICS_TOKEN = "e2e-web-vitals-metrics-token-0123456789abcdef";
const HISTOGRAMS = ["lcp_seconds", "inp_seconds", "cls", "ttfb_seconds", "fcp_seconds"] as const;
type Counts = Record<(typeof HISTOGRAMS)[number], number>;

/** How many page views each histogram holds for a template, from the server's own /api/metrics. */
async function viewsCounted(server: RunningServer, template: string): Promise<Counts> {
  const response = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  const text = await response.text();
  const count = (histogram: string) =>
    Number(new RegExp(`^boroughbright_web_vitals_${histogram}_count\\{template="${template}"\\} (\\d+)`, "m").exec(text)?.[1] ?? 0);
  return Object.fromEntries(HISTOGRAMS.map((histogram) => [histogram, count(histogram)])) as Counts;
}

test.describe("real-user Core Web Vitals", () => {
  let server: RunningServer;
  let context: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    server = await startServer({ env: { METRICS_TOKEN, WEB_VITALS_SAMPLE_RATE: "1" } });
    // The run's default headers carry the shared server's Origin; this server's pages send their own.
    context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
  });

  test.afterAll(async () => {
    await context?.close();
    if (server) await disposeServer(server);
  });

  test("a sampled visit to the sign-in page is counted under its template once the page is hidden", async () => {
    const before = await viewsCounted(server, "sign-in");
    const page = await context.newPage();
    await page.goto("/login");
    // The reporter loads web-vitals after the load event, when the browser is idle, and marks the page.
    await expect(page.locator("html")).toHaveAttribute("data-web-vitals", "listening");

    // A real tap: the page's first interaction (INP), and the end of its largest paint (LCP).
    await page.getByRole("form", { name: "Sign in" }).getByLabel("Email").click();
    // The browser times an interaction after the next frame, and web-vitals reads it when the
    // browser is next idle; a page hidden before both has no INP to send yet. A visitor's tab
    // switch is seconds later; here the test waits for those two moments.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType("first-input").length)).toBe(1);
    for (let idle = 0; idle < 2; idle += 1) await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

    // The visitor switches tabs. Headless Chromium keeps its pages visible, so the document says so itself.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });

    await expect
      .poll(async () => {
        const now = await viewsCounted(server, "sign-in");
        return Object.fromEntries(HISTOGRAMS.map((histogram) => [histogram, now[histogram] - before[histogram]]));
      })
      .toEqual({ lcp_seconds: 1, inp_seconds: 1, cls: 1, ttfb_seconds: 1, fcp_seconds: 1 });
  });
});
