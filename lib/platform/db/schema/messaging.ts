import { sql, type Column } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { SMS_CONSENT_SOURCES, SMS_DIRECTIONS, SMS_INBOUND_KINDS, SMS_STATUSES, SMS_TYPES } from "@/lib/kernel/enums/sms";
import { orders } from "./orders";
import { userRef } from "./users";
import { createdAt, instant, primaryId } from "./columns";

/**
 * Text messages (docs/product.md#text-messages): every text sent or received, who agreed to get them, the staff
 * inbox's threads and the daily counts that cap what we send. Phones are E.164 ("+12125550123"),
 * checked here as well as where they are taken, so a thread is one number however it was typed.
 */

export const smsDirectionEnum = pgEnum("sms_direction", SMS_DIRECTIONS);
export const smsTypeEnum = pgEnum("sms_type", SMS_TYPES);
export const smsStatusEnum = pgEnum("sms_status", SMS_STATUSES);
export const smsConsentSourceEnum = pgEnum("sms_consent_source", SMS_CONSENT_SOURCES);
export const smsInboundKindEnum = pgEnum("sms_inbound_kind", SMS_INBOUND_KINDS);

/** An E.164 number: a plus, a country code that does not start with 0, at most 15 digits in all. */
const e164Check = (name: string, column: Column) => check(name, sql`${column} ~ '^\\+[1-9][0-9]{1,14}$'`);

/** One text, ours or theirs. The provider's id arrives when it accepts ours, and with theirs. */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: primaryId(),
    direction: smsDirectionEnum("direction").notNull(),
    /** The other side's number: the recipient of ours, the sender of theirs. */
    phone: text("phone").notNull(),
    userId: userRef("user_id", "set null"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    type: smsTypeEnum("type").notNull(),
    body: text("body").notNull(),
    /** How many segments the body takes (what the provider bills). */
    segments: integer("segments").notNull(),
    status: smsStatusEnum("status").notNull(),
    /** Which provider carried it: "twilio", or "test-mode"; "inbox" for texts staff simulated without one. */
    provider: text("provider").notNull(),
    providerRef: text("provider_ref").unique("sms_messages_provider_ref_key"),
    errorCode: text("error_code"),
    /** Theirs: what it asked for (STOP, HELP, C for the reminder…), as lib/messaging/keywords.ts read it on arrival. */
    inboundKind: smsInboundKindEnum("inbound_kind"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
    deliveredAt: instant("delivered_at"),
    /** When staff first read an inbound text (the inbox's unread counts). */
    readAt: instant("read_at"),
    /**
     * While a worker hands this text to the provider: another worker that finds the claim held
     * leaves it alone, so a text is sent once even when two run its job together
     * (lib/messaging/send-text.ts). A claim whose worker died runs out and can be taken over.
     */
    claimedUntil: instant("claimed_until"),
    /** Ours: what it is about ("order-confirmed:<order>:<phone>"), so a job that runs twice queues it once. */
    dedupeKey: text("dedupe_key").unique("sms_messages_dedupe_key_key"),
  },
  (table) => [
    index("sms_messages_phone_created_idx").on(table.phone, table.createdAt),
    index("sms_messages_unread_idx").on(table.phone).where(sql`${table.direction} = 'in' and ${table.readAt} is null`),
    e164Check("sms_messages_phone_check", table.phone),
    check("sms_messages_segments_check", sql`${table.segments} >= 0`),
    // Theirs are all "inbound" and "received"; ours never are.
    check("sms_messages_inbound_type_check", sql`(${table.direction} = 'in') = (${table.type} = 'inbound')`),
    check("sms_messages_inbound_status_check", sql`(${table.direction} = 'in') = (${table.status} = 'received')`),
    check("sms_messages_inbound_kind_check", sql`${table.inboundKind} is null or ${table.direction} = 'in'`),
    check("sms_messages_read_check", sql`${table.readAt} is null or ${table.direction} = 'in'`),
  ],
);

/**
 * Who agreed to get texts and who said STOP, per number. The opt-in keeps its moment, the exact
 * wording the customer agreed to and where they ticked the box, as carriers and US law ask. A
 * STOP is kept even from a number that never opted in: it holds until that number opts in again
 * (ticks the box anew, or texts START).
 */
export const smsConsents = pgTable(
  "sms_consents",
  {
    phone: text("phone").primaryKey(),
    userId: userRef("user_id", "set null"),
    optedInAt: instant("opted_in_at"),
    wording: text("wording"),
    source: smsConsentSourceEnum("source"),
    optedOutAt: instant("opted_out_at"),
    /** The word they texted (STOP, QUIT…), in capitals; null for a box unticked on the site. */
    optOutKeyword: text("opt_out_keyword"),
  },
  (table) => [
    e164Check("sms_consents_phone_check", table.phone),
    // An opt-in is its moment, wording and source together, or none of them.
    check("sms_consents_opt_in_check", sql`(${table.optedInAt} is null) = (${table.wording} is null) and (${table.optedInAt} is null) = (${table.source} is null)`),
    check("sms_consents_opt_out_check", sql`${table.optOutKeyword} is null or ${table.optedOutAt} is not null`),
    index("sms_consents_user_idx").on(table.userId),
  ],
);

/**
 * The kinds of text an account switched off in its settings (docs/product.md#text-messages). No row, or an
 * empty list, is every kind on; consent itself is per number, in sms_consents.
 */
export const smsPreferences = pgTable("sms_preferences", {
  userId: userRef("user_id", "cascade").primaryKey(),
  mutedTypes: smsTypeEnum("muted_types").array().notNull().default(sql`'{}'`),
  /** The opt-in types (OPT_IN_CUSTOMER_SMS_TYPES) the account switched on; the rest of them stay off. */
  allowedTypes: smsTypeEnum("allowed_types").array().notNull().default(sql`'{}'`),
});

/**
 * The staff inbox's threads, one per number. A thread is done while nothing came in after
 * `done_at`; a new inbound text opens it again without writing here.
 */
export const smsThreads = pgTable(
  "sms_threads",
  {
    phone: text("phone").primaryKey(),
    doneAt: instant("done_at"),
  },
  (table) => [e164Check("sms_threads_phone_check", table.phone)],
);

/**
 * Texts sent per New York day, per recipient (scope: the phone) and overall (scope "all"), so a
 * bug cannot run up the bill (lib/messaging/caps.ts). A counter, not a count of sms_messages,
 * because a row's lock is what makes the check and the count one step under concurrency.
 */
export const smsDailyCounts = pgTable(
  "sms_daily_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    scope: text("scope").notNull(),
    sent: integer("sent").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope] }), check("sms_daily_counts_sent_check", sql`${table.sent} >= 0`)],
);
