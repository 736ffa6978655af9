/**
 * Live order events as the browser reads them (docs/realtime.md). The fields are the server's
 * (lib/platform/events/order-event-schema.ts); the reading is lenient: plain strings and numbers where
 * the server checks ids, change types and integers, and anything else in the payload kept as
 * it came.
 */
import { z } from "zod";
import { commonFields, customerFields, onTheWayFields, staffFields, timelineEntryFields } from "@/lib/platform/events/order-event-schema";

const entry = z.looseObject(timelineEntryFields);
const onTheWay = z.looseObject(onTheWayFields).nullable();

const customerEvent = z.looseObject({ audience: z.literal("customer"), ...commonFields, ...customerFields, onTheWay, entry: entry.nullable() });
/** The assigned cleaner's view carries the job as the cabinet shows it; a cleaner taken off learns only that. */
const assignedCleanerEvent = z.looseObject({ audience: z.literal("cleaner"), assigned: z.literal(true), ...commonFields, onTheWay });
const formerCleanerEvent = z.looseObject({ audience: z.literal("cleaner"), assigned: z.literal(false), orderId: z.string(), number: z.string(), change: z.string() });
const staffEvent = z.looseObject({ audience: z.literal("staff"), ...commonFields, ...staffFields, onTheWay, entry });

const liveOrderEvent = z.union([customerEvent, assignedCleanerEvent, formerCleanerEvent, staffEvent]);

export type LiveOrderEvent = z.infer<typeof liveOrderEvent>;

export function parseLiveOrderEvent(payload: unknown): LiveOrderEvent | null {
  const parsed = liveOrderEvent.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
