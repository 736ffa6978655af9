/**
 * Staff actions on an order (docs/product.md#staff-abilities: confirm, assign, change status, cancel; and notes).
 * Every status change goes through the booking engineer's functions (lib/booking/orders), which
 * own the state machine, the timeline and the emails. What this adds: the permission check, the
 * "not your own booking" rule, and the audit row, all in ONE transaction with the order row
 * locked first, so the check and the change cannot be separated and a refused or failed change
 * leaves no audit row behind. Their functions open a nested transaction (a savepoint) inside it.
 * Each action takes its clock (`now`, the real one by default) and hands it to the change, its
 * timeline line and its audit row alike (docs/architecture.md, "Time is an input").
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { cancelOrderAsStaff } from "@/lib/booking/orders/cancel-order";
import { recordOrderEvent } from "@/lib/booking/orders/order-timeline";
import { STALE_ORDER_MESSAGE, staleVersionFailure } from "@/lib/booking/orders/order-version";
import { assignCleaner, checkIn, confirmOrder, markOrderCompleted, type StatusResult } from "@/lib/booking/orders/status-actions";
import { schedulePoll } from "@/lib/booking/notifications";
import { releaseHeldCharge } from "@/lib/payments/charge";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { Database } from "@/lib/platform/db";
import { orders, satisfactionPolls, type OrderStatus, type Role } from "@/lib/platform/db/schema";
import { failure, invalidFields, type Failure, type Result } from "@/lib/kernel/failure";
import { canActOnOrder } from "../permissions";
import { blockedPairFailure } from "./blocked-assignment";
import { checkFollowUpPhotos, keepFollowUpPhotos } from "./follow-up-photos";
import { staffStatusDecision } from "./status-rules";
import {
  assignBodySchema,
  cancelBodySchema,
  confirmBodySchema,
  noteBodySchema,
  resolvePollBodySchema,
  reviewBodySchema,
  statusBodySchema,
  type AssignBody,
  type CancelBody,
  type NoteBody,
  type SettableStatus,
  type StatusBody,
} from "./order-action-schemas";
import { isUuid } from "@/lib/kernel/ids";

export interface StaffOrderActor {
  id: string;
  role: Role;
}

export interface OrderActionOutcome {
  orderId: string;
  status: OrderStatus;
  lateCancellationFeeCents?: number;
}

export const ORDER_ACTION_MESSAGES = {
  notFound: "We could not find that order.",
  pollNotFlagged: "This order has no open satisfaction follow-up.",
  notHeld: "This visit is not waiting for a review: its receipt and rating request were not held, or were already sent.",
  stale: STALE_ORDER_MESSAGE,
} as const;

/** The audit log's names for order actions. */
export const ORDER_AUDIT_ACTIONS = {
  confirm: "order.confirm",
  assign: "order.assign",
  status: "order.status",
  cancel: "order.cancel",
  note: "order.note",
  resolvePoll: "order.resolvePoll",
  review: "order.review",
} as const;

interface LockedOrder {
  id: string;
  number: number;
  status: OrderStatus;
  customerId: string;
  cleanerId: string | null;
  version: number;
  startsAt: Date;
  endsAt: Date;
}

interface Step {
  outcome: OrderActionOutcome;
  audit: { action: string; reason?: string | null; details?: Record<string, unknown> };
}

/** A booking failure as a staff answer: its words and fields, without the customer-facing `code`. */
const asStaffFailure = (refused: Failure) => failure(refused.kind, refused.message, refused.fieldErrors ? { fieldErrors: refused.fieldErrors } : {});

/**
 * Locks the order, checks the actor may act on it, runs `step` and audits what it did at `now`.
 * `step` returns a refusal (nothing written) or what happened.
 */
async function actOnOrder(
  db: Database,
  actor: StaffOrderActor,
  orderId: string,
  step: (tx: Transaction, order: LockedOrder) => Promise<Step | Failure>,
  now: Date,
  /** The version the caller's page showed; a different one now means a stale action (a conflict). */
  expectedVersion?: number,
): Promise<Result<OrderActionOutcome>> {
  if (!isUuid(orderId)) return failure("not-found", ORDER_ACTION_MESSAGES.notFound);
  return db.transaction(async (tx): Promise<Result<OrderActionOutcome>> => {
    const [order] = await tx
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        customerId: orders.customerId,
        cleanerId: orders.cleanerId,
        version: orders.version,
        startsAt: orders.startsAt,
        endsAt: orders.endsAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return failure("not-found", ORDER_ACTION_MESSAGES.notFound);
    const decision = canActOnOrder(actor, order);
    if (!decision.allowed) return failure("forbidden", decision.reason);
    // Checked on the locked row: no change can slip in between this comparison and the write.
    const stale = staleVersionFailure(expectedVersion, order.version);
    if (stale) return stale;
    const result = await step(tx, order);
    // A refusal (theirs or ours): their savepoint rolled back, and nothing is audited.
    if ("ok" in result) return asStaffFailure(result);
    await writeAudit(tx, {
      actorId: actor.id,
      action: result.audit.action,
      subjectType: "order",
      subjectId: order.id,
      reason: result.audit.reason ?? null,
      details: { number: order.number, from: order.status, to: result.outcome.status, ...result.audit.details },
      at: now,
    });
    return { ok: true, data: result.outcome };
  });
}

