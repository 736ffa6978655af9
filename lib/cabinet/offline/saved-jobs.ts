import { z } from "zod";
import { ORDER_STATUSES } from "@/lib/kernel/enums/orders";
import { nyToday, shiftIsoDate } from "@/lib/kernel/time/new-york-days";
import type { DeviceStore } from "@/lib/platform/device/device-store";
import type { CabinetJobDetail, CabinetJobSummary } from "../jobs";
import { dropQueueOfOthers } from "./action-queue";

/**
 * The cabinet's jobs kept on the phone for reading offline (docs/architecture.md, "The cabinet
 * offline"): today's and tomorrow's, in full, saved after each visit to the cabinet. One record
 * per phone under the key "cabinet-jobs", holding the id of the person it belongs to: reading
 * for anyone else finds nothing, and saving for someone else replaces it.
 */

const RECORD_KEY = "cabinet-jobs";

export interface SavedJobs {
  userId: string;
  /** When the jobs were read from the server (ISO). */
  savedAt: string;
  jobs: SavedJob[];
}

/** What the offline pages show of a job: the job page's facts, without its live progress. */
export type SavedJob = Pick<
  CabinetJobDetail,
  | "id"
  | "number"
  | "status"
  | "statusLabel"
  | "serviceName"
  | "startsAt"
  | "endsAt"
  | "address"
  | "mapsUrl"
  | "borough"
  | "home"
  | "estimatedMinutes"
  | "accessNotes"
  | "customerFirstName"
  | "customerPhone"
  | "notes"
  | "tasks"
  | "extras"
  | "frequency"
  | "checklist"
  | "checklistDone"
  | "version"
>;

/** What the job answer is read as (lib/cabinet/jobs-contract.ts): unknown fields are dropped, not kept on the phone. */
export const savedJobSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  serviceName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  address: z.string(),
  mapsUrl: z.string(),
  borough: z.string(),
  home: z.string(),
  estimatedMinutes: z.number(),
  accessNotes: z.string().nullable(),
  customerFirstName: z.string(),
  customerPhone: z.string(),
  notes: z.string().nullable(),
  tasks: z.string().nullable(),
  extras: z.array(z.object({ id: z.string().nullable(), name: z.string(), quantity: z.number() })),
  frequency: z.string(),
  checklist: z.array(z.object({ title: z.string(), items: z.array(z.string()) })),
  checklistDone: z.array(z.string()),
  version: z.number(),
}) satisfies z.ZodType<SavedJob>;

/** A record written by an older version of the page, or tampered with, reads as nothing saved. */
const savedJobsSchema = z.object({ userId: z.string(), savedAt: z.iso.datetime(), jobs: z.array(savedJobSchema) }) satisfies z.ZodType<SavedJobs>;

/** What choosing the jobs to keep needs of the job list (GET /api/cabinet/jobs). */
export interface JobDays {
  today: ReadonlyArray<Pick<CabinetJobSummary, "id" | "startsAt">>;
  upcoming: ReadonlyArray<Pick<CabinetJobSummary, "id" | "startsAt">>;
}

/** The ids of the jobs worth keeping: today's and tomorrow's (New York days of `now`), soonest first. */
export function jobsToKeep(jobs: JobDays, now: Date): string[] {
  const tomorrow = shiftIsoDate(nyToday(now), 1);
  return [...jobs.today, ...jobs.upcoming.filter((job) => nyToday(new Date(job.startsAt)) === tomorrow)].map((job) => job.id);
}

/**
 * Saves the person's jobs, replacing the jobs the phone kept (theirs or anyone else's). Their own
 * queue of actions waiting to be sent stays; anyone else's goes (./action-queue.ts).
 */
export async function saveJobs(store: DeviceStore, userId: string, jobs: readonly SavedJob[], now: Date): Promise<SavedJobs> {
  const record: SavedJobs = { userId, savedAt: now.toISOString(), jobs: [...jobs] };
  await store.put(RECORD_KEY, record);
  await dropQueueOfOthers(store, userId);
  return record;
}

/** The jobs saved for this person, or null: none saved, saved for someone else, or unreadable. */
export async function readSavedJobs(store: DeviceStore, userId: string): Promise<SavedJobs | null> {
  const parsed = savedJobsSchema.safeParse(await store.get(RECORD_KEY));
  return parsed.success && parsed.data.userId === userId ? parsed.data : null;
}
