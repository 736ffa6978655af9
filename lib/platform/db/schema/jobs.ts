import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns";

export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;
export const jobStatusEnum = pgEnum("job_status", JOB_STATUSES);

/**
 * Durable scheduled work (reminder emails, polls, gift cards on their delivery date). Workers on
 * every host claim due jobs with FOR UPDATE SKIP LOCKED, so each runs once; the dedupe key stops
 * the same job being scheduled twice.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: instant("run_at").notNull(),
    status: jobStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: instant("locked_until"),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    finishedAt: instant("finished_at"),
  },
  (table) => [
    uniqueIndex("jobs_dedupe_key").on(table.dedupeKey),
    index("jobs_due_idx").on(table.runAt).where(sql`${table.status} = 'pending'`),
  ],
);
