import { eq, sql } from "drizzle-orm";
import { CLIENT_ADDRESS_HEADER } from "@/lib/kernel/client-address";
import { getDb } from "@/lib/platform/db";
import { rowsOf } from "@/lib/platform/db/raw";
import { settings } from "@/lib/platform/db/schema";
import { getMetrics, type WebVitalHistograms } from "@/lib/platform/metrics/registry";
import { forgetMaintenanceCache } from "@/lib/settings/maintenance";
import { VITALS_PER_ADDRESS } from "@/lib/site/web-vitals/record-vitals";
import type { VitalsBody } from "@/lib/site/web-vitals/vitals-contract";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { POST } from "./route";

jest.setTimeout(60_000);

let addressCount = 0;
/** Each test from an address of its own, so one test's reports never use up another's limit. */
const freshAddress = () => `203.0.113.${++addressCount}`;

const from = (address: string, headers: Record<string, string> = {}) => ({ [CLIENT_ADDRESS_HEADER]: address, ...headers });

/** A service page's view on a phone: a slowish LCP, one tap, a small shift. */
const SERVICE_VIEW: VitalsBody = {
  template: "service",
  metrics: [
    { name: "TTFB", value: 420, rating: "good", navigationType: "navigate" },
    { name: "FCP", value: 1250, rating: "good", navigationType: "navigate" },
    { name: "LCP", value: 2900, rating: "needs-improvement", navigationType: "navigate" },
    { name: "INP", value: 176, rating: "good", navigationType: "navigate" },
    { name: "CLS", value: 0.04, rating: "good", navigationType: "navigate" },
  ],
};

interface Tally {
  count: number;
  sum: number;
}

/** One histogram's count and sum for a template, as /api/metrics would print them. */
async function tally(histogram: keyof WebVitalHistograms, template: string): Promise<Tally> {
  const { values } = await getMetrics().webVitals[histogram].get();
  const read = (suffix: string) => values.find((value) => value.metricName?.endsWith(suffix) && value.labels.template === template)?.value ?? 0;
  return { count: read("_count"), sum: read("_sum") };
}

/** Every histogram's count for a template, to show a refused report added nothing. */
async function counts(template: string): Promise<Record<keyof WebVitalHistograms, number>> {
  const names = ["lcp", "inp", "cls", "ttfb", "fcp"] as const;
  const entries = await Promise.all(names.map(async (name) => [name, (await tally(name, template)).count] as const));
  return Object.fromEntries(entries) as Record<keyof WebVitalHistograms, number>;
}

const report = (json: unknown, address = freshAddress(), headers: Record<string, string> = {}) =>
  POST(siteRequest("/api/vitals", { json, headers: from(address, headers) }));

