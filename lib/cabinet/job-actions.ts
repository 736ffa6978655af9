/**
 * Check in and "On my way" from the cleaner cabinet, through the booking engineer's state machine
 * (check-out has its own rules, check-out.ts). The cabinet adds one rule theirs does not have: whatever the role, only
 * the person the job is assigned to acts on it here, and anyone else gets the same not-found as for a
 * missing job; and a check-in only inside the job's check-in window (check-in-window.ts). The
 * ownership and time checks and the change are one transaction, with the order row locked first,
 * so a job reassigned or rescheduled at that moment cannot be checked in on the old terms.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { checkIn } from "@/lib/booking/orders/status-actions";
import { markOnTheWay, ON_THE_WAY_MAX_MINUTES, ON_THE_WAY_MIN_MINUTES } from "@/lib/booking/orders/on-the-way";
import type { Database } from "@/lib/platform/db";
import type { Transaction } from "@/lib/platform/db/transaction";
import { orders, type OrderStatus, type Role } from "@/lib/platform/db/schema";
import { failure, invalidFields, type Failure, type Result } from "@/lib/kernel/failure";
import { checkInProblem, checkInWindow, onTheWayProblem } from "./check-in-window";
import { isUuid } from "@/lib/kernel/ids";

export const JOB_NOT_FOUND_MESSAGE = "We could not find that job among yours.";

export interface CabinetActor {
  id: string;
  role: Role;
}

/**
 * Locks the job's order row when it is assigned to `cleanerId`, for the rest of the
 * transaction; anyone else's job, like a missing one, is undefined.
 */
export async function lockOwnJob(tx: Database, orderId: string, cleanerId: string) {
  const [job] = await tx
    .select({ id: orders.id, status: orders.status, serviceSlug: orders.serviceSlug, quote: orders.quote, startsAt: orders.startsAt, endsAt: orders.endsAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.cleanerId, cleanerId)))
    .for("update");
  return job;
}

export type LockedJob = NonNullable<Awaited<ReturnType<typeof lockOwnJob>>>;

/**
 * Runs `act` on the actor's own job with its row locked, unless `refuse` has a refusal for the
 * locked job: a message (a conflict), or a failure of its own (a reason the form must ask for, say).
 */
export async function onOwnJob(
  db: Database,
  actor: CabinetActor,
  orderId: string,
  act: (tx: Transaction, job: LockedJob) => ReturnType<typeof checkIn>,
  /** A refusal when the locked job may not be acted on now, or null. */
  refuse: (job: LockedJob, tx: Transaction) => Promise<string | Failure | null> | string | null = () => null,
): Promise<Result<{ orderId: string; status: OrderStatus }>> {
  if (!isUuid(orderId)) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx): Promise<Result<{ orderId: string; status: OrderStatus }>> => {
    const job = await lockOwnJob(tx, orderId, actor.id);
    if (!job) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
    const refusal = await refuse(job, tx);
    if (typeof refusal === "string") return failure("conflict", refusal);
    if (refusal) return refusal;
    const result = await act(tx, job);
    if (!result.ok) return failure(result.kind, result.message, result.fieldErrors ? { fieldErrors: result.fieldErrors } : {});
    return { ok: true, data: { orderId: result.orderId, status: result.status } };
  });
}

/**
 * assigned → in progress, from two hours before the start to the end of the visit window. The
 * window is checked only for a job that can still be checked in, so a second tap on a job under
 * way gets the state machine's "already in progress" answer, not a time message.
 */
export function cabinetCheckIn(db: Database, actor: CabinetActor, orderId: string, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  return onOwnJob(
    db,
    actor,
    orderId,
    (tx) => checkIn(tx, orderId, actor, { now }),
    (job) => (job.status === "assigned" ? checkInProblem(checkInWindow(job), now) : null),
  );
}

export const onTheWayBodySchema = z.object({
  etaMinutes: z
    .number({ error: "Choose how many minutes until you arrive." })
    .int("Choose how many minutes until you arrive.")
    .min(ON_THE_WAY_MIN_MINUTES, `Choose at least ${ON_THE_WAY_MIN_MINUTES} minutes.`)
    .max(ON_THE_WAY_MAX_MINUTES, `Choose at most ${ON_THE_WAY_MAX_MINUTES} minutes.`),
});

/**
 * "On my way" with an estimate, inside the same window as check-in (from two hours before the
 * start): a cleaner cannot announce a visit that is days off.
 */
export async function cabinetOnTheWay(db: Database, actor: CabinetActor, orderId: string, body: unknown, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  const parsed = onTheWayBodySchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  return onOwnJob(
    db,
    actor,
    orderId,
    (tx) => markOnTheWay(tx, orderId, actor, parsed.data.etaMinutes, { now }),
    (job) => (job.status === "assigned" ? onTheWayProblem(checkInWindow(job), now) : null),
  );
}

