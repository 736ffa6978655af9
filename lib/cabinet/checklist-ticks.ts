/**
 * Ticks on a job's checklist, kept on the server per job and per item so a reload, or a second
 * phone, shows the same progress. Only the person the job is assigned to ticks it (staff too,
 * on jobs they took themselves); anyone else gets the same not-found as for a missing job. The order
 * row is locked while the ownership and state are checked and the tick is written, so a job
 * reassigned or closed at that moment cannot be ticked by the previous cleaner.
 */
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { extrasOf } from "@/lib/booking/job-details";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { jobChecklistTicks } from "@/lib/platform/db/schema";
import { checklistFor, checklistItemKeys } from "./checklists";
import { JOB_NOT_FOUND_MESSAGE, lockOwnJob, runCabinetAction, type CabinetActor } from "./job-actions";
import { offlineStampSchema } from "./made-at";
import { isUuid } from "@/lib/kernel/ids";

export const NOT_ON_CHECKLIST_MESSAGE = "That item is not on this job's checklist. Reload the page to see the current list.";
export const CHECKLIST_CLOSED_MESSAGE = "This job is finished or cancelled, so its checklist can no longer change.";

export const checklistTickSchema = z.object(
  {
    item: z.string({ error: "Choose a checklist item." }).min(1, "Choose a checklist item.").max(500, "Choose a checklist item."),
    done: z.boolean({ error: "Say whether the item is done." }),
    ...offlineStampSchema.shape,
  },
  { error: "Send the item and whether it is done." },
);

/** Jobs still being worked: the checklist is for the visit, not for rewriting history after it. */
const OPEN_STATUSES = new Set(["assigned", "in_progress"]);

type Reader = Pick<Database, "select">;

/** The ticked keys of a job that are on its current checklist, in checklist order. */
export async function checklistDoneOf(db: Reader, orderId: string, checklistKeys: readonly string[]): Promise<string[]> {
  const rows = await db.select({ itemKey: jobChecklistTicks.itemKey }).from(jobChecklistTicks).where(eq(jobChecklistTicks.orderId, orderId)).orderBy(asc(jobChecklistTicks.tickedAt));
  const ticked = new Set(rows.map((row) => row.itemKey));
  return checklistKeys.filter((key) => ticked.has(key));
}

const checklistAnswer = z.object({ done: z.array(z.string()) });

/**
 * Ticks or unticks one item at the time it was made (a queued tick carries `madeAt`, and its key
 * makes a second send change nothing; docs/architecture.md, "The cabinet offline").
 */
export async function setChecklistTick(db: Database, actor: CabinetActor, orderId: string, body: unknown, now: Date = new Date()): Promise<Result<{ done: string[] }>> {
  const parsed = checklistTickSchema.safeParse(body);
  if (!isUuid(orderId)) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
  if (!parsed.success) return invalidFields(parsed.error);
  const { item, done } = parsed.data;
  return runCabinetAction(db, actor.id, orderId, { action: "checklist", request: { item, done }, stamp: parsed.data, now, answer: checklistAnswer }, async (tx, at) => {
    const job = await lockOwnJob(tx, orderId, actor.id);
    if (!job) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
    if (!OPEN_STATUSES.has(job.status)) return failure("conflict", CHECKLIST_CLOSED_MESSAGE);
    const keys = checklistItemKeys(checklistFor(job.serviceSlug, extrasOf(job.quote.lines)));
    if (!keys.includes(item)) return failure("invalid", NOT_ON_CHECKLIST_MESSAGE, { fieldErrors: { item: NOT_ON_CHECKLIST_MESSAGE } });
    if (done) {
      await tx.insert(jobChecklistTicks).values({ orderId: job.id, itemKey: item, tickedBy: actor.id, tickedAt: at }).onConflictDoNothing();
    } else {
      await tx.delete(jobChecklistTicks).where(and(eq(jobChecklistTicks.orderId, job.id), eq(jobChecklistTicks.itemKey, item)));
    }
    return { ok: true, data: { done: await checklistDoneOf(tx, job.id, keys) } };
  });
}