/**
 * Parses the action's body (an invalid failure with the fields on a bad one, before anything is locked), then
 * acts on the order as actOnOrder does, against the version the body says the page showed.
 */
async function actOnOrderWith<S extends z.ZodType<object>>(
  db: Database,
  actor: StaffOrderActor,
  orderId: string,
  schema: S,
  body: unknown,
  now: Date,
  step: (data: z.output<S>, tx: Transaction, order: LockedOrder) => Promise<Step | Failure>,
): Promise<Result<OrderActionOutcome>> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  const data = parsed.data;
  const expectedVersion = "expectedVersion" in data && typeof data.expectedVersion === "number" ? data.expectedVersion : undefined;
  return actOnOrder(db, actor, orderId, (tx, order) => step(data, tx, order), now, expectedVersion);
}

/** A state-machine result as a step, or the refusal it carries. */
function stepOf(result: StatusResult, audit: Step["audit"]): Step | Failure {
  return result.ok ? { outcome: { orderId: result.orderId, status: result.status }, audit } : result;
}

export async function confirmOrderAsStaff(
  db: Database,
  actor: StaffOrderActor,
  orderId: string,
  body: { note?: string | null; expectedVersion?: number } = {},
  now: Date = new Date(),
) {
  return actOnOrderWith(db, actor, orderId, confirmBodySchema, body, now, async ({ note }, tx) =>
    stepOf(await confirmOrder(tx, orderId, actor, { note, now }), { action: ORDER_AUDIT_ACTIONS.confirm, reason: note }),
  );
}

/** Sets or changes the cleaner (a pending order is confirmed by it, per the state machine). */
export async function assignCleanerAsStaff(db: Database, actor: StaffOrderActor, orderId: string, body: AssignBody, now: Date = new Date()) {
  return actOnOrderWith(db, actor, orderId, assignBodySchema, body, now, async ({ cleanerId, note }, tx, order) => {
    // Under the pair's lock, in this transaction: a block written meanwhile waits for us or is seen here.
    const blocked = isUuid(cleanerId) ? await blockedPairFailure(tx, order.customerId, cleanerId) : null;
    if (blocked) return blocked;
    return stepOf(await assignCleaner(tx, orderId, cleanerId, actor, { note, now }), {
      action: ORDER_AUDIT_ACTIONS.assign,
      reason: note,
      details: { cleanerId, previousCleanerId: order.cleanerId },
    });
  });
}

const STATUS_FUNCTIONS: Record<SettableStatus, typeof confirmOrder> = {
  confirmed: confirmOrder,
  // Staff may check a visit in for the cleaner (a cleaner without their phone); the state
  // machine allows it from "assigned" only.
  in_progress: checkIn,
  completed: markOrderCompleted,
};

/**
 * Moves the order to the status staff chose, when staffStatusDecision (the function behind the
 * order page's menu) allows it at `now` on the locked row; a completion it asks a reason for is
 * refused without one. What the reason explained is kept on the timeline and in the audit row.
 */
export async function setOrderStatusAsStaff(db: Database, actor: StaffOrderActor, orderId: string, body: StatusBody, now: Date = new Date()) {
  return actOnOrderWith(db, actor, orderId, statusBodySchema, body, now, async ({ status, note }, tx, order) => {
    const decision = staffStatusDecision(order, status, now);
    if (!decision.allowed) return failure("conflict", decision.refusal);
    if (decision.reason && !note) return failure("invalid", decision.reason, { fieldErrors: { note: decision.reason } });
    const facts = status === "completed" ? completionFacts(order, now) : {};
    return stepOf(await STATUS_FUNCTIONS[status](tx, orderId, actor, { note, now, eventData: facts }), { action: ORDER_AUDIT_ACTIONS.status, reason: note, details: facts });
  });
}

