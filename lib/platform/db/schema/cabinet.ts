import { pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { userRef } from "./users";
import { instant } from "./columns";

/**
 * The checklist items a cleaner has ticked on a job, one row per item (its section and wording
 * as the key), so a reload or another phone shows the same progress. Unticking deletes the row.
 */
export const jobChecklistTicks = pgTable(
  "job_checklist_ticks",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    tickedBy: userRef("ticked_by", "cascade").notNull(),
    tickedAt: instant("ticked_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.itemKey] })],
);
