/**
 * The daily sweep of job-photo files nobody can reach (docs/architecture.md, "The storage
 * seam"): a file under `job-photos/` that no photo row names, stored more than a day ago. Such a
 * file is left when a delete of the file failed after its row went (deleteJobPhoto deletes after
 * the commit), when a process died between the store and the insert of an upload, or when an
 * order was deleted (its photo rows go with it, `on delete cascade`, but its files do not). A
 * photo row cannot outlive its order, so only files are swept. Younger files are left alone: an
 * upload stores its file before its transaction commits the row.
 *
 * One run a day at 04:00 New York time, once across hosts (the day is the dedupe key), each run
 * scheduling the next, like the nightly reconciliation.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { jobPhotos } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import type { ObjectStorage } from "@/lib/platform/storage";
import { addDays } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkIsoDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

export const PHOTO_SWEEP_JOB_KIND = "cabinet:photo-sweep";
const PHOTO_FOLDER = "job-photos/";
/** A file younger than this is never swept, whatever the database says. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_HOUR = 4;
/** Keys looked up per query. */
const BATCH = 500;

/** Deletes the unreachable photo files stored before `now` less a day; answers how many went. */
export async function sweepOrphanedPhotoFiles(db: Database, storage: ObjectStorage, now: Date): Promise<{ deleted: number }> {
  const floor = now.getTime() - ORPHAN_MIN_AGE_MS;
  const old = (await storage.list(PHOTO_FOLDER)).filter((object) => object.storedAt.getTime() < floor).map((object) => object.key);
  let deleted = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const keys = old.slice(start, start + BATCH);
    const named = new Set((await db.select({ key: jobPhotos.storageKey }).from(jobPhotos).where(inArray(jobPhotos.storageKey, keys))).map((row) => row.key));
    for (const key of keys.filter((candidate) => !named.has(candidate))) {
      await storage.delete(key);
      deleted += 1;
    }
  }
  return { deleted };
}

/** The next 04:00 in New York after `now`. */
function nextSweep(now: Date): Date {
  const today = newYorkDateOf(now);
  const early = newYorkWallTimeToUtc(today, SWEEP_HOUR);
  return early.getTime() > now.getTime() ? early : newYorkWallTimeToUtc(addDays(today, 1), SWEEP_HOUR);
}

/** Makes sure the next sweep exists (start-up calls this; each run schedules the following one). */
export async function ensurePhotoSweepScheduled(db: Database, now: Date): Promise<void> {
  const runAt = nextSweep(now);
  await scheduleJob(db, { kind: PHOTO_SWEEP_JOB_KIND, payload: {}, runAt, dedupeKey: `${PHOTO_SWEEP_JOB_KIND}:${newYorkIsoDateOf(runAt)}`, at: now });
}

/** The sweep's handler; the storage is handed in by lib/startup/job-handlers.ts, the clock read at the worker's edge. */
export function photoSweepJobHandlers(storage: () => ObjectStorage, clock: () => Date = () => new Date()): JobHandlers {
  return {
    async [PHOTO_SWEEP_JOB_KIND](_payload, { db, logger }) {
      const now = clock();
      const { deleted } = await sweepOrphanedPhotoFiles(db, storage(), now);
      if (deleted > 0) logger.info({ deleted }, "deleted job-photo files no photo names");
      await ensurePhotoSweepScheduled(db, now);
    },
  };
}
