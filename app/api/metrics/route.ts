import { getConfig } from "@/lib/platform/config";
import { failure } from "@/lib/kernel/failure";
import { route } from "@/lib/web/http/route";
import { bearerTokenMatches } from "@/lib/platform/metrics/bearer";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { scrapeMetrics } from "@/lib/web/server/metrics-scrape";
import { getProcessRealtime } from "@/lib/web/realtime/runtime";

export const dynamic = "force-dynamic";

/**
 * GET /api/metrics: this process's metrics in Prometheus text format, for a scraper holding
 * METRICS_TOKEN as a bearer token. Without a configured token the endpoint is off (404 like an
 * unknown path): "loopback only" would let everyone in behind a proxy on the same machine.
 */
export const GET = route({ access: "public" }, async ({ request, database }) => {
  const token = getConfig().METRICS_TOKEN;
  if (!token) return failure("not-found", "Not found.");
  if (!bearerTokenMatches(request.headers.get("authorization"), token)) {
    return new Response(JSON.stringify({ error: "A valid bearer token is required." }), {
      status: 401,
      headers: { "content-type": "application/json", "www-authenticate": 'Bearer realm="metrics"', "cache-control": "no-store" },
    });
  }
  const metrics = getMetrics();
  const body = await scrapeMetrics(metrics, { db: database, hub: async () => (await getProcessRealtime())?.hub });
  return new Response(body, { headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" } });
});
