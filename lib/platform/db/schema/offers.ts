import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { ownerUserId } from "./users";
import { createdAt, instant } from "./columns";

export const specialOffers = pgTable(
  "special_offers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    isPercentage: boolean("is_percentage").notNull(),
    /** Whole percent (1 to 100) when isPercentage, otherwise cents off. */
    discountValue: integer("discount_value").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    assignToNewAccounts: boolean("assign_to_new_accounts").notNull().default(false),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "special_offers_discount_check",
      sql`(${table.isPercentage} and ${table.discountValue} between 1 and 100) or (not ${table.isPercentage} and ${table.discountValue} > 0)`,
    ),
    check("special_offers_window_check", sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);

/** An offer given to one user. Single use: usedAt is set when an order applies it. */
export const userSpecialOffers = pgTable(
  "user_special_offers",
  {
    userId: ownerUserId(),
    specialOfferId: integer("special_offer_id")
      .notNull()
      .references(() => specialOffers.id, { onDelete: "cascade" }),
    assignedAt: instant("assigned_at").notNull().defaultNow(),
    usedAt: instant("used_at"),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.specialOfferId] }),
    index("user_special_offers_offer_idx").on(table.specialOfferId),
  ],
);

export type SpecialOfferRow = typeof specialOffers.$inferSelect;
