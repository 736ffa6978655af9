import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, primaryId } from "./columns";

export const UNFINISHED_QUOTE_STATUSES = ["pending", "sent", "booked", "unsubscribed", "replaced"] as const;
export const unfinishedQuoteStatusEnum = pgEnum("unfinished_quote_status", UNFINISHED_QUOTE_STATUSES);

/**
 * Quotes a visitor asked us to email and then left unbooked (docs/product.md#unfinished-bookings).
 * `answers` is the checked quote request (validated again on read); `quote_cents` the total the
 * server priced. One pending quote per email: saving new answers replaces it (`replaced`), the
 * same answers again find it (`answers_hash`). The link's token is kept only as its hash.
 */
export const unfinishedQuotes = pgTable(
  "unfinished_quotes",
  {
    id: primaryId(),
    email: text("email").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    answersHash: text("answers_hash").notNull(),
    quoteCents: integer("quote_cents").notNull(),
    serviceName: text("service_name").notNull(),
    locale: text("locale").notNull().default("en"),
    tokenHash: text("token_hash").notNull(),
    status: unfinishedQuoteStatusEnum("status").notNull().default("pending"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
  },
  (table) => [
    uniqueIndex("unfinished_quotes_token_key").on(table.tokenHash),
    // At most one pending quote an email: two saves at once cannot both stay pending.
    uniqueIndex("unfinished_quotes_pending_email_key").on(table.email).where(sql`${table.status} = 'pending'`),
    index("unfinished_quotes_status_created_idx").on(table.status, table.createdAt),
    // The owner's funnel counts saves and emails by when they happened (lib/admin/insights).
    index("unfinished_quotes_created_idx").on(table.createdAt),
    index("unfinished_quotes_sent_idx").on(table.sentAt),
  ],
);

/**
 * How many booking wizards got their first price, a counter a New York day
 * (docs/product.md, "The owner's charts"): the top of the booking funnel. A count only, with
 * nothing about who: the wizard reports it once per browser tab, so a reload in a new tab counts
 * again and a visitor without JavaScript is not counted.
 */
export const quoteStarts = pgTable("quote_starts", {
  day: date("day", { mode: "string" }).primaryKey(),
  starts: integer("starts").notNull().default(0),
});
