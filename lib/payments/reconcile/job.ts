/**
 * The nightly reconciliation as a durable job: one run a night at 03:00 New York time, once
 * across hosts (the night's date is the dedupe key, so every host scheduling it makes one job),
 * each run scheduling the next. Staff can ask for a full pass at any time (the same job, scope
 * "full", keyed by the minute so a double click is one run).
 */
import { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { RECONCILIATION_SCOPES } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { addDays } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkIsoDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { runReconciliation } from "./run";

export const RECONCILE_JOB_KIND = "billing:reconcile";
const NIGHTLY_HOUR = 3;

const payloadSchema = z.object({ scope: z.enum(RECONCILIATION_SCOPES), requestedBy: z.uuid().nullish() });

/** The next 03:00 in New York after `now` (DST days included: it is the wall clock's 3 am). */
export function nextNightlyRun(now: Date): Date {
  const today = newYorkDateOf(now);
  const tonight = newYorkWallTimeToUtc(today, NIGHTLY_HOUR);
  return tonight.getTime() > now.getTime() ? tonight : newYorkWallTimeToUtc(addDays(today, 1), NIGHTLY_HOUR);
}

/** Makes sure the next nightly run exists (start-up calls this; each run schedules the following one). */
export async function ensureReconciliationScheduled(db: Database, now = new Date()): Promise<void> {
  const runAt = nextNightlyRun(now);
  await scheduleJob(db, { kind: RECONCILE_JOB_KIND, payload: { scope: "recent" }, runAt, dedupeKey: `${RECONCILE_JOB_KIND}:nightly:${newYorkIsoDateOf(runAt)}`, at: now });
}

/** A full pass now, for staff; asking twice in the same minute is one run. */
export async function requestFullReconciliation(db: Database, requestedBy: string, now = new Date()): Promise<void> {
  await scheduleJob(db, { kind: RECONCILE_JOB_KIND, payload: { scope: "full", requestedBy }, runAt: now, dedupeKey: `${RECONCILE_JOB_KIND}:full:${now.toISOString().slice(0, 16)}`, at: now });
}

/** POST /api/admin/payments/reconcile: a full pass queued for a staff member, and audited with it. */
export async function queueReconciliationForStaff(db: Database, actorId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await requestFullReconciliation(tx, actorId, now);
    await writeAudit(tx, { actorId, action: "payments.reconcile", subjectType: "settings", subjectId: "payments", at: now });
  });
}

export const reconciliationJobHandlers: JobHandlers = {
  async [RECONCILE_JOB_KIND](payload, { db, logger }) {
    const { scope, requestedBy } = payloadSchema.parse(payload);
    // The worker is the edge that reads the real clock; the run and the next one share it.
    const now = new Date();
    await runReconciliation(db, { scope, requestedBy: requestedBy ?? null, logger, now });
    if (scope === "recent") await ensureReconciliationScheduled(db, now);
  },
};
