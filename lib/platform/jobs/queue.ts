import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { jobs } from "@/lib/platform/db/schema";
import { rowsOf } from "@/lib/platform/db/raw";

export interface JobToSchedule {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** Scheduling the same key again does nothing: "remind order X" exists once. */
  dedupeKey?: string;
  /** When it was queued: the clock of the change that queues it (docs/architecture.md, "Time is an input"). */
  at?: Date;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export const MAX_ATTEMPTS = 5;

/** Notified when a job is scheduled; every host's worker listens (wakeOnScheduledJobs). */
export const JOBS_SCHEDULED_CHANNEL = "jobs_scheduled";

/**
 * Schedules a job; returns false when one with the same dedupe key already exists. A new job
 * notifies the workers; inside a transaction the notification goes out only when it commits, so
 * no worker looks for a job it cannot see yet.
 */
export async function scheduleJob(db: Database, job: JobToSchedule): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, runAt: job.runAt, dedupeKey: job.dedupeKey ?? null, createdAt: job.at })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (inserted.length === 0) return false;
  await db.execute(sql`select pg_notify(${JOBS_SCHEDULED_CHANNEL}, '')`);
  return true;
}

/** Cancels a pending job by its dedupe key (a cancelled order's reminder). */
export async function cancelJob(db: Database, dedupeKey: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, "pending")));
}

/**
 * Claims up to `limit` due jobs for this worker. SKIP LOCKED lets workers on many hosts claim
 * at once without waiting on, or taking, each other's rows; a claim whose worker died is taken
 * over once its lock expires.
 */
export async function claimDueJobs(db: Database, options: { limit: number; lockMs: number; now?: Date }): Promise<ClaimedJob[]> {
  // Raw SQL gets timestamps as ISO text: the postgres driver does not serialise Date parameters here.
  const nowAt = (options.now ?? new Date()).toISOString();
  const lockedUntil = new Date(Date.parse(nowAt) + options.lockMs).toISOString();
  type Row = { id: number | string; kind: string; payload: Record<string, unknown>; attempts: number; run_at: string | Date };
  const result = await db.execute<Row>(sql`
    update jobs set status = 'running', locked_until = ${lockedUntil}::timestamptz, attempts = attempts + 1
    where id in (
      select id from jobs
      where (status = 'pending' and run_at <= ${nowAt}::timestamptz) or (status = 'running' and locked_until < ${nowAt}::timestamptz)
      order by run_at
      limit ${options.limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, run_at`);
  // UPDATE … RETURNING gives rows in no particular order: due first, then in the order queued
  // (a booking's "received" mail before the "rescheduled" one made a moment later).
  return rowsOf<Row>(result)
    .map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts, runAt: new Date(row.run_at).getTime() }))
    .sort((a, b) => a.runAt - b.runAt || a.id - b.id)
    .map(({ id, kind, payload, attempts }) => ({ id, kind, payload, attempts }));
}

export async function completeJob(db: Database, id: number): Promise<void> {
  await db.update(jobs).set({ status: "done", finishedAt: new Date(), lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

/** Tries again later with a growing delay, or gives up after MAX_ATTEMPTS. */
export async function failJob(db: Database, job: ClaimedJob, error: string, now = new Date()): Promise<void> {
  const giveUp = job.attempts >= MAX_ATTEMPTS;
  const retryAt = new Date(now.getTime() + 30_000 * 2 ** (job.attempts - 1));
  await db
    .update(jobs)
    .set(giveUp ? { status: "failed", lastError: error.slice(0, 2000), finishedAt: now, lockedUntil: null } : { status: "pending", lastError: error.slice(0, 2000), runAt: retryAt, lockedUntil: null })
    .where(eq(jobs.id, job.id));
}

export interface QueueDepth {
  /** Pending and past their run time: waiting for a worker. */
  due: number;
  /** Pending for later. */
  scheduled: number;
  running: number;
  /** Gave up after MAX_ATTEMPTS (or had no handler); kept for staff to look at. */
  failed: number;
}

/** How many jobs are in each state, in one scan of the unfinished ones. */
export async function queueDepth(db: Database, now = new Date()): Promise<QueueDepth> {
  // ISO text, as in claimDueJobs: the postgres driver does not serialise Date parameters in raw SQL.
  const nowAt = now.toISOString();
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} <= ${nowAt}::timestamptz)`.mapWith(Number),
      scheduled: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} > ${nowAt}::timestamptz)`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')`.mapWith(Number),
    })
    .from(jobs)
    .where(sql`${jobs.status} <> 'done'`);
  return row ?? { due: 0, scheduled: 0, running: 0, failed: 0 };
}
