/**
 * A chart's query run without parallel workers. The page runs its charts side by side, and the
 * planner chooses a parallel plan for a scan of some 100,000 index entries; its worker processes
 * then compete with the other charts for the same cores. On the shared two-core machine of
 * docs/benchmarks.md that made the cancellation chart five times slower than the same plan in
 * one process. `set local` lasts only as long as the transaction around the one query.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";

export function withoutParallelWorkers<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return run(tx);
  });
}
