import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { paymentProviderEnum } from "./gift-cards";
import { orders } from "./orders";
import { userRef, users } from "./users";
import { createdAt, instant, primaryId, timestamps } from "./columns";

/**
 * Getting paid for visits (docs/payments.md): a customer's billing profile and saved cards, the
 * money taken or owed per order, each try at taking it, and the hosted checkouts (save a card,
 * or pay one order) a customer was sent to. Amounts are integer cents everywhere.
 */

export const BILLING_MODES = ["card", "invoice"] as const;
export type BillingMode = (typeof BILLING_MODES)[number];
export const billingModeEnum = pgEnum("billing_mode", BILLING_MODES);

/**
 * One row per customer who has one: the provider's customer object (created on the first saved
 * card) and how they pay. Staff mark office clients "invoice": they book without a card and are
 * never charged automatically.
 */
export const billingProfiles = pgTable("billing_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  billingMode: billingModeEnum("billing_mode").notNull().default("card"),
  /** The company name an invoice is made out to (office clients). */
  invoiceCompany: text("invoice_company"),
  provider: paymentProviderEnum("provider"),
  /** The provider's customer id (Stripe `cus_…`, test mode `tcus_…`), set once. */
  providerCustomerRef: text("provider_customer_ref"),
  updatedBy: userRef("updated_by", "set null"),
  ...timestamps(),
}, (table) => [uniqueIndex("billing_profiles_customer_ref_key").on(table.provider, table.providerCustomerRef)]);

