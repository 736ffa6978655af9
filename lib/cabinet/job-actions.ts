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
import { ORDER_STATUSES } from "@/lib/kernel/enums/orders";
import { checkIn } from "@/lib/booking/orders/status-actions";
import { markOnTheWay, ON_THE_WAY_MAX_MINUTES, ON_THE_WAY_MIN_MINUTES } from "@/lib/booking/orders/on-the-way";
import type { Database } from "@/lib/platform/db";
import type { Transaction } from "@/lib/platform/db/transaction";
import { orders, type OrderStatus, type Role } from "@/lib/platform/db/schema";
import { catchFailure, failure, FailureError, invalidFields, type Failure, type Result } from "@/lib/kernel/failure";
import { isUniqueViolation } from "@/lib/platform/db/errors";
import { checkInProblem, checkInWindow, onTheWayProblem } from "./check-in-window";
import { isUuid } from "@/lib/kernel/ids";
import { earlierAnswer, keepActionKey, requestHash, type KeyedAction } from "./action-keys";
import { actionTime, offlineStampSchema, type OfflineStamp } from "./made-at";
import { recordVisitPosition, visitPositionSchema, type VisitPositionInput } from "./visit-positions";

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

/** What check-in and "on my way" answer, as a kept answer is read back (./action-keys.ts). */
const jobStepAnswer = z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES) });

/**
 * Runs one cabinet action at the time it was made, once per idempotency key (docs/architecture.md,
 * "The cabinet offline"). In one transaction: the order row is locked first, so a second request
 * with the same key waits for the first and then finds its answer; the kept key is looked up
 * before the time bounds, so a replay long after still gets its first answer; `madeAt` is
 * checked against the bounds (./made-at.ts); then `act` runs at that instant, and its answer is
 * kept with the key. A refusal from `act` rolls back everything it wrote and keeps no key.
 */
export async function runCabinetAction<T extends Record<string, unknown>>(
  db: Database,
  userId: string,
  orderId: string,
  keyed: KeyedAction<T>,
  act: (tx: Transaction, at: Date) => Promise<Result<T>>,
): Promise<Result<T>> {
  if (!isUuid(orderId)) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
  const key = keyed.stamp.idempotencyKey ?? null;
  const hash = requestHash(keyed.action, orderId, keyed.request);
  try {
    return await catchFailure(() =>
      db.transaction(async (tx): Promise<Result<T>> => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
        const earlier = key ? await earlierAnswer(tx, userId, key, hash, keyed.answer) : null;
        if (earlier) return earlier;
        const at = actionTime(keyed.stamp.madeAt, keyed.now);
        if (!(at instanceof Date)) return at;
        const result = await act(tx, at);
        if (!result.ok) throw new FailureError(result);
        if (key) await keepActionKey(tx, { userId, key, orderId, action: keyed.action, hash, answer: result.data, at, now: keyed.now });
        return result;
      }),
    );
  } catch (error) {
    // The same key raced in for another job (whose row lock did not hold it back): the first answer stands.
    if (!key || !isUniqueViolation(error)) throw error;
    const earlier = await earlierAnswer(db, userId, key, hash, keyed.answer);
    if (!earlier) throw error;
    return earlier;
  }
}

/**
 * POST …/check-in: optionally where the phone was (docs/product.md, "Checking in where the job
 * is"), and the stamp of a check-in kept on the phone (docs/architecture.md, "The cabinet offline").
 */
export const checkInBodySchema = z.object({
  position: visitPositionSchema.nullish(),
  ...offlineStampSchema.shape,
});

/**
 * assigned → in progress, from two hours before the start to the end of the visit window. The
 * window is checked only for a job that can still be checked in, so a second tap on a job under
 * way gets the state machine's "already in progress" answer, not a time message.
 */
export function cabinetCheckIn(db: Database, actor: CabinetActor, orderId: string, options: { now?: Date; stamp?: OfflineStamp; position?: VisitPositionInput | null } = {}) {
  const now = options.now ?? new Date();
  const position = options.position ?? null;
  return runCabinetAction(db, actor.id, orderId, { action: "check_in", request: { position }, stamp: options.stamp ?? {}, now, answer: jobStepAnswer }, (tx, at) =>
    onOwnJob(
      tx,
      actor,
      orderId,
      async (inner) => {
        const done = await checkIn(inner, orderId, actor, { now: at });
        // Where the phone was, when it said (docs/product.md, "Checking in where the job is").
        if (done.ok && position) await recordVisitPosition(inner, { orderId, step: "check_in", cleanerId: actor.id, position, at });
        return done;
      },
      (job) => (job.status === "assigned" ? checkInProblem(checkInWindow(job), at) : null),
    ),
  );
}

export const onTheWayBodySchema = z.object({
  etaMinutes: z
    .number({ error: "Choose how many minutes until you arrive." })
    .int("Choose how many minutes until you arrive.")
    .min(ON_THE_WAY_MIN_MINUTES, `Choose at least ${ON_THE_WAY_MIN_MINUTES} minutes.`)
    .max(ON_THE_WAY_MAX_MINUTES, `Choose at most ${ON_THE_WAY_MAX_MINUTES} minutes.`),
  ...offlineStampSchema.shape,
});

/**
 * "On my way" with an estimate, inside the same window as check-in (from two hours before the
 * start): a cleaner cannot announce a visit that is days off.
 */
export async function cabinetOnTheWay(db: Database, actor: CabinetActor, orderId: string, body: unknown, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  const parsed = onTheWayBodySchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  const { etaMinutes } = parsed.data;
  return runCabinetAction(db, actor.id, orderId, { action: "on_the_way", request: { etaMinutes }, stamp: parsed.data, now, answer: jobStepAnswer }, (tx, at) =>
    onOwnJob(
      tx,
      actor,
      orderId,
      (inner) => markOnTheWay(inner, orderId, actor, etaMinutes, { now: at }),
      (job) => (job.status === "assigned" ? onTheWayProblem(checkInWindow(job), at) : null),
    ),
  );
}

