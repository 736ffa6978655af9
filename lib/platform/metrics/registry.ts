import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { processSlot } from "@/lib/kernel/process/slot";

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