/** What made a staff completion need a reason, for the timeline's data and the audit row. */
function completionFacts(order: LockedOrder, now: Date): Record<string, boolean> {
  return { withoutCheckIn: order.status !== "in_progress", beforePlannedEnd: now.getTime() < order.endsAt.getTime() };
}

/** Cancels with the late rule of docs/product.md#orders: inside 24 hours the fee is recorded unless waived. */
export async function cancelOrderByStaff(db: Database, actor: StaffOrderActor, orderId: string, body: CancelBody, now: Date = new Date()) {
  return actOnOrderWith(db, actor, orderId, cancelBodySchema, body, now, async ({ reason, waiveFee }, tx) => {
    const result = await cancelOrderAsStaff(tx, orderId, actor, { reason, waiveFee, now });
    if (!result.ok) return result;
    return {
      outcome: { orderId, status: "cancelled" as const, lateCancellationFeeCents: result.lateCancellationFeeCents },
      audit: { action: ORDER_AUDIT_ACTIONS.cancel, reason, details: { lateCancellationFeeCents: result.lateCancellationFeeCents, waiveFee } },
    };
  });
}

/** A staff note on the timeline; the status stays whatever it is. */
export async function addOrderNote(db: Database, actor: StaffOrderActor, orderId: string, body: NoteBody, now: Date = new Date()) {
  return actOnOrderWith(db, actor, orderId, noteBodySchema, body, now, async ({ note }, tx, order) => {
    // Marked as staff-only: the customer's timeline should leave these out.
    await recordOrderEvent(tx, { orderId, type: "note", actorId: actor.id, note, data: { visibility: "staff" }, at: now });
    return { outcome: { orderId, status: order.status }, audit: { action: ORDER_AUDIT_ACTIONS.note, reason: note } };
  });
}

/**
 * Closes a flagged satisfaction poll once staff have offered the free re-clean, keeping the
 * photos of the visit they chose with it (checked before anything is written).
 */
export async function resolveFlaggedPoll(db: Database, actor: StaffOrderActor, orderId: string, body: z.input<typeof resolvePollBodySchema> = {}, now: Date = new Date()) {
  return actOnOrderWith(db, actor, orderId, resolvePollBodySchema, body, now, async ({ note, photoIds }, tx, order) => {
    const refusal = await checkFollowUpPhotos(tx, orderId, photoIds);
    if (refusal) return refusal;
    const resolved = await tx
      .update(satisfactionPolls)
      .set({ resolvedAt: now })
      .where(and(eq(satisfactionPolls.orderId, orderId), eq(satisfactionPolls.flagged, true), isNull(satisfactionPolls.resolvedAt)))
      .returning({ orderId: satisfactionPolls.orderId });
    if (resolved.length === 0) return failure("conflict", ORDER_ACTION_MESSAGES.pollNotFlagged);
    await keepFollowUpPhotos(tx, orderId, photoIds);
    return { outcome: { orderId, status: order.status }, audit: { action: ORDER_AUDIT_ACTIONS.resolvePoll, reason: note, details: { photoIds } } };
  });
}

/**
 * "Reviewed — send receipt" for a visit held after a short check-out (docs/payments.md, "A visit
 * held for review"): the held charge gets its first try (its receipt follows when it is paid),
 * the rating request goes out, and the review is on the staff timeline and in the audit log.
 * Once only: the row is locked and a visit not held, or already reviewed, is a 409.
 */
export async function reviewHeldVisit(db: Database, actor: StaffOrderActor, orderId: string, body: { note?: string | null; expectedVersion?: number } = {}, now: Date = new Date()) {
  return actOnOrderWith(db, actor, orderId, reviewBodySchema, body, now, async ({ note }, tx, order) => {
    const released = await tx
      .update(orders)
      .set({ reviewedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, "completed"), isNotNull(orders.reviewHeldAt), isNull(orders.reviewedAt)))
      .returning({ id: orders.id });
    if (released.length === 0) return failure("conflict", ORDER_ACTION_MESSAGES.notHeld);
    await releaseHeldCharge(tx, orderId, now);
    await schedulePoll(tx, orderId, now);
    await recordOrderEvent(tx, {
      orderId,
      type: "note",
      actorId: actor.id,
      note: `Reviewed: the charge, receipt and rating request are released.${note ? ` ${note}` : ""}`,
      data: { visibility: "staff", kind: "review" },
      at: now,
    });
    return { outcome: { orderId, status: order.status }, audit: { action: ORDER_AUDIT_ACTIONS.review, reason: note } };
  });
}
