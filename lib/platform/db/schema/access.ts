import { bigint, index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { userRef } from "./users";
import { instant } from "./columns";

/**
 * Every time an assigned cleaner opened an order's lockbox and alarm codes: who and when, written
 * in the transaction that opened them (docs/security.md, "Access codes at rest"). Never updated.
 */
export const accessCodeViews = pgTable(
  "access_code_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    viewerId: userRef("viewer_id", "set null"),
    viewedAt: instant("viewed_at").notNull(),
  },
  (table) => [index("access_code_views_order_idx").on(table.orderId, table.viewedAt)],
);

export const KEY_CUSTODY_EVENTS = ["office_received", "handed_to_cleaner", "returned_to_office", "returned_to_customer"] as const;
export const keyCustodyEventEnum = pgEnum("key_custody_event", KEY_CUSTODY_EVENTS);

/**
 * Who holds a customer's keys, as a log: the office received them, handed them to a cleaner, got
 * them back, returned them to the customer (docs/product.md, "Access details and keys"). The
 * newest row says the current holder. Kept per customer, since the keys outlive one visit; the
 * order a step was made from is kept for the record.
 */
export const keyCustodyEvents = pgTable(
  "key_custody_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: userRef("customer_id", "cascade").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    event: keyCustodyEventEnum("event").notNull(),
    /** The cleaner who holds the keys after a hand-over; null for the office and the customer. */
    cleanerId: userRef("cleaner_id", "set null"),
    actorId: userRef("actor_id", "set null"),
    note: text("note"),
    at: instant("at").notNull(),
  },
  (table) => [index("key_custody_events_customer_idx").on(table.customerId, table.id)],
);
