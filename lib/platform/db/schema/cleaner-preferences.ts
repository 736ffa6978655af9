import { index, pgEnum, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { userRef } from "./users";
import { instant, primaryId } from "./columns";

export const CLEANER_PREFERENCE_KINDS = ["preferred", "blocked"] as const;
export type CleanerPreferenceKind = (typeof CLEANER_PREFERENCE_KINDS)[number];
/** Who set the row: the customer (a preference, or a block of their own), a low poll answer, or staff. */
export const CLEANER_PREFERENCE_SOURCES = ["customer", "poll", "staff"] as const;
export type CleanerPreferenceSource = (typeof CLEANER_PREFERENCE_SOURCES)[number];

export const cleanerPreferenceKindEnum = pgEnum("cleaner_preference_kind", CLEANER_PREFERENCE_KINDS);
export const cleanerPreferenceSourceEnum = pgEnum("cleaner_preference_source", CLEANER_PREFERENCE_SOURCES);

/**
 * Preferred and blocked cleaners (docs/product.md#preferred-and-blocked-cleaners): one row per
 * (customer, cleaner). A block staff undo stays as a row with `undone_at` set, so the poll that
 * made it (`order_id`) does not block again; a later low poll (another order) may.
 */
export const cleanerPreferences = pgTable(
  "cleaner_preferences",
  {
    id: primaryId(),
    customerId: userRef("customer_id", "cascade").notNull(),
    cleanerId: userRef("cleaner_id", "cascade").notNull(),
    kind: cleanerPreferenceKindEnum("kind").notNull(),
    setBy: cleanerPreferenceSourceEnum("set_by").notNull(),
    /** The person who set it: the customer, the staff member; null for a poll's block. */
    setByUserId: userRef("set_by_user_id", "set null"),
    /** The visit whose poll answer made a poll block. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull(),
    undoneAt: instant("undone_at"),
    undoneByUserId: userRef("undone_by_user_id", "set null"),
  },
  (table) => [
    uniqueIndex("cleaner_preferences_pair_key").on(table.customerId, table.cleanerId),
    // A cleaner's "never send to" list on the admin user page.
    index("cleaner_preferences_cleaner_idx").on(table.cleanerId),
  ],
);
export type CleanerPreferenceRow = typeof cleanerPreferences.$inferSelect;
