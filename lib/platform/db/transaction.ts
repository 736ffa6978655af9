import type { Database } from "@/lib/platform/db";

/**
 * A Drizzle transaction. It is also a `Database`, so helpers that take a database (the job
 * queue) can run inside one; functions that must share the caller's transaction take this.
 */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
