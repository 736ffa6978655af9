import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userRef } from "./users";
import { createdAt, instant, primaryId } from "./columns";

export const PAYMENT_PROVIDERS = ["stripe", "test"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const paymentProviderEnum = pgEnum("payment_provider", PAYMENT_PROVIDERS);

export const PAYMENT_STATUSES = ["pending", "paid", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);

export const PAYMENT_PURPOSES = ["gift_card"] as const;
export const paymentPurposeEnum = pgEnum("payment_purpose", PAYMENT_PURPOSES);

/**
 * One attempt to take money through a provider. It stays pending until the provider confirms
 * it; the move to paid is a conditional update (where status = 'pending'), so a confirmation
 * delivered twice acts once.
 */
export const payments = pgTable(
  "payments",
  {
    id: primaryId(),
    provider: paymentProviderEnum("provider").notNull(),
    /** The provider's id (a Stripe Checkout Session id); set once the checkout exists. */
    providerRef: text("provider_ref"),
    purpose: paymentPurposeEnum("purpose").notNull(),
    userId: userRef("user_id", "restrict").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: paymentStatusEnum("status").notNull().default("pending"),
    createdAt: createdAt(),
    paidAt: instant("paid_at"),
    failedAt: instant("failed_at"),
  },
  (table) => [
    uniqueIndex("payments_provider_ref_key").on(table.providerRef),
    index("payments_user_idx").on(table.userId, table.createdAt),
    check("payments_amount_check", sql`${table.amountCents} > 0`),
  ],
);

/** Webhook events already acted on, so a replayed or doubled delivery does nothing the second time. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  provider: paymentProviderEnum("provider").notNull(),
  type: text("type").notNull(),
  processedAt: instant("processed_at").notNull().defaultNow(),
});

export const GIFT_CARD_STATUSES = ["pending_payment", "active", "void"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const giftCardStatusEnum = pgEnum("gift_card_status", GIFT_CARD_STATUSES);

/**
 * A gift card. The code is never stored in clear: `code_hash` (a keyed HMAC of the normalized
 * code) finds it, `code_encrypted` (AES-256-GCM) lets the delivery email and the owner's pages
 * show it. The card exists from the purchase on, unusable (pending_payment, balance 0) until
 * its payment is confirmed.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: primaryId(),
    codeHash: text("code_hash").notNull(),
    codeEncrypted: text("code_encrypted").notNull(),
    /** The last four characters of the code, to tell cards apart in lists. */
    last4: text("last4").notNull(),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    purchaserId: userRef("purchaser_id", "restrict").notNull(),
    recipientName: text("recipient_name").notNull(),
    /** Stored as typed; "sent to me" compares lower(recipient_email). */
    recipientEmail: text("recipient_email").notNull(),
    message: text("message"),
    /** The New York calendar day the recipient gets the card. */
    deliverOn: date("deliver_on", { mode: "string" }).notNull(),
    deliveredAt: instant("delivered_at"),
    receiptSentAt: instant("receipt_sent_at"),
    status: giftCardStatusEnum("status").notNull().default("pending_payment"),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    issuedAt: instant("issued_at"),
    voidedAt: instant("voided_at"),
    voidedBy: userRef("voided_by", "set null"),
    voidReason: text("void_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("gift_cards_code_hash_key").on(table.codeHash),
    uniqueIndex("gift_cards_payment_key").on(table.paymentId),
    index("gift_cards_purchaser_idx").on(table.purchaserId, table.createdAt),
    index("gift_cards_recipient_email_idx").on(sql`lower(${table.recipientEmail})`),
    index("gift_cards_status_created_idx").on(table.status, table.createdAt),
    check("gift_cards_initial_check", sql`${table.initialCents} between 2500 and 100000`),
    // The last line of defence for atomic redemption: no update can take a card below zero.
    check("gift_cards_balance_check", sql`${table.balanceCents} >= 0 and ${table.balanceCents} <= ${table.initialCents}`),
    check("gift_cards_void_check", sql`${table.status} <> 'void' or ${table.voidReason} is not null`),
  ],
);

export const GIFT_CARD_TRANSACTION_KINDS = ["issue", "redeem", "refund", "void"] as const;
export type GiftCardTransactionKind = (typeof GIFT_CARD_TRANSACTION_KINDS)[number];
export const giftCardTransactionKindEnum = pgEnum("gift_card_transaction_kind", GIFT_CARD_TRANSACTION_KINDS);

/**
 * The ledger of a card: its balance is always the sum of its rows. `order_id` has no foreign
 * key on purpose: the booking transaction may write the redemption in the same transaction as
 * the order, and orders.gift_card_id points the other way without one either.
 */
export const giftCardTransactions = pgTable(
  "gift_card_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    giftCardId: uuid("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    orderId: uuid("order_id"),
    kind: giftCardTransactionKindEnum("kind").notNull(),
    /** Signed: issue and refund add, redeem and void take away. */
    amountCents: integer("amount_cents").notNull(),
    actorId: userRef("actor_id", "set null"),
    createdAt: createdAt(),
  },
  (table) => [
    index("gift_card_transactions_card_idx").on(table.giftCardId, table.createdAt),
    index("gift_card_transactions_order_idx").on(table.orderId),
    check(
      "gift_card_transactions_sign_check",
      sql`(${table.kind} in ('issue', 'refund') and ${table.amountCents} > 0) or (${table.kind} = 'redeem' and ${table.amountCents} < 0) or (${table.kind} = 'void' and ${table.amountCents} <= 0)`,
    ),
  ],
);

export type GiftCardRow = typeof giftCards.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
