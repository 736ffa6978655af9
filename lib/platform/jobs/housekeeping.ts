/**
 * Purges rows nobody reads again: rate-limit counters whose window ended long ago (an expired
 * counter and a missing one count the same, see lib/platform/security/rate-limit.ts), jobs that
 * finished long ago, and the cleaners' check-in positions once their time is up (docs/security.md,
 * "Location data"). Runs hourly as a job whose dedupe key is the hour, so however many hosts
 * schedule it, each hour's run exists once and one worker claims it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { rowsOf } from "@/lib/platform/db/raw";
import { scheduleJob } from "./queue";
import type { JobHandlers } from "./worker";

export const HOUSEKEEPING_JOB_KIND = "housekeeping.purge";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Longest rate-limit window is an hour; a day leaves a wide margin. */
export const RATE_LIMIT_RETENTION_MS = DAY_MS;
/** Finished jobs stay for support questions ("was the reminder sent?") for two weeks. */
export const DONE_JOB_RETENTION_MS = 14 * DAY_MS;
/** Failed jobs are kept longer: someone has to look at them. */
export const FAILED_JOB_RETENTION_MS = 90 * DAY_MS;
/** Where a cleaner's phone was serves a question about that visit; after 90 days it is deleted. */
export const VISIT_POSITION_RETENTION_MS = 90 * DAY_MS;
/** Rows deleted per statement, so a backlog never holds a long lock. */
const BATCH = 5_000;

export interface PurgeResult {
  rateLimits: number;
  jobs: number;
  visitPositions: number;
}

async function deleteInBatches(db: Database, deleteBatch: () => ReturnType<Database["execute"]>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = rowsOf<{ n: number }>(await deleteBatch()).length;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

export async function purgeExpiredRows(db: Database, now = new Date()): Promise<PurgeResult> {
  const rateLimitFloor = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS).toISOString();
  const doneFloor = new Date(now.getTime() - DONE_JOB_RETENTION_MS).toISOString();
  const failedFloor = new Date(now.getTime() - FAILED_JOB_RETENTION_MS).toISOString();
  const rateLimits = await deleteInBatches(db, () =>
    db.execute(sql`
      delete from rate_limits where key in (
        select key from rate_limits where window_start < ${rateLimitFloor}::timestamptz limit ${BATCH}
      ) returning 1 as n`),
  );
  const jobs = await deleteInBatches(db, () =>
    db.execute(sql`
      delete from jobs where id in (
        select id from jobs
        where (status = 'done' and finished_at < ${doneFloor}::timestamptz)
           or (status = 'failed' and finished_at < ${failedFloor}::timestamptz)
        limit ${BATCH}
      ) returning 1 as n`),
  );
  const positionFloor = new Date(now.getTime() - VISIT_POSITION_RETENTION_MS).toISOString();
  const visitPositions = await deleteInBatches(db, () =>
    db.execute(sql`
      delete from visit_positions where id in (
        select id from visit_positions where recorded_at < ${positionFloor}::timestamptz limit ${BATCH}
      ) returning 1 as n`),
  );
  return { rateLimits, jobs, visitPositions };
}

/** The start of the next hour, and its key: one job per hour across every host. */
function nextRun(now: Date): { runAt: Date; dedupeKey: string } {
  const runAt = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  return { runAt, dedupeKey: `${HOUSEKEEPING_JOB_KIND}:${runAt.toISOString().slice(0, 13)}` };
}

/** Makes sure the next run exists (start-up calls this; each run schedules the following one). */
export async function ensureHousekeepingScheduled(db: Database, now = new Date()): Promise<void> {
  const { runAt, dedupeKey } = nextRun(now);
  await scheduleJob(db, { kind: HOUSEKEEPING_JOB_KIND, payload: {}, runAt, dedupeKey, at: now });
}

export const housekeepingJobHandlers: JobHandlers = {
  async [HOUSEKEEPING_JOB_KIND](_payload, { db, logger }) {
    const now = new Date();
    const purged = await purgeExpiredRows(db, now);
    if (purged.rateLimits > 0 || purged.jobs > 0 || purged.visitPositions > 0) logger.info(purged, "purged expired rate-limit counters, finished jobs and old visit positions");
    await ensureHousekeepingScheduled(db, now);
  },
};
