/**
 * Check in and check out from the cleaner cabinet, through the booking engineer's state machine
 * (checkIn, checkOut). The cabinet adds one rule theirs does not have: whatever the role, only
 * the person the job is assigned to acts on it here, and anyone else gets the same 404 as for a
 * missing job; and a check-in only inside the job's check-in window (check-in-window.ts). The
 * ownership and time checks and the change are one transaction, with the order row locked first,
 * so a job reassigned or rescheduled at that moment cannot be checked in on the old terms.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { multiLineText } from "@/lib/validation/text";
import { checkIn, checkOut } from "@/lib/booking/orders/status-actions";
import { markOnTheWay, ON_THE_WAY_MAX_MINUTES, ON_THE_WAY_MIN_MINUTES } from "@/lib/booking/orders/on-the-way";
import type { Database } from "@/lib/db";
import { orders, type OrderStatus, type Role } from "@/lib/db/schema";
import { failure, invalidFields, type Result } from "@/lib/http/failure";
import { checkInRefusal, checkInWindow, onTheWayRefusal } from "./check-in-window";

export const CHECK_OUT_NOTE_MAX = 1000;
export const JOB_NOT_FOUND_MESSAGE = "We could not find that job among yours.";

export const checkOutBodySchema = z.object({
  note: multiLineText("note", "The note must be text.")
    .trim()
    .max(CHECK_OUT_NOTE_MAX, `Keep the note under ${CHECK_OUT_NOTE_MAX} characters.`)
    .nullish()
    .transform((value) => (value ? value : null)),
});

export interface CabinetActor {
  id: string;
  role: Role;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

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

type LockedJob = NonNullable<Awaited<ReturnType<typeof lockOwnJob>>>;

async function onOwnJob(
  db: Database,
  actor: CabinetActor,
  orderId: string,
  act: (tx: Database) => ReturnType<typeof checkIn>,
  /** A refusal message when the locked job may not be acted on now, or null. */
  refuse: (job: LockedJob) => string | null = () => null,
): Promise<Result<{ orderId: string; status: OrderStatus }>> {
  if (!isUuid(orderId)) return failure(404, JOB_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx): Promise<Result<{ orderId: string; status: OrderStatus }>> => {
    const job = await lockOwnJob(tx, orderId, actor.id);
    if (!job) return failure(404, JOB_NOT_FOUND_MESSAGE);
    const refusal = refuse(job);
    if (refusal) return failure(409, refusal);
    const result = await act(tx);
    if (!result.ok) return failure(result.status, result.message, result.fieldErrors ? { fieldErrors: result.fieldErrors } : {});
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
    (job) => (job.status === "assigned" ? checkInRefusal(checkInWindow(job), now) : null),
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
    (job) => (job.status === "assigned" ? onTheWayRefusal(checkInWindow(job), now) : null),
  );
}

/** in progress → completed, with an optional note for the office and the customer's timeline. */
export async function cabinetCheckOut(db: Database, actor: CabinetActor, orderId: string, body: { note?: string | null } = {}, options: { now?: Date } = {}) {
  const parsed = checkOutBodySchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  return onOwnJob(db, actor, orderId, (tx) => checkOut(tx, orderId, actor, { note: parsed.data.note, now: options.now }));
}
