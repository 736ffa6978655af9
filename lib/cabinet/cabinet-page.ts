import { readCleanerAvailability, type CleanerAvailability } from "@/lib/booking/availability/cleaner-availability";
import { getDb } from "@/lib/platform/db";
import { getCabinetJob, listCabinetJobs, type CabinetJobDetail, type CabinetJobs } from "./jobs";

/** The pages of the cleaner's cabinet (docs/architecture.md, "Pages and handlers are thin"). */

/** /cleaner/cabinet: the cleaner's jobs (the tips of the last weeks come from lib/payments/tips/tip-pages.ts). */
export async function cabinetPageView(cleanerId: string, now: Date = new Date()): Promise<CabinetJobs> {
  return listCabinetJobs(await getDb(), cleanerId, now);
}

/** /cleaner/cabinet/jobs/{id}: one of the cleaner's jobs; null for any other. */
export async function cabinetJobPageView(cleanerId: string, orderId: string): Promise<CabinetJobDetail | null> {
  return getCabinetJob(await getDb(), cleanerId, orderId);
}

/** /cleaner/cabinet, "Your week": the signed-in person's own working week and boroughs, or null when they are not on the booking schedule. */
export async function cabinetWeekPageView(cleanerId: string): Promise<CleanerAvailability | null> {
  return readCleanerAvailability(await getDb(), cleanerId);
}
