import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db";
import { ORDER_EVENT_TYPES, ORDER_STATUSES } from "@/lib/db/schema/orders";

/**
 * Live order events (docs/realtime.md): one notification per order change, published inside
 * the transaction that made the change, on a channel of its own beside the account events (whose
 * four SPEC targets stay exactly as they are). The envelope carries one payload per receiver,
 * each cut to what that receiver may see, so a hub only routes and never decides visibility.
 */
export const ORDER_EVENTS_CHANNEL = "order_events";

/** The client method every order event invokes; the payload's `audience` says which view it is. */
export const ORDER_UPDATED_TARGET = "OrderUpdated";

const status = z.enum(ORDER_STATUSES);
const changeType = z.enum(ORDER_EVENT_TYPES);

const onTheWay = z.object({ at: z.string(), etaMinutes: z.number().int() }).nullable();

/** One timeline line as its receiver may read it. */
const timelineEntry = z.object({ id: z.number().int(), type: changeType, label: z.string(), at: z.string(), actorName: z.string(), note: z.string().nullable() });

const common = {
  orderId: z.uuid(),
  /** C-10021. */
  number: z.string(),
  status,
  statusLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** What happened: the timeline entry's type. */
  change: changeType,
  /** The order's version after the change (staff pages send it back with their next action). */
  version: z.number().int(),
};

/** The order's customer: no staff notes, no staff names beyond first name and initial, the cleaner by first name. */
export const customerOrderEventSchema = z.object({
  audience: z.literal("customer"),
  ...common,
  cleanerFirstName: z.string().nullable(),
  onTheWay,
  checkedInAt: z.string().nullable(),
  /** The new timeline line; null when it is one the customer does not see (a staff note). */
  entry: timelineEntry.nullable(),
});

/**
 * A cleaner. The assigned one gets what the cabinet shows (address, customer's first name and
 * phone, their own "on my way" estimate, so another tab or device shows it at once); a cleaner
 * the job was just taken from learns only that it is no longer theirs.
 */
export const cleanerOrderEventSchema = z.discriminatedUnion("assigned", [
  z.object({
    audience: z.literal("cleaner"),
    assigned: z.literal(true),
    ...common,
    serviceName: z.string(),
    address: z.string(),
    customerFirstName: z.string(),
    customerPhone: z.string(),
    onTheWay,
  }),
  z.object({ audience: z.literal("cleaner"), assigned: z.literal(false), orderId: z.uuid(), number: z.string(), change: changeType }),
]);

/** Staff (Admin, Moderator, SuperAdmin): the whole picture, staff notes included. */
export const staffOrderEventSchema = z.object({
  audience: z.literal("staff"),
  ...common,
  serviceName: z.string(),
  borough: z.string(),
  customerName: z.string(),
  cleanerName: z.string().nullable(),
  onTheWay,
  entry: timelineEntry,
});

export type CustomerOrderEvent = z.infer<typeof customerOrderEventSchema>;
export type CleanerOrderEvent = z.infer<typeof cleanerOrderEventSchema>;
export type StaffOrderEvent = z.infer<typeof staffOrderEventSchema>;

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
