import type { DeviceStore } from "@/lib/platform/device/device-store";
import { jobsToKeep, saveJobs, type JobDays, type SavedJob, type SavedJobs } from "./saved-jobs";

/**
 * After each visit to the cabinet with a connection, today's and tomorrow's jobs are read again
 * and kept on the phone (docs/architecture.md, "The cabinet offline"). All of them or none: a
 * read that fails leaves the phone with the last complete save, whose time the offline page
 * shows, rather than a list missing a job.
 */
export interface OfflineSources {
  /** The job list (GET /api/cabinet/jobs); null when it could not be read. */
  jobDays(): Promise<JobDays | null>;
  /** One job in full (GET /api/cabinet/jobs/:id); null when it could not be read. */
  job(id: string): Promise<SavedJob | null>;
}

export async function saveForOffline(sources: OfflineSources, store: DeviceStore, userId: string, now: Date): Promise<SavedJobs | null> {
  const days = await sources.jobDays();
  if (!days) return null;
  const jobs = await Promise.all(jobsToKeep(days, now).map((id) => sources.job(id)));
  if (jobs.some((job) => job === null)) return null;
  return saveJobs(store, userId, jobs.filter((job) => job !== null), now);
}
