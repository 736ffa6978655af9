import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { processSlot } from "@/lib/kernel/process/slot";

/**
 * Core Web Vitals from visitors' browsers, by page template only (docs/operations.md,
 * "Real-user Core Web Vitals"). Times in seconds, CLS without a unit; the buckets are dense
 * around the "good" and "poor" thresholds, where the 75th percentile is read.
 */
export interface WebVitalHistograms {
  /** Largest Contentful Paint: good up to 2.5 s, poor over 4 s. */
  readonly lcp: Histogram<"template">;
  /** Interaction to Next Paint: good up to 200 ms, poor over 500 ms. */
  readonly inp: Histogram<"template">;
  /** Cumulative Layout Shift: good up to 0.1, poor over 0.25. */
  readonly cls: Histogram<"template">;
  /** Time to First Byte: good up to 0.8 s, poor over 1.8 s. */
  readonly ttfb: Histogram<"template">;
  /** First Contentful Paint: good up to 1.8 s, poor over 3 s. */
  readonly fcp: Histogram<"template">;
}

/** What /api/metrics exposes. Names follow Prometheus conventions (base units, _total counters). */
export interface AppMetrics {
  readonly registry: Registry;
  /** Every HTTP request server.ts answered, by route pattern (never the raw path), method and status. */
  readonly requestDuration: Histogram<"route" | "method" | "status">;
  /** Open hub connections on this host, by transport ("ws", "sse"); set when scraped. */
  readonly hubConnections: Gauge<"transport">;
  /** From pg_notify on the publishing host to delivery by this host's event bus. */
  readonly eventBusLag: Histogram;
  /** Jobs in the queue, by state ("due", "scheduled", "running", "failed"); set when scraped. */
  readonly jobQueueDepth: Gauge<"state">;
  /** Job runs that threw (each is retried with backoff or failed for good). */
  readonly jobFailures: Counter<"kind">;
  /** Orders created by this process (a retried submit with the same key is not counted twice). */
  readonly bookingsCreated: Counter;
  /** Payment provider events this process acted on, by outcome ("paid", "failed", "duplicate", …). */
  readonly paymentEvents: Counter<"outcome">;
  /** Texts handed to the provider, all time, by type; read from the database when scraped. */
  readonly smsSent: Gauge<"type">;
  /** Texts confirmed delivered, all time, by type; read when scraped. */
  readonly smsDelivered: Gauge<"type">;
  /** Texts never delivered (refused at sending, undelivered or failed), all time, by type; read when scraped. */
  readonly smsFailed: Gauge<"type">;
  /** Texts that came in, all time, by kind (stop, start, help, confirm, reschedule, message); read when scraped. */
  readonly smsInbound: Gauge<"kind">;
  /** Core Web Vitals that visitors' browsers reported (POST /api/vitals), by page template. */
  readonly webVitals: WebVitalHistograms;
}

function webVitalHistograms(registers: Registry[]): WebVitalHistograms {
  const histogram = (name: string, help: string, buckets: number[]) =>
    new Histogram({ name: `boroughbright_web_vitals_${name}`, help, labelNames: ["template"], buckets, registers });
  return {
    lcp: histogram("lcp_seconds", "Largest Contentful Paint of visitors' page views, by page template.", [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 15, 20]),
    inp: histogram("inp_seconds", "Interaction to Next Paint of visitors' page views, by page template.", [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5]),
    cls: histogram("cls", "Cumulative Layout Shift of visitors' page views, by page template.", [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1, 2]),
    ttfb: histogram("ttfb_seconds", "Time to First Byte of visitors' page views, by page template.", [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 4, 8]),
    fcp: histogram("fcp_seconds", "First Contentful Paint of visitors' page views, by page template.", [0.5, 1, 1.4, 1.8, 2.2, 2.6, 3, 4, 6, 10]),
  };
}

function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "boroughbright_" });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: "boroughbright_http_request_duration_seconds",
      help: "Time from request to the end of the response, by route pattern, method and status.",
      labelNames: ["route", "method", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    hubConnections: new Gauge({
      name: "boroughbright_hub_connections",
      help: "Open real-time hub connections on this host, by transport.",
      labelNames: ["transport"],
      registers,
    }),
    eventBusLag: new Histogram({
      name: "boroughbright_event_bus_delivery_lag_seconds",
      help: "Time from publishing a user event to its delivery by this host's event bus.",
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    jobQueueDepth: new Gauge({
      name: "boroughbright_job_queue_depth",
      help: "Jobs in the queue by state: due (pending, run time passed), scheduled (pending, later), running, failed.",
      labelNames: ["state"],
      registers,
    }),
    jobFailures: new Counter({
      name: "boroughbright_job_failures_total",
      help: "Job runs that threw, by job kind.",
      labelNames: ["kind"],
      registers,
    }),
    bookingsCreated: new Counter({
      name: "boroughbright_bookings_created_total",
      help: "Orders created by this process.",
      registers,
    }),
    paymentEvents: new Counter({
      name: "boroughbright_payment_events_total",
      help: "Payment provider events acted on, by outcome.",
      labelNames: ["outcome"],
      registers,
    }),
    // Read from the database at scrape time, so every host reports the same totals: gauges, not counters.
    smsSent: new Gauge({
      name: "boroughbright_sms_sent_messages",
      help: "Texts handed to the provider, all time, by type (from the database).",
      labelNames: ["type"],
      registers,
    }),
    smsDelivered: new Gauge({
      name: "boroughbright_sms_delivered_messages",
      help: "Texts the provider reported delivered, all time, by type (from the database).",
      labelNames: ["type"],
      registers,
    }),
    smsFailed: new Gauge({
      name: "boroughbright_sms_failed_messages",
      help: "Texts never delivered: dropped at sending, undelivered or failed, all time, by type (from the database).",
      labelNames: ["type"],
      registers,
    }),
    smsInbound: new Gauge({
      name: "boroughbright_sms_inbound_messages",
      help: "Texts received, all time, by kind: stop, start, help, confirm, reschedule, message (from the database).",
      labelNames: ["kind"],
      registers,
    }),
    webVitals: webVitalHistograms(registers),
  };
}

const METRICS = processSlot<AppMetrics>("metrics");

/**
 * The process's one registry. It lives on globalThis because Next bundles route handlers apart
 * from server.ts: a registry per bundle would count requests in one and serve the other.
 */
export function getMetrics(): AppMetrics {
  return METRICS.getOrCreate(createMetrics);
}
