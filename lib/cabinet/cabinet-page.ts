import { cleanerTipWeeks, type TipWeek } from "@/lib/billing/tip-reports";
import { getDb } from "@/lib/platform/db";
import { getCabinetJob, listCabinetJobs, type CabinetJobDetail, type CabinetJobs } from "./jobs";

/** The pages of the cleaner's cabinet (docs/architecture.md, "Pages and handlers are thin"). */

/** /cleaner/cabinet: the cleaner's jobs and the tips of the last weeks. */
export async function cabinetPageView(cleanerId: string, now: Date = new Date()): Promise<{ jobs: CabinetJobs; tipWeeks: TipWeek[] }> {
  const db = await getDb();
  const [jobs, tipWeeks] = await Promise.all([listCabinetJobs(db, cleanerId, now), cleanerTipWeeks(db, cleanerId, now)]);
  return { jobs, tipWeeks };
}

/** /cleaner/cabinet/jobs/{id}: one of the cleaner's jobs; null for any other. */
export async function cabinetJobPageView(cleanerId: string, orderId: string): Promise<CabinetJobDetail | null> {
  return getCabinetJob(await getDb(), cleanerId, orderId);
}
