import { z } from "zod";
import { ORDER_EVENT_TYPES, ORDER_STATUSES } from "@/lib/kernel/enums/orders";

/**
 * The payloads of live order events (docs/realtime.md), one per kind of receiver, in a module
 * with no server imports. The field lists are written once: the server checks every event
 * strictly against the schemas below before publishing (lib/platform/events/order-events.ts), and the
 * browser reads what arrives with a lenient reading of the same fields (strings and numbers
 * where the server checks ids, change types and integers; lib/web/realtime/client/order-event.ts),
 * so the two cannot drift apart.
 */

/** One timeline line as its receiver may read it. */
export const timelineEntryFields = { id: z.number(), type: z.string(), label: z.string(), at: z.string(), actorName: z.string(), note: z.string().nullable() };
export const onTheWayFields = { at: z.string(), etaMinutes: z.number() };

/** What every view of a change holds. */
export const commonFields = {
  orderId: z.string(),
  /** C-10021. */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** What happened: the timeline entry's type. */
  change: z.string(),
  /** The order's version after the change (staff pages send it back with their next action). */
  version: z.number(),
};

/** The customer's view beyond the common fields: the cleaner by first name, no staff notes. */
export const customerFields = { cleanerFirstName: z.string().nullable(), checkedInAt: z.string().nullable() };

/** Staff's view beyond the common fields. */
export const staffFields = { serviceName: z.string(), borough: z.string(), customerName: z.string(), cleanerName: z.string().nullable() };

const changeType = z.enum(ORDER_EVENT_TYPES);
const strictCommon = { ...commonFields, orderId: z.uuid(), change: changeType, version: z.number().int() };
const onTheWay = z.object({ ...onTheWayFields, etaMinutes: z.number().int() }).nullable();
const timelineEntry = z.object({ ...timelineEntryFields, id: z.number().int(), type: changeType });

/** The order's customer: no staff notes, no staff names beyond first name and initial, the cleaner by first name. */
export const customerOrderEventSchema = z.object({
  audience: z.literal("customer"),
  ...strictCommon,
  ...customerFields,
  onTheWay,
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
    ...strictCommon,
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
  ...strictCommon,
  ...staffFields,
  onTheWay,
  entry: timelineEntry,
});

export type CustomerOrderEvent = z.infer<typeof customerOrderEventSchema>;
export type CleanerOrderEvent = z.infer<typeof cleanerOrderEventSchema>;
export type StaffOrderEvent = z.infer<typeof staffOrderEventSchema>;
