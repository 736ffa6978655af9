/**
 * The order statuses, in a module with no dependencies: the database enum (lib/db/schema/orders.ts)
 * is built from them, and live order pages read a status from an event in the browser without
 * pulling the schema, and Drizzle with it, into a client chunk.
 */
export const ORDER_STATUSES = ["pending", "confirmed", "assigned", "in_progress", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
