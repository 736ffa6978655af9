import { route } from "@/lib/web/http/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/health/live: the process answers HTTP, and nothing more. It touches no database, so a
 * supervisor restarting on failure here never restarts every host at once when PostgreSQL blips.
 */
export const GET = route({ access: "public" }, async () =>
  Response.json({ status: "live" }, { headers: { "cache-control": "no-store" } }),
);
