import type { Database } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { claimDueJobs, completeJob, failJob, type ClaimedJob } from "./queue";

export type JobHandler = (payload: Record<string, unknown>, context: { db: Database; logger: Logger; job: ClaimedJob }) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobWorker {
  /** Runs one round now (tests, and a poke after scheduling something due at once). */
  runOnce(): Promise<number>;
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
    });
    return round;
  };

  const timer = setInterval(() => {
    if (!stopped) runOnce().catch((error: unknown) => logger.error({ err: error }, "job round failed"));
  }, options.intervalMs ?? 5_000);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
