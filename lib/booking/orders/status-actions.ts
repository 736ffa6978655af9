import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import type { Database } from "@/lib/platform/db";
import { orders, users, type OrderEventType, type OrderStatus } from "@/lib/platform/db/schema";
import { scheduleAssignedMail, scheduleConfirmedMail, schedulePoll } from "../notifications";
import { scheduleReviewRequest } from "../review-requests/schedule";
import { catchFailure, failure, FailureError, type Failure } from "@/lib/kernel/failure";
import type { Transaction } from "@/lib/platform/db/transaction";
import { recordOrderEvent } from "./order-timeline";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { assignmentProblem } from "../availability/assignment-check";
import { lockVisitPool } from "../capacity";
import { lockOrder, type OrderRow } from "./locked-order";
import { orderReactions } from "./order-reactions";
import { nextStatus, refusalMessage, type OrderAction } from "./status-machine";

/**
 * The staff and cleaner side of the order life cycle, for the admin panel and the cleaner
 * cabinet. Each function checks the transition against the state machine, changes the order
 * and writes its timeline event in one transaction with the order row locked; the routes
 * calling them check the caller's role first.
 */

export interface Actor {
  id: string;
  role: Role;
}

export interface StatusOptions {
  now?: Date;
  note?: string | null;
  /** More facts for the timeline event's data (why a completion needed a reason, say). */
  eventData?: Record<string, unknown>;
}

export type StatusResult = { ok: true; orderId: string; status: OrderStatus } | Failure;

export const NOT_YOUR_JOB_MESSAGE = "This job is not assigned to you.";
export const CLEANER_NOT_FOUND_MESSAGE = "Choose an active cleaner.";
export const CLEANER_BUSY_MESSAGE = "That cleaner already has a job at this time.";

async function transition(
  db: Database,
  orderId: string,
  action: OrderAction,
  event: OrderEventType,
  actor: Actor,
  options: StatusOptions,
  apply: (tx: Transaction, order: OrderRow, now: Date) => Promise<Partial<typeof orders.$inferInsert>>,
): Promise<StatusResult> {
  const now = options.now ?? new Date();
  return catchFailure(() =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const status = nextStatus(order.status, action);
      if (!status) throw new FailureError(failure("conflict", refusalMessage(order.status, action)));
      const changes = await apply(tx, order, now);
      await tx
        .update(orders)
        .set({ ...changes, status, updatedAt: now })
        .where(eq(orders.id, order.id));
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: event,
        actorId: actor.id,
        note: options.note ?? null,
        data: { ...options.eventData, from: order.status, to: status },
        formerCleanerId: order.cleanerId,
        at: now,
      });
      return { ok: true as const, orderId: order.id, status };
    }),
  );
}

/** A cleaner acts only on their own jobs; supervisors on any. */
function requireOwnJob(order: OrderRow, actor: Actor): void {
  if (!can(actor.role, "orders.manage") && order.cleanerId !== actor.id) throw new FailureError(failure("forbidden", NOT_YOUR_JOB_MESSAGE));
}

/** pending → confirmed; the customer is emailed. */
export function confirmOrder(db: Database, orderId: string, actor: Actor, options: StatusOptions = {}): Promise<StatusResult> {
  return transition(db, orderId, "confirm", "confirmed", actor, options, async (tx, order, now) => {
    await scheduleConfirmedMail(tx, order.id, now);
    return {};
  });
}

/** The lock class of per-cleaner locks (see capacity.ts for the booking-day class). */
const CLEANER_LOCK_CLASS = 0x43_4c; // "CL"

/**
 * Sets or changes the cleaner (pending or confirmed → assigned). The cleaner must be an active
 * account that may open the cleaner cabinet and have no other job overlapping this one, and a
 * cleaner on the schedule must also work the borough, be on shift and have time to travel
 * (docs/product.md#cleaners-availability). A per-cleaner lock keeps two staff from giving one
 * cleaner two jobs at once, and the visit's pool locks keep bookings from counting on the same
 * cleaner meanwhile. The customer is emailed the cleaner's first name.
 */
