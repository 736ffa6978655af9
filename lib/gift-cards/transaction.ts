import type { Database } from "@/lib/db";

/** A Drizzle transaction (also usable where a Database is taken, e.g. to schedule a job inside it). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
