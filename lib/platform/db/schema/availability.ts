import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { boroughEnum } from "./orders";
import { userRef } from "./users";
import { instant, primaryId } from "./columns";
import type { JsonDocuments } from "./json-documents";

/**
 * When and where each cleaner works (docs/product.md#cleaners-availability): one row per cleaner
 * (or staff member who cleans). No row: they are never offered to customers, though staff may
 * still assign them by hand. The week is checked by `workingWeekSchema`
 * (lib/booking/availability/working-week.ts) whenever it is read or written.
 */
export const cleanerAvailability = pgTable("cleaner_availability", {
  cleanerId: userRef("cleaner_id", "cascade").primaryKey(),
  /** The boroughs they take visits in. */
  boroughs: boroughEnum("boroughs").array().notNull().default(sql`'{}'::borough[]`),
  /** Monday to Sunday: the New York wall-clock hours they work, or null for a day off. */
  workingWeek: jsonb("working_week").$type<JsonDocuments["workingWeek"]>().notNull(),
  updatedAt: instant("updated_at").notNull(),
  updatedBy: userRef("updated_by", "set null"),
});
export type CleanerAvailabilityRow = typeof cleanerAvailability.$inferSelect;

export const TIME_OFF_STATUSES = ["requested", "approved", "declined", "withdrawn"] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
export const timeOffStatusEnum = pgEnum("time_off_status", TIME_OFF_STATUSES);

/**
 * Days off a cleaner asked for in the cabinet, whole New York days from `first_day` to
 * `last_day`, both included. Only approved ones take the cleaner out of the offered slots.
 */
export const timeOff = pgTable(
  "time_off",
  {
    id: primaryId(),
    cleanerId: userRef("cleaner_id", "cascade").notNull(),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    /** The cleaner's reason, optional ("my sister's wedding in Puebla"). */
    note: text("note"),
    status: timeOffStatusEnum("status").notNull().default("requested"),
    requestedAt: instant("requested_at").notNull(),
    decidedAt: instant("decided_at"),
    decidedBy: userRef("decided_by", "set null"),
    /** What staff said when declining. */
    decisionNote: text("decision_note"),
  },
  (table) => [
    check("time_off_days_check", sql`${table.lastDay} >= ${table.firstDay}`),
    index("time_off_cleaner_days_idx").on(table.cleanerId, table.firstDay, table.lastDay),
    index("time_off_status_idx").on(table.status, table.firstDay),
  ],
);
export type TimeOffRow = typeof timeOff.$inferSelect;
