import { countTextMessages } from "@/lib/messaging/message-counts";
import type { Database } from "@/lib/platform/db";
import { queueDepth } from "@/lib/platform/jobs/queue";
import type { UserManagementHub } from "@/lib/web/realtime";
import type { AppMetrics } from "../../platform/metrics/registry";

export interface ScrapeSources {
  db: () => Promise<Database>;
  /** This process's hub, or undefined before start-up finished. */
  hub: () => Promise<Pick<UserManagementHub, "connectionsByTransport"> | undefined>;
}

/**
 * The Prometheus text of this process. Gauges that describe state (hub connections, the job
 * queue, the texts sent and received) are read now rather than tracked on every change; counters and histograms are kept as
 * things happen. A gauge whose source fails is left out of this scrape (absent, not zero).
 */
export async function scrapeMetrics(metrics: AppMetrics, sources: ScrapeSources): Promise<string> {
  metrics.hubConnections.reset();
  const hub = await sources.hub().catch(() => undefined);
  if (hub) for (const [transport, count] of Object.entries(hub.connectionsByTransport())) metrics.hubConnections.set({ transport }, count);

  metrics.jobQueueDepth.reset();
  const depth = await sources
    .db()
    .then((db) => queueDepth(db))
    .catch(() => null);
  if (depth) for (const [state, count] of Object.entries(depth)) metrics.jobQueueDepth.set({ state }, count);

  for (const gauge of [metrics.smsSent, metrics.smsDelivered, metrics.smsFailed, metrics.smsInbound]) gauge.reset();
  const texts = await sources
    .db()
    .then((db) => countTextMessages(db))
    .catch(() => null);
  if (texts) {
    for (const [type, count] of Object.entries(texts.sent)) metrics.smsSent.set({ type }, count);
    for (const [type, count] of Object.entries(texts.delivered)) metrics.smsDelivered.set({ type }, count);
    for (const [type, count] of Object.entries(texts.failed)) metrics.smsFailed.set({ type }, count);
    for (const [kind, count] of Object.entries(texts.inbound)) metrics.smsInbound.set({ kind }, count);
  }

  return metrics.registry.metrics();
}