describe("POST /api/vitals", () => {
  useTestDatabase("pglite", { install: true });

  it("adds each metric of a page view to its histogram under the template, in seconds, and answers 204", async () => {
    const before = { lcp: await tally("lcp", "service"), inp: await tally("inp", "service"), cls: await tally("cls", "service"), ttfb: await tally("ttfb", "service"), fcp: await tally("fcp", "service") };
    const response = await report(SERVICE_VIEW);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");

    const after = { lcp: await tally("lcp", "service"), inp: await tally("inp", "service"), cls: await tally("cls", "service"), ttfb: await tally("ttfb", "service"), fcp: await tally("fcp", "service") };
    expect(after.lcp.count - before.lcp.count).toBe(1);
    expect(after.lcp.sum - before.lcp.sum).toBeCloseTo(2.9, 6);
    expect(after.inp.sum - before.inp.sum).toBeCloseTo(0.176, 6);
    expect(after.cls.sum - before.cls.sum).toBeCloseTo(0.04, 6);
    expect(after.ttfb.sum - before.ttfb.sum).toBeCloseTo(0.42, 6);
    expect(after.fcp.sum - before.fcp.sum).toBeCloseTo(1.25, 6);
    for (const name of ["inp", "cls", "ttfb", "fcp"] as const) expect(after[name].count - before[name].count).toBe(1);
  });

  it("puts an LCP of 2.9 s between the 2.5 s and 3 s buckets, so the thresholds can be read", async () => {
    await report({ template: "borough", metrics: [{ name: "LCP", value: 2900, rating: "needs-improvement", navigationType: "reload" }] });
    const { values } = await getMetrics().webVitals.lcp.get();
    // prom-client adds the `le` label to its buckets; its types know only the histogram's own.
    const bucket = (le: number) => values.find((value) => value.metricName?.endsWith("_bucket") && value.labels.template === "borough" && (value.labels as Record<string, unknown>).le === le)?.value;
    expect(bucket(2.5)).toBe(0);
    expect(bucket(3)).toBe(1);
    expect(bucket(4)).toBe(1);
  });

  it("refuses a report that is not exactly what is collected with a 400 naming the field, and records nothing", async () => {
    const before = await counts("home");
    const lcp = { name: "LCP", value: 1800, rating: "good", navigationType: "navigate" };
    const refused: Array<[unknown, string, RegExp]> = [
      [{ template: "home", metrics: [{ ...lcp, name: "TBT" }] }, "metrics.0.name", /one of LCP, INP, CLS, TTFB, FCP/],
      [{ template: "home", metrics: [{ ...lcp, value: -3 }] }, "metrics.0.value", /negative/],
      [{ template: "home", metrics: [{ ...lcp, value: "1800" }] }, "metrics.0.value", /finite number/],
      [{ template: "home", metrics: [lcp, { ...lcp, name: "CLS", value: 12 }] }, "metrics.1.value", /CLS must be at most 10/],
      [{ template: "home", metrics: [{ ...lcp, value: 600_000 }] }, "metrics.0.value", /LCP must be at most 120000/],
      [{ template: "home", metrics: [{ ...lcp, rating: "great" }] }, "metrics.0.rating", /one of good/],
      [{ template: "home", metrics: [{ ...lcp, navigationType: "teleport" }] }, "metrics.0.navigationType", /one of navigate/],
      [{ template: "home", metrics: [{ ...lcp, url: "https://boroughbright.nyc/order/5b0e6f0c" }] }, "metrics.0", /url/],
      [{ template: "home", metrics: [lcp], path: "/order/5b0e6f0c" }, "form", /path/],
      [{ template: "/order/5b0e6f0c", metrics: [lcp] }, "template", /known page template/],
      [{ template: "home", metrics: [] }, "metrics", /at least one/],
      [{ template: "home", metrics: Array.from({ length: 11 }, () => lcp) }, "metrics", /at most 10/],
    ];
    for (const [body, field, message] of refused) {
      const response = await report(body);
      const answer = (await response.json()) as { error: string; fieldErrors?: Record<string, string> };
      expect([field, response.status]).toEqual([field, 400]);
      expect(answer.error).toBe("Please check the highlighted fields.");
      expect(answer.fieldErrors?.[field]).toMatch(message);
    }
    expect(await counts("home")).toEqual(before);
  });

  it("refuses an infinite value, which JSON can spell", async () => {
    const before = await counts("home");
    const body = '{"template":"home","metrics":[{"name":"LCP","value":1e999,"rating":"good","navigationType":"navigate"}]}';
    const response = await POST(siteRequest("/api/vitals", { body, headers: from(freshAddress(), { "content-type": "application/json" }) }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors["metrics.0.value"]).toMatch(/finite number/);
    expect(await counts("home")).toEqual(before);
  });

  it("answers a report over 2 KB with a 413, declared or not, and records nothing", async () => {
    const before = await counts("home");
    const padded = JSON.stringify({ template: "home", metrics: [{ name: "LCP", value: 1800, rating: "good", navigationType: "navigate", pad: "x".repeat(3000) }] });
    const declared = await POST(siteRequest("/api/vitals", { body: padded, headers: from(freshAddress(), { "content-type": "application/json", "content-length": String(padded.length) }) }));
    expect(declared.status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(padded));
        controller.close();
      },
    });
    const undeclared = await POST(siteRequest("/api/vitals", { body: streamed, headers: from(freshAddress(), { "content-type": "application/json" }) }));
    expect(undeclared.status).toBe(413);
    expect(await counts("home")).toEqual(before);
  });

  it("refuses reports from another site, without an Origin, or not sent as JSON", async () => {
    const before = await counts("service");
    const foreign = await report(SERVICE_VIEW, freshAddress(), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const withoutOrigin = new Request("http://localhost:3000/api/vitals", {
      method: "POST",
      headers: from(freshAddress(), { "content-type": "application/json" }),
      body: JSON.stringify(SERVICE_VIEW),
    });
    expect((await POST(withoutOrigin)).status).toBe(403);
    // A beacon sent as text/plain (a string rather than a JSON Blob) is not JSON to us.
    const asText = await POST(siteRequest("/api/vitals", { body: JSON.stringify(SERVICE_VIEW), headers: from(freshAddress(), { "content-type": "text/plain;charset=UTF-8" }) }));
    expect(asText.status).toBe(415);
    expect(await counts("service")).toEqual(before);
  });

  it(`takes ${VITALS_PER_ADDRESS.limit} reports from one address in its window, then answers 429 with Retry-After and records nothing`, async () => {
    const address = freshAddress();
    const view: VitalsBody = { template: "about", metrics: [{ name: "LCP", value: 1500, rating: "good", navigationType: "navigate" }] };
    for (let sent = 0; sent < VITALS_PER_ADDRESS.limit; sent += 1) expect((await report(view, address)).status).toBe(204);
    const before = await counts("about");
    const limited = await report(view, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many performance reports from this address\. Try again in/);
    expect(await counts("about")).toEqual(before);
    // Another address is not held back.
    expect((await report(view)).status).toBe(204);
  });

  it("keeps no client address: the rate-limit counter is keyed by a hash of it", async () => {
    const address = "198.51.100.77";
    expect((await report(SERVICE_VIEW, address)).status).toBe(204);
    const keys = rowsOf<{ key: string }>(await (await getDb()).execute(sql`select key from rate_limits where key like ${`${VITALS_PER_ADDRESS.name}:%`}`)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes(address))).toEqual([]);
  });

  it("goes on counting during maintenance, when the public pages stay open", async () => {
    const db = await getDb();
    const before = await tally("lcp", "service");
    await db.update(settings).set({ maintenanceMode: true }).where(eq(settings.id, 1));
    forgetMaintenanceCache();
    try {
      expect((await report(SERVICE_VIEW)).status).toBe(204);
    } finally {
      await db.update(settings).set({ maintenanceMode: false }).where(eq(settings.id, 1));
      forgetMaintenanceCache();
    }
    expect((await tally("lcp", "service")).count - before.count).toBe(1);
  });
});
