import { orderEvents, type OrderEventType } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { publishOrderChange } from "./live-event";

export interface OrderEventInput {
  orderId: string;
  type: OrderEventType;
  /** Who did it; null for the system (a generated series visit). */
  actorId: string | null;
  note?: string | null;
  data?: Record<string, unknown>;
  /** The cleaner before this change, when it may have taken the job from them (they are told). */
  formerCleanerId?: string | null;
  /** When it happened: the clock of the change (docs/architecture.md, "Time is an input"). */
  at?: Date;
}

/**
 * One line of the order's timeline, written in the same transaction as the change itself, and
 * the live event that tells the order's customer, cleaner and staff (sent only on commit).
 * Call it after the order row has its new values: the event describes the order as it is now.
 */
export async function recordOrderEvent(tx: Transaction, event: OrderEventInput): Promise<number> {
  const [row] = await tx
    .insert(orderEvents)
    .values({ orderId: event.orderId, type: event.type, actorId: event.actorId, note: event.note ?? null, data: event.data ?? {}, createdAt: event.at })
    .returning({ id: orderEvents.id, at: orderEvents.createdAt });
  if (!row) throw new Error("the order event was not recorded");
  await publishOrderChange(tx, {
    orderId: event.orderId,
    eventId: row.id,
    type: event.type,
    actorId: event.actorId,
    note: event.note ?? null,
    data: event.data ?? {},
    formerCleanerId: event.formerCleanerId,
    at: row.at,
  });
  return row.id;
}
