import type { Database } from "@/lib/platform/db";
import { getMetrics, type WebVitalHistograms } from "@/lib/platform/metrics/registry";
import { hitRateLimit, retryMessage, type RateLimitRule } from "@/lib/platform/security/rate-limit";
import { hashToken } from "@/lib/platform/security/tokens";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { VitalName } from "./vitals-report";
import type { VitalsReport } from "./vitals-schema";

/**
 * Reports per client address, shared by every host through the database. A page view sends
 * one (docs/operations.md, "Real-user Core Web Vitals"), so sixty in ten minutes is a whole office
 * behind one address browsing hard; a script filling the histograms stops there.
 */
export const VITALS_PER_ADDRESS: RateLimitRule = { name: "web-vitals-address", limit: 60, windowSeconds: 10 * 60 };

const VITALS_RATE_LIMITED_MESSAGE = "Too many performance reports from this address.";

const HISTOGRAM: Readonly<Record<VitalName, keyof WebVitalHistograms>> = { LCP: "lcp", INP: "inp", CLS: "cls", TTFB: "ttfb", FCP: "fcp" };

/** Prometheus counts time in seconds; `web-vitals` in milliseconds. CLS has no unit. */
function inBaseUnit(name: VitalName, value: number): number {
  return name === "CLS" ? value : value / 1000;
}

/**
 * Counts one page view's report against its address's limit, then adds each metric to its
 * histogram under the page template. Nothing is stored: the histograms live in this process's
 * memory, and the rate-limit counter is keyed by a hash of the address, not the address.
 */
export async function recordWebVitals(db: Database, report: VitalsReport, options: { address: string; now?: Date }): Promise<{ ok: true } | Failure> {
  const limit = await hitRateLimit(db, VITALS_PER_ADDRESS, hashToken(options.address), options.now);
  if (!limit.allowed) {
    return failure("rate-limited", `${VITALS_RATE_LIMITED_MESSAGE} ${retryMessage(limit.retryAfterSeconds)}`, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const histograms = getMetrics().webVitals;
  for (const vital of report.metrics) histograms[HISTOGRAM[vital.name]].observe({ template: report.template }, inBaseUnit(vital.name, vital.value));
  return { ok: true };
}
