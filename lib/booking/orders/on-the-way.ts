import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { scheduleOnTheWayMail } from "../notifications";
import { catchFailure, failure, FailureError } from "@/lib/kernel/failure";
import { recordOrderEvent } from "./order-timeline";
import { lockOrder } from "./locked-order";
import { NOT_YOUR_JOB_MESSAGE, type Actor, type StatusResult } from "./status-actions";

/** The estimates a cleaner may give, in minutes: a New York trip between two visits. */
export const ON_THE_WAY_MIN_MINUTES = 10;
export const ON_THE_WAY_MAX_MINUTES = 90;

export const NOT_ON_THE_WAY_MESSAGE = "Only an assigned visit that has not started yet can be on the way.";

/**
 * The assigned cleaner set off for the visit, expecting to arrive in `etaMinutes`. The status
 * stays "assigned" (the state machine has no travelling state); the order keeps the time and
 * the estimate, the timeline gets an entry, and the customer is emailed the first time.
 * Tapping again revises the estimate on the customer's page without a second email.
 */
export function markOnTheWay(db: Database, orderId: string, actor: Actor, etaMinutes: number, options: { now?: Date } = {}): Promise<StatusResult> {
  const now = options.now ?? new Date();
  return catchFailure(() =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.cleanerId !== actor.id) throw new FailureError(failure("forbidden", NOT_YOUR_JOB_MESSAGE));
      if (order.status !== "assigned") throw new FailureError(failure("conflict", NOT_ON_THE_WAY_MESSAGE));
      if (!Number.isInteger(etaMinutes) || etaMinutes < ON_THE_WAY_MIN_MINUTES || etaMinutes > ON_THE_WAY_MAX_MINUTES) {
        throw new FailureError(failure("invalid", `Give an estimate from ${ON_THE_WAY_MIN_MINUTES} to ${ON_THE_WAY_MAX_MINUTES} minutes.`));
      }
      const first = order.onTheWayAt === null;
      await tx.update(orders).set({ onTheWayAt: now, onTheWayEtaMinutes: etaMinutes, updatedAt: now }).where(eq(orders.id, order.id));
      await recordOrderEvent(tx, { orderId: order.id, type: "on_the_way", actorId: actor.id, note: `About ${etaMinutes} minutes away`, data: { etaMinutes }, at: now });
      if (first) await scheduleOnTheWayMail(tx, order.id, actor.id, etaMinutes, now);
      return { ok: true as const, orderId: order.id, status: order.status };
    }),
  );
}
