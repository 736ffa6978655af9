import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { userRef } from "./users";
import { orders } from "./orders";
import { createdAt, instant, primaryId } from "./columns";

/**
 * Referrals and account credit (docs/product.md, "Referrals and account credit").
 *
 * Each customer's personal link code, made the first time it is asked for. Eight characters
 * from an alphabet without look-alikes: about 10^12 codes, so a link cannot be guessed.
 */
export const referralCodes = pgTable(
  "referral_codes",
  {
    userId: userRef("user_id", "cascade").primaryKey(),
    code: text("code").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("referral_codes_code_key").on(table.code)],
);

export const REFERRAL_STATUSES = ["pending", "rewarded", "refused", "reversed"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const referralStatusEnum = pgEnum("referral_status", REFERRAL_STATUSES);

/**
 * A friend who booked through a customer's link. One per friend (the unique index is the "one
 * reward per new customer" rule); `order_id` is the first visit the welcome discount went to,
 * whose completion and payment earn the referrer's credit.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: primaryId(),
    referrerId: userRef("referrer_id", "cascade").notNull(),
    friendId: userRef("friend_id", "cascade").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    welcomeCents: integer("welcome_cents").notNull(),
    status: referralStatusEnum("status").notNull().default("pending"),
    /** Why no reward was given, or why staff reversed it. */
    reason: text("reason"),
    createdAt: createdAt(),
    settledAt: instant("settled_at"),
  },
  (table) => [
    uniqueIndex("referrals_friend_key").on(table.friendId),
    index("referrals_referrer_idx").on(table.referrerId, table.settledAt),
    uniqueIndex("referrals_order_key").on(table.orderId),
    check("referrals_welcome_check", sql`${table.welcomeCents} >= 0`),
  ],
);

export const CREDIT_ENTRY_KINDS = ["earned", "spent", "expired", "adjusted"] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];
export const creditEntryKindEnum = pgEnum("credit_entry_kind", CREDIT_ENTRY_KINDS);

/**
 * The account credit ledger: the balance is the sum of a customer's entries, never a stored
 * figure. Earned and positive adjustments add; spent, expired and negative adjustments take.
 * A staff adjustment always carries its reason.
 */
export const accountCreditEntries = pgTable(
  "account_credit_entries",
  {
    id: primaryId(),
    userId: userRef("user_id", "cascade").notNull(),
    kind: creditEntryKindEnum("kind").notNull(),
    /** Signed cents: what this entry does to the balance. */
    amountCents: integer("amount_cents").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    referralId: uuid("referral_id").references(() => referrals.id, { onDelete: "set null" }),
    reason: text("reason"),
    actorId: userRef("actor_id", "set null"),
    /** An expired entry: the earned entry whose unspent rest it took (lib/account-credit/expiry.ts). */
    expiresEntryId: uuid("expires_entry_id").references((): AnyPgColumn => accountCreditEntries.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("account_credit_entries_user_idx").on(table.userId, table.createdAt),
    // One spend per order, one reward per referral: a retried step cannot write twice.
    uniqueIndex("account_credit_entries_spent_order_key").on(table.orderId).where(sql`${table.kind} = 'spent'`),
    uniqueIndex("account_credit_entries_earned_referral_key").on(table.referralId).where(sql`${table.kind} = 'earned'`),
    // One expiry per earned entry: a second run of the daily job (or two hosts) expires once.
    uniqueIndex("account_credit_entries_expired_entry_key").on(table.expiresEntryId).where(sql`${table.kind} = 'expired'`),
    check(
      "account_credit_entries_sign_check",
      sql`(${table.kind} = 'earned' and ${table.amountCents} > 0) or (${table.kind} in ('spent', 'expired') and ${table.amountCents} < 0) or (${table.kind} = 'adjusted' and ${table.amountCents} <> 0 and ${table.reason} is not null)`,
    ),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
