/**
 * Check-out from the cleaner cabinet (docs/product.md, "Checking out"). With the job's row
 * locked, it reads when the cleaner checked in and how much of the checklist is ticked, and
 * asks check-out-rules.ts what this check-out needs: a reason when it is early or unfinished,
 * and a hold for staff review when the visit lasted under half its estimate. The reason goes on
 * the order and, with the facts, on the staff timeline; the customer never sees it.
 */
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { extrasOf } from "@/lib/booking/job-details";
import { recordOrderEvent } from "@/lib/booking/orders/order-timeline";
import { checkOut } from "@/lib/booking/orders/status-actions";
import type { Database } from "@/lib/platform/db";
import type { Transaction } from "@/lib/platform/db/transaction";
import { orderEvents } from "@/lib/platform/db/schema";
import { formatDuration } from "@/lib/kernel/format/date-time";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/kernel/enums/orders";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { multiLineText } from "@/lib/kernel/validation/text";
import { assessCheckOut, type CheckOutAssessment } from "./check-out-rules";
import { checklistDoneOf } from "./checklist-ticks";
import { checklistFor, checklistItemKeys } from "./checklists";
import { onOwnJob, runCabinetAction, type CabinetActor, type LockedJob } from "./job-actions";
import { offlineStampSchema } from "./made-at";
import { recordVisitPosition, visitPositionSchema } from "./visit-positions";

const CHECK_OUT_NOTE_MAX = 1000;

const optionalText = (name: string) =>
  multiLineText(name, `The ${name} must be text.`)
    .trim()
    .max(CHECK_OUT_NOTE_MAX, `Keep the ${name} under ${CHECK_OUT_NOTE_MAX} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const checkOutBodySchema = z.object({
  /** For the office and the customer's timeline. */
  note: optionalText("note"),
  /** For staff only: why the visit ends early or unfinished. */
  reason: optionalText("reason"),
  /** Where the phone was, when it said (docs/product.md, "Checking in where the job is"). */
  position: visitPositionSchema.nullish(),
  ...offlineStampSchema.shape,
});

interface Assessed extends CheckOutAssessment {
  /** When the cleaner checked in, if they did. */
  checkedInAt: Date | null;
  ticked: number;
  total: number;
  estimatedMinutes: number;
}

async function assess(tx: Transaction, job: LockedJob, now: Date): Promise<Assessed> {
  const [checkedIn] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, job.id), eq(orderEvents.type, "checked_in")))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  const keys = checklistItemKeys(checklistFor(job.serviceSlug, extrasOf(job.quote.lines)));
  const ticked = (await checklistDoneOf(tx, job.id, keys)).length;
  const facts = { checkedInAt: checkedIn?.at ?? job.startsAt, endsAt: job.endsAt, estimatedMinutes: job.quote.estimatedMinutes, ticked, total: keys.length };
  return { ...assessCheckOut(facts, now), checkedInAt: checkedIn?.at ?? null, ticked, total: keys.length, estimatedMinutes: facts.estimatedMinutes };
}

/** The staff timeline's line: how long, how much, and the cleaner's words. */
function checkOutReasonNote(assessed: Assessed, reason: string): string {
  return `Checked out after ${formatDuration(assessed.minutesOnSite)} of about ${formatDuration(assessed.estimatedMinutes)}, with ${assessed.ticked} of ${assessed.total} checklist items ticked. Reason: ${reason}`;
}

/** A queued check-out dated before the check-in another phone (or the office) recorded. */
function checkOutBeforeCheckInMessage(at: Date, checkedInAt: Date): string {
  return `This check-out was made at ${formatInNewYork(at, "monthDayTime")}, before the check-in at ${formatInNewYork(checkedInAt, "monthDayTime")}, so it cannot be recorded. Check out again, or call the office.`;
}

type CheckOutResult = Result<{ orderId: string; status: OrderStatus; heldForReview: boolean }>;

const checkOutAnswer = z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES), heldForReview: z.boolean() });

/**
 * in progress → completed, at the time it was made (a queued check-out carries `madeAt`; docs/
 * architecture.md, "The cabinet offline"). An early or unfinished check-out without a reason is
 * invalid, naming what the reason must explain (the form shows it on the reason field); nothing
 * changes.
 */
export async function cabinetCheckOut(db: Database, actor: CabinetActor, orderId: string, body: unknown = {}, options: { now?: Date } = {}): Promise<CheckOutResult> {
  const now = options.now ?? new Date();
  const parsed = checkOutBodySchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  const { note, reason } = parsed.data;
  const position = parsed.data.position ?? null;
  return runCabinetAction(db, actor.id, orderId, { action: "check_out", request: { note, reason, position }, stamp: parsed.data, now, answer: checkOutAnswer }, async (outer, at) => {
    // Filled in by the check on the locked row, read by the change after it.
    const state: { assessed: Assessed | null } = { assessed: null };
    const result = await onOwnJob(
      outer,
      actor,
      orderId,
      async (tx) => {
        const { assessed } = state;
        const hold = assessed?.holdForReview ?? false;
        const done = await checkOut(tx, orderId, actor, { note, now: at, reason: assessed?.reasonPrompt ? reason : null, holdForReview: hold, eventData: { heldForReview: hold } });
        if (done.ok && position) await recordVisitPosition(tx, { orderId, step: "check_out", cleanerId: actor.id, position, at });
        if (done.ok && assessed?.reasonPrompt && reason) {
          await recordOrderEvent(tx, { orderId, type: "note", actorId: actor.id, note: checkOutReasonNote(assessed, reason), data: { visibility: "staff", kind: "check_out_reason" }, at });
        }
        return done;
      },
      async (job, tx) => {
        // Only a job under way is assessed: anything else gets the state machine's answer.
        if (job.status !== "in_progress") return null;
        const assessed = await assess(tx, job, at);
        state.assessed = assessed;
        if (assessed.checkedInAt && at.getTime() < assessed.checkedInAt.getTime()) return checkOutBeforeCheckInMessage(at, assessed.checkedInAt);
        if (assessed.reasonPrompt && !reason) return failure("invalid", assessed.reasonPrompt, { fieldErrors: { reason: assessed.reasonPrompt } });
        return null;
      },
    );
    return result.ok ? { ok: true as const, data: { ...result.data, heldForReview: state.assessed?.holdForReview ?? false } } : result;
  });
}
