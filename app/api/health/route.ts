import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const DATABASE_TIMEOUT_MS = 2_000;

/** Liveness and database reachability, for load balancers and uptime checks. */
export const GET = route({ access: "public" }, async ({ logger }) => {
  try {
    const db = await getDb();
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database did not answer in time")), DATABASE_TIMEOUT_MS).unref()),
    ]);
    return Response.json({ status: "ok", database: "ok" }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "health check: database unavailable");
    return Response.json({ status: "error", database: "unavailable" }, { status: 503, headers: { "cache-control": "no-store" } });
  }
});
