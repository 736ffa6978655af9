/**
 * The order statuses, in a module with no dependencies: the database enum (lib/platform/db/schema/orders.ts)
 * is built from them, and live order pages read a status from an event in the browser without
 * pulling the schema, and Drizzle with it, into a client chunk.
 */
export const ORDER_STATUSES = ["pending", "confirmed", "assigned", "in_progress", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The kinds of change on an order's timeline; live order events carry one as their `change`. */
export const ORDER_EVENT_TYPES = [
  "created",
  "confirmed",
  "assigned",
  "checked_in",
  "completed",
  "cancelled",
  "rescheduled",
  "edited",
  "status_changed",
  "note",
  "payment",
  "on_the_way",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