export function assignCleaner(db: Database, orderId: string, cleanerId: string, actor: Actor, options: StatusOptions = {}): Promise<StatusResult> {
  return transition(db, orderId, "assign", "assigned", actor, options, async (tx, order, now) => {
    const [cleaner] = await tx
      .select({ id: users.id, role: users.role, status: users.status, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, cleanerId));
    if (!cleaner || cleaner.status !== "active" || !can(cleaner.role, "cleanerCabinet.open")) {
      throw new FailureError(failure("invalid", CLEANER_NOT_FOUND_MESSAGE, { fieldErrors: { cleanerId: CLEANER_NOT_FOUND_MESSAGE } }));
    }
    await tx.execute(sql`select pg_advisory_xact_lock(${CLEANER_LOCK_CLASS}::int, hashtext(${cleanerId}))`);
    const clash = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.cleanerId, cleanerId),
          ne(orders.id, order.id),
          inArray(orders.status, ["assigned", "in_progress"]),
          lt(orders.startsAt, order.endsAt),
          gt(orders.endsAt, order.startsAt),
        ),
      )
      .limit(1);
    if (clash.length > 0) throw new FailureError(failure("conflict", CLEANER_BUSY_MESSAGE, { fieldErrors: { cleanerId: CLEANER_BUSY_MESSAGE } }));
    await lockVisitPool(tx, order.startsAt, order.endsAt, order.borough);
    const { travel } = await readBusinessSettings(tx);
    const unavailable = await assignmentProblem(tx, cleaner, { id: order.id, startsAt: order.startsAt, endsAt: order.endsAt, borough: order.borough }, travel);
    if (unavailable) throw new FailureError(failure("conflict", unavailable, { fieldErrors: { cleanerId: unavailable } }));
    await scheduleAssignedMail(tx, order.id, cleanerId, order.cleanerId, now);
    return { cleanerId };
  });
}

/** assigned → in progress: the cleaner arrived. */
export function checkIn(db: Database, orderId: string, actor: Actor, options: StatusOptions = {}): Promise<StatusResult> {
  return transition(db, orderId, "check_in", "checked_in", actor, options, async (_tx, order) => {
    requireOwnJob(order, actor);
    return {};
  });
}

export interface CheckOutOptions extends StatusOptions {
  /** Why the cleaner left before the planned end or with checklist items unticked (staff only). */
  reason?: string | null;
  /**
   * Under half the estimate on site: the charge is opened but not tried and the poll is not
   * sent until staff review the visit (docs/payments.md, "A visit held for review").
   */
  holdForReview?: boolean;
}

/** in progress → completed: the cleaner left; the satisfaction poll goes out and the card on file is charged (docs/payments.md). */
export function checkOut(db: Database, orderId: string, actor: Actor, options: CheckOutOptions = {}): Promise<StatusResult> {
  return transition(db, orderId, "check_out", "completed", actor, options, async (tx, order, now) => {
    requireOwnJob(order, actor);
    const hold = options.holdForReview === true;
    if (!hold) await schedulePoll(tx, order.id, now);
    // Every completed visit is asked for a review the next day, held or not, whatever its poll says (docs/product.md#review-requests).
    await scheduleReviewRequest(tx, order.id, now);
    // Payments opens the charge in this transaction (lib/booking/orders/order-reactions.ts).
    await orderReactions().visitCompleted(tx, order, now, { hold });
    return { checkOutReason: options.reason ?? null, reviewHeldAt: hold ? now : null };
  });
}

/** Staff mark a confirmed, assigned or in-progress visit completed; the poll goes out and the card is charged. */
export function markOrderCompleted(db: Database, orderId: string, actor: Actor, options: StatusOptions = {}): Promise<StatusResult> {
  return transition(db, orderId, "complete", "completed", actor, options, async (tx, order, now) => {
    await schedulePoll(tx, order.id, now);
    await scheduleReviewRequest(tx, order.id, now);
    await orderReactions().visitCompleted(tx, order, now, { hold: false });
    return {};
  });
}
