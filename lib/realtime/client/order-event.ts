/**
 * Live order events as the browser reads them (docs/realtime.md). The server's schema lives in
 * lib/events/order-events.ts with the database code; this is the client's own, lenient reading:
 * only the fields pages use, checked with zod, and anything else about the payload ignored.
 */
import { z } from "zod";
import { ORDER_STATUSES } from "@/lib/enums/orders";

const entry = z.looseObject({ id: z.number(), type: z.string(), label: z.string(), at: z.string(), actorName: z.string(), note: z.string().nullable() });
const onTheWay = z.looseObject({ at: z.string(), etaMinutes: z.number() }).nullable();
const common = {
  orderId: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  change: z.string(),
  version: z.number(),
};

const customerEvent = z.looseObject({
  audience: z.literal("customer"),
  ...common,
  cleanerFirstName: z.string().nullable(),
  onTheWay,
  checkedInAt: z.string().nullable(),
  entry: entry.nullable(),
});
/** The assigned cleaner's view carries the job as the cabinet shows it; a cleaner taken off learns only that. */
const assignedCleanerEvent = z.looseObject({ audience: z.literal("cleaner"), assigned: z.literal(true), ...common, onTheWay });
const formerCleanerEvent = z.looseObject({ audience: z.literal("cleaner"), assigned: z.literal(false), orderId: z.string(), number: z.string(), change: z.string() });
const staffEvent = z.looseObject({
  audience: z.literal("staff"),
  ...common,
  serviceName: z.string(),
  borough: z.string(),
  customerName: z.string(),
  cleanerName: z.string().nullable(),
  onTheWay,
  entry,
});

const liveOrderEvent = z.union([customerEvent, assignedCleanerEvent, formerCleanerEvent, staffEvent]);

export type LiveOrderEvent = z.infer<typeof liveOrderEvent>;
export type CustomerLiveOrderEvent = z.infer<typeof customerEvent>;
export type StaffLiveOrderEvent = z.infer<typeof staffEvent>;

export function parseLiveOrderEvent(payload: unknown): LiveOrderEvent | null {
  const parsed = liveOrderEvent.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
