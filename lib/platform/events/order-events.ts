import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { cleanerOrderEventSchema, customerOrderEventSchema, staffOrderEventSchema } from "./order-event-schema";

export type { CleanerOrderEvent, CustomerOrderEvent, StaffOrderEvent } from "./order-event-schema";

/**
 * Live order events (docs/realtime.md): one notification per order change, published inside
 * the transaction that made the change, on a channel of its own beside the account events (whose
 * four SPEC targets stay exactly as they are). The envelope carries one payload per receiver,
 * each cut to what that receiver may see, so a hub only routes and never decides visibility.
 */
export const ORDER_EVENTS_CHANNEL = "order_events";

/** The client method every order event invokes; the payload's `audience` says which view it is. */
export const ORDER_UPDATED_TARGET = "OrderUpdated";

export const orderEventEnvelopeSchema = z.object({
  orderId: z.uuid(),
  /** Each user's own view, by user id (the customer, the assigned cleaner, a cleaner taken off). */
  toUsers: z.array(z.object({ userId: z.uuid(), payload: z.union([customerOrderEventSchema, cleanerOrderEventSchema]) })),
  /** Every staff connection's view. */
  toStaff: staffOrderEventSchema,
  /** When the publisher sent it (epoch ms), for the delivery-lag metric and the benchmark. */
  publishedAt: z.number().int().nonnegative().optional(),
});

export type OrderEventEnvelope = z.infer<typeof orderEventEnvelopeSchema>;

/**
 * Publishes one order change to its receivers on every host. Call it inside the transaction
 * that changed the order: the notification is sent only if that transaction commits.
 */
export async function publishOrderEvent(db: Database, envelope: OrderEventEnvelope): Promise<void> {
  const payload = JSON.stringify(orderEventEnvelopeSchema.parse({ ...envelope, publishedAt: Date.now() }));
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${payload})`);
}
