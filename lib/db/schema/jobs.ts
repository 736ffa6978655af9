import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    status: jobStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("jobs_dedupe_key").on(table.dedupeKey),
    index("jobs_due_idx").on(table.runAt).where(sql`${table.status} = 'pending'`),
  ],
);
