import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { boroughEnum } from "./orders";
import { userRef } from "./users";
import { createdAt, instant, primaryId } from "./columns";

export const WAITLIST_ENTRY_STATUSES = ["waiting", "offered", "booked", "expired", "left"] as const;
export const waitlistEntryStatusEnum = pgEnum("waitlist_entry_status", WAITLIST_ENTRY_STATUSES);

export const WAITLIST_HOLD_STATUSES = ["active", "booked", "expired", "released"] as const;
export const waitlistHoldStatusEnum = pgEnum("waitlist_hold_status", WAITLIST_HOLD_STATUSES);

/**
 * People waiting for a full day or time (docs/product.md#waitlist): a customer (customer_id) or
 * a visitor (email and name only), the visit's length, where, the New York date and the start
 * hours they accept (from_hour..to_hour, both inclusive: a morning is 8..11). First come, first
 * offered: `created_at` orders them. The leave link's token is kept only as its hash.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: primaryId(),
    customerId: userRef("customer_id", "cascade"),
    email: text("email").notNull(),
    name: text("name").notNull(),
    locale: text("locale").notNull().default("en"),
    serviceSlug: text("service_slug").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    zip: text("zip").notNull(),
    borough: boroughEnum("borough").notNull(),
    /** YYYY-MM-DD, a New York date. */
    date: text("date").notNull(),
    fromHour: integer("from_hour").notNull(),
    toHour: integer("to_hour").notNull(),
    status: waitlistEntryStatusEnum("status").notNull().default("waiting"),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("waitlist_entries_token_key").on(table.tokenHash),
    index("waitlist_entries_status_date_idx").on(table.status, table.date, table.createdAt),
    check("waitlist_entries_hours_check", sql`${table.fromHour} between 0 and 23 and ${table.toHour} between ${table.fromHour} and 23`),
    check("waitlist_entries_duration_check", sql`${table.durationMinutes} > 0`),
  ],
);

/**
 * A freed time kept for one waiting entry until `expires_at`: it counts as a busy visit for
 * everyone but its holder (lib/waitlist/holds.ts). At most one active hold an entry.
 */
export const waitlistHolds = pgTable(
  "waitlist_holds",
  {
    id: primaryId(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    status: waitlistHoldStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("waitlist_holds_active_entry_key").on(table.entryId).where(sql`${table.status} = 'active'`),
    index("waitlist_holds_active_idx").on(table.status, table.startsAt),
  ],
);