/**
 * A card saved with the provider (never its number: only what the customer needs to recognise
 * it). Removing a card keeps the row (old payments point at it) with `removed_at` set; at most
 * one live card per customer is the default.
 */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: primaryId(),
    userId: userRef("user_id", "cascade").notNull(),
    provider: paymentProviderEnum("provider").notNull(),
    /** The provider's payment method id (Stripe `pm_…`, test mode `tpm_…`). */
    providerRef: text("provider_ref").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    removedAt: instant("removed_at"),
  },
  (table) => [
    uniqueIndex("payment_methods_provider_ref_key").on(table.provider, table.providerRef),
    index("payment_methods_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("payment_methods_one_default_key").on(table.userId).where(sql`${table.isDefault} and ${table.removedAt} is null`),
    check("payment_methods_exp_check", sql`${table.expMonth} between 1 and 12 and ${table.expYear} between 2000 and 2100`),
    check("payment_methods_last4_check", sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** charge: the visit's price after gift card and offer; fee: a late cancellation; tip; refund: money given back. */
export const ORDER_PAYMENT_KINDS = ["charge", "fee", "tip", "refund"] as const;
export type OrderPaymentKind = (typeof ORDER_PAYMENT_KINDS)[number];
export const orderPaymentKindEnum = pgEnum("order_payment_kind", ORDER_PAYMENT_KINDS);

/**
 * pending: owed, no try under way; processing: a try is with the provider; succeeded: paid by
 * card; failed: the last try was declined or needs the customer (it is on the attention list
 * until paid, retried, marked paid or written off); paid_offline: staff recorded cash or check;
 * written_off: staff gave up on it; cancelled: no longer owed.
 */
export const ORDER_PAYMENT_STATUSES = ["pending", "processing", "succeeded", "failed", "paid_offline", "written_off", "cancelled"] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export const orderPaymentStatusEnum = pgEnum("order_payment_status", ORDER_PAYMENT_STATUSES);

/**
 * Money for one order: one row per charge, fee, tip or refund. Each try at a charge is
 * `attempt` n with the idempotency key `order-payment:{id}:{n}`, so the provider makes one
 * PaymentIntent per try however often the try is repeated. Moves between statuses are
 * conditional updates on (status, attempt).
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: primaryId(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    customerId: userRef("customer_id", "restrict").notNull(),
    kind: orderPaymentKindEnum("kind").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: orderPaymentStatusEnum("status").notNull().default("pending"),
    provider: paymentProviderEnum("provider"),
    /** The card of the latest try. */
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    /** The provider's PaymentIntent of the latest try (or of the Checkout the customer paid through). */
    providerPaymentRef: text("provider_payment_ref"),
    /** Tries made so far; the next one is attempt + 1. */
    attempt: integer("attempt").notNull().default(0),
    /** The idempotency key of the latest try. */
    idempotencyKey: text("idempotency_key"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    nextRetryAt: instant("next_retry_at"),
    /** A tip's cleaner: the one assigned when the visit was completed (docs/payments.md#tips). */
    cleanerId: userRef("cleaner_id", "set null"),
    /** A refund points at the payment it gives money back from. */
    refundOfId: uuid("refund_of_id").references((): AnyPgColumn => orderPayments.id, { onDelete: "restrict" }),
    /** Why: a refund's reason, staff's note when marking paid offline or writing off. */
    note: text("note"),
    settledAt: instant("settled_at"),
    settledBy: userRef("settled_by", "set null"),
    ...timestamps(),
  },
  (table) => [
    index("order_payments_order_idx").on(table.orderId, table.createdAt),
    index("order_payments_customer_idx").on(table.customerId, table.createdAt),
    index("order_payments_status_idx").on(table.status, table.createdAt),
    uniqueIndex("order_payments_provider_payment_ref_key").on(table.providerPaymentRef),
    // One visit charge and one late-cancellation fee per order, however often completion runs.
    uniqueIndex("order_payments_one_charge_key").on(table.orderId, table.kind).where(sql`${table.kind} in ('charge', 'fee')`),
    // One live tip per order: a second try at tipping is refused, never charged. A tip the card
    // declined is cancelled and never chased, so it no longer counts: the customer may tip anew.
    uniqueIndex("order_payments_one_tip_key").on(table.orderId).where(sql`${table.kind} = 'tip' and ${table.status} <> 'cancelled'`),
    index("order_payments_cleaner_idx").on(table.cleanerId, table.createdAt).where(sql`${table.cleanerId} is not null`),
    check("order_payments_amount_check", sql`${table.amountCents} > 0`),
    check("order_payments_attempt_check", sql`${table.attempt} >= 0`),
    check("order_payments_refund_check", sql`(${table.kind} = 'refund') = (${table.refundOfId} is not null)`),
  ],
);

export const PAYMENT_ATTEMPT_OUTCOMES = ["succeeded", "declined", "authentication_required", "no_card", "error", "paid_offline", "written_off"] as const;
export type PaymentAttemptOutcome = (typeof PAYMENT_ATTEMPT_OUTCOMES)[number];
export const paymentAttemptOutcomeEnum = pgEnum("payment_attempt_outcome", PAYMENT_ATTEMPT_OUTCOMES);

export const PAYMENT_ATTEMPT_SOURCES = ["job", "staff", "customer", "webhook"] as const;
export type PaymentAttemptSource = (typeof PAYMENT_ATTEMPT_SOURCES)[number];
export const paymentAttemptSourceEnum = pgEnum("payment_attempt_source", PAYMENT_ATTEMPT_SOURCES);

/** The payment's own timeline: every try and every staff decision, with what the provider said. */
export const orderPaymentAttempts = pgTable(
  "order_payment_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderPaymentId: uuid("order_payment_id")
      .notNull()
      .references(() => orderPayments.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    outcome: paymentAttemptOutcomeEnum("outcome").notNull(),
    source: paymentAttemptSourceEnum("source").notNull(),
    amountCents: integer("amount_cents").notNull(),
    idempotencyKey: text("idempotency_key"),
    providerPaymentRef: text("provider_payment_ref"),
    failureCode: text("failure_code"),
    message: text("message"),
    actorId: userRef("actor_id", "set null"),
    createdAt: createdAt(),
  },
  (table) => [
    index("order_payment_attempts_payment_idx").on(table.orderPaymentId, table.createdAt),
    // A try's outcome is written once, however many workers or webhooks report it.
    uniqueIndex("order_payment_attempts_try_key").on(table.orderPaymentId, table.attempt, table.outcome),
  ],
);

export const CARD_CHECKOUT_MODES = ["setup", "payment"] as const;
export type CardCheckoutMode = (typeof CARD_CHECKOUT_MODES)[number];
export const cardCheckoutModeEnum = pgEnum("card_checkout_mode", CARD_CHECKOUT_MODES);

export const CARD_CHECKOUT_STATUSES = ["open", "complete", "expired"] as const;
export type CardCheckoutStatus = (typeof CARD_CHECKOUT_STATUSES)[number];
export const cardCheckoutStatusEnum = pgEnum("card_checkout_status", CARD_CHECKOUT_STATUSES);

/**
 * A hosted checkout a customer was sent to: "setup" saves a card, "payment" pays one order
 * payment (and saves the card for next time). Its completion is applied once, whether the
 * customer's return or the provider's webhook reports it first.
 */
export const cardCheckouts = pgTable(
  "card_checkouts",
  {
    id: primaryId(),
    userId: userRef("user_id", "cascade").notNull(),
    provider: paymentProviderEnum("provider").notNull(),
    /** The provider's Checkout Session id (`cs_…`, test mode `tcs_…`). */
    providerRef: text("provider_ref").notNull(),
    mode: cardCheckoutModeEnum("mode").notNull(),
    orderPaymentId: uuid("order_payment_id").references(() => orderPayments.id, { onDelete: "cascade" }),
    /** Where the customer lands afterwards, a path of ours. */
    returnPath: text("return_path").notNull(),
    status: cardCheckoutStatusEnum("status").notNull().default("open"),
    paymentMethodId: uuid("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: instant("completed_at"),
  },
  (table) => [
    uniqueIndex("card_checkouts_provider_ref_key").on(table.provider, table.providerRef),
    index("card_checkouts_user_idx").on(table.userId, table.createdAt),
    check("card_checkouts_mode_check", sql`(${table.mode} = 'payment') = (${table.orderPaymentId} is not null)`),
    check("card_checkouts_return_check", sql`${table.returnPath} like '/%' and ${table.returnPath} not like '//%'`),
  ],
);

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type OrderPaymentAttemptRow = typeof orderPaymentAttempts.$inferSelect;
export type CardCheckoutRow = typeof cardCheckouts.$inferSelect;
