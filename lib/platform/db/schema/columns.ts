import { timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Column builders every table repeats, written once. Each call makes a new column, as Drizzle
 * needs; the SQL is what the tables spelled out before (`drizzle-kit generate` finds no change).
 */

/** The generated primary key. */
export const primaryId = () => uuid("id").primaryKey().defaultRandom();

/** A moment, always stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** When the row was made and last changed (Drizzle sets `updated_at` on every update it runs). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
