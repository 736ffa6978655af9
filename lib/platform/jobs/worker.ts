import type { Database, DatabaseHandle } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { claimDueJobs, completeJob, failJob, JOBS_SCHEDULED_CHANNEL, type ClaimedJob } from "./queue";

export type JobHandler = (payload: Record<string, unknown>, context: { db: Database; logger: Logger; job: ClaimedJob }) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobWorker {
  /** Runs one round now (tests, and a poke after scheduling something due at once). */
  runOnce(): Promise<number>;
  /** A round as soon as the current one (if any) is over: something was just scheduled. */
  poke(): void;
  stop(): Promise<void>;
}

/**
 * Polls for due jobs and runs them one at a time. A handler that throws is retried later with
 * backoff; an unknown kind fails the job so it is visible rather than silently dropped.
 */
export function startJobWorker(options: { db: Database; handlers: JobHandlers; logger: Logger; intervalMs?: number; batchSize?: number }): JobWorker {
  const { db, handlers, logger } = options;
  let round: Promise<number> | null = null;
  let stopped = false;
  /** Poked during a round: that round may have claimed before the new job was committed. */
  let again = false;

  const runRound = async (): Promise<number> => {
    const claimed = await claimDueJobs(db, { limit: options.batchSize ?? 10, lockMs: 5 * 60_000 });
    for (const job of claimed) {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload, { db, logger, job });
        await completeJob(db, job.id);
      } catch (error) {
        logger.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, "job failed");
        getMetrics().jobFailures.inc({ kind: handler ? job.kind : "unknown" });
        await failJob(db, job, error instanceof Error ? error.message : String(error));
      }
    }
    return claimed.length;
  };

  const runOnce = (): Promise<number> => {
    round ??= runRound().finally(() => {
      round = null;
      if (again) {
        again = false;
        poke();
      }
    });
    return round;
  };

  const runInBackground = () => {
    if (!stopped) runOnce().catch((error: unknown) => logger.error({ err: error }, "job round failed"));
  };

  const poke = () => {
    if (round) again = true;
    else runInBackground();
  };

  const timer = setInterval(runInBackground, options.intervalMs ?? 5_000);
  timer.unref();

  return {
    runOnce,
    poke,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}

/**
 * Wakes the worker when any host schedules a job (scheduleJob notifies on commit), so a
 * confirmation mail or text goes out in about a second rather than at the next poll; the poll
 * stays for jobs that fall due later and for a notification missed while reconnecting.
 *
 * The round waits `afterMs` (1 s) after the first notification: the pages a change refreshes
 * live come first (docs/realtime.md: within a second), which matters on the embedded database,
 * where a job's queries and a page's take turns; and a change that schedules several jobs wakes
 * one round, not several.
 */
export async function wakeOnScheduledJobs(handle: Pick<DatabaseHandle, "listen">, worker: Pick<JobWorker, "poke">, afterMs = 1_000): Promise<() => Promise<void>> {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const unlisten = await handle.listen(JOBS_SCHEDULED_CHANNEL, () => {
    pending ??= setTimeout(() => {
      pending = null;
      worker.poke();
    }, afterMs);
  });
  return async () => {
    if (pending) clearTimeout(pending);
    pending = null;
    await unlisten();
  };
}
