import { route } from "@/lib/web/http/route";
import { getProcessRealtime } from "@/lib/web/realtime/runtime";
import { checkReadiness } from "@/lib/web/server/readiness";

export const dynamic = "force-dynamic";

/**
 * GET /api/health: readiness, for load balancers and the deploy scripts. 200 only when the
 * database answers, has every migration of this build, and the event bus listens; 503 otherwise,
 * naming the part that is not ready (and a host that began shutting down answers 503 at once).
 */
export const GET = route({ access: "public" }, async ({ logger, database }) => {
  const readiness = await checkReadiness({
    db: database,
    eventBusListening: async () => (await getProcessRealtime())?.eventBusListening() ?? false,
  });
  const { ready, ...checks } = readiness;
  if (!ready) logger.error(checks, "health check: not ready");
  return Response.json({ status: ready ? "ok" : "error", ...checks }, { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } });
});
