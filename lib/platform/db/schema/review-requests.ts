import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { userRef } from "./users";
import { instant, primaryId } from "./columns";

/**
 * The Google review requests sent after completed visits (docs/product.md#review-requests): at
 * most one a customer in 90 days, decided under a lock on the customer when the request goes
 * out, and one per visit at most (`order_id` unique). The link in the email (and the text) is a
 * random token of which only the hash is kept; a click counts here, then goes on to Google.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: primaryId(),
    customerId: userRef("customer_id", "cascade").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The email's link; a retried email replaces it. */
    tokenHash: text("token_hash").notNull(),
    /** The text's link, kept apart so both work whichever went last. */
    textTokenHash: text("text_token_hash"),
    sentAt: instant("sent_at").notNull(),
    firstClickedAt: instant("first_clicked_at"),
    clickCount: integer("click_count").notNull().default(0),
  },
  (table) => [
    uniqueIndex("review_requests_order_key").on(table.orderId),
    uniqueIndex("review_requests_token_key").on(table.tokenHash),
    uniqueIndex("review_requests_text_token_key").on(table.textTokenHash),
    // The 90-day check reads a customer's latest request.
    index("review_requests_customer_idx").on(table.customerId, table.sentAt),
  ],
);
