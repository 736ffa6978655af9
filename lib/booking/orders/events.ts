import { orderEvents, type OrderEventType } from "@/lib/db/schema";
import type { Transaction } from "@/lib/db/transaction";

export interface OrderEventInput {
  orderId: string;
  type: OrderEventType;
  /** Who did it; null for the system (a generated series visit). */
  actorId: string | null;
  note?: string | null;
  data?: Record<string, unknown>;
}

/** One line of the order's timeline, written in the same transaction as the change itself. */
export async function recordOrderEvent(tx: Transaction, event: OrderEventInput): Promise<number> {
  const [row] = await tx
    .insert(orderEvents)
    .values({ orderId: event.orderId, type: event.type, actorId: event.actorId, note: event.note ?? null, data: event.data ?? {} })
    .returning({ id: orderEvents.id });
  if (!row) throw new Error("the order event was not recorded");
  return row.id;
}
