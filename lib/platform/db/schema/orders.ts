import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ORDER_EVENT_TYPES, ORDER_STATUSES } from "@/lib/kernel/enums/orders";
import { specialOffers } from "./offers";
import { localeEnum, userRef } from "./users";
import { createdAt, instant, primaryId, timestamps } from "./columns";
import type { JsonDocuments } from "./json-documents";

export { ORDER_EVENT_TYPES, ORDER_STATUSES, type OrderEventType, type OrderStatus } from "@/lib/kernel/enums/orders";

export const orderStatusEnum = pgEnum("order_status", ORDER_STATUSES);

export const BOROUGHS = ["Manhattan", "Brooklyn", "Queens"] as const;
export const boroughEnum = pgEnum("borough", BOROUGHS);

export const SERIES_FREQUENCIES = ["weekly", "biweekly", "monthly"] as const;
export const seriesFrequencyEnum = pgEnum("series_frequency", SERIES_FREQUENCIES);

/** A recurring booking; its visits are orders generated 8 weeks ahead on a rolling basis. */
export const orderSeries = pgTable(
  "order_series",
  {
    id: primaryId(),
    customerId: userRef("customer_id", "cascade").notNull(),
    frequency: seriesFrequencyEnum("frequency").notNull(),
    /** The booking request every visit repeats (service, rooms, extras, address, contact, notes). */
    template: jsonb("template").$type<JsonDocuments["seriesTemplate"]>().notNull(),
    /** The first visit's start: later visits keep its weekday and time of day in New York. */
    anchorStartsAt: instant("anchor_starts_at").notNull(),
    generatedUntil: instant("generated_until").notNull(),
    cancelledAt: instant("cancelled_at"),
    createdAt: createdAt(),
  },
  (table) => [index("order_series_customer_idx").on(table.customerId), index("order_series_created_idx").on(table.createdAt)],
);

export const orders = pgTable(
  "orders",
  {
    id: primaryId(),
    /** The short number people see and say on the phone, shown as C-10042. */
    number: integer("number").notNull().generatedAlwaysAsIdentity({ startWith: 10001 }),
    customerId: userRef("customer_id", "restrict").notNull(),
    seriesId: uuid("series_id").references(() => orderSeries.id, { onDelete: "set null" }),
    /**
     * Which visit of its series this is (0 for the booked one, then 1, 2, …). Unique per series,
     * so two hosts extending the same series can never create one visit twice, and a visit
     * moved to another day is never generated again.
     */
    seriesOccurrence: integer("series_occurrence"),
    status: orderStatusEnum("status").notNull().default("pending"),
    serviceSlug: text("service_slug").notNull(),
    /** The language the booking was made in: every email and text about this visit is written in it. */
    locale: localeEnum("locale").notNull().default("en"),
    /** The parsed booking request the quote was computed from. */
    request: jsonb("request").$type<JsonDocuments["quoteRequest"]>().notNull(),
    /** The server's quote: every line, the totals and the estimated duration. */
    quote: jsonb("quote").$type<JsonDocuments["quote"]>().notNull(),
    totalCents: integer("total_cents").notNull(),
    giftCardCents: integer("gift_card_cents").notNull().default(0),
    amountDueCents: integer("amount_due_cents").notNull(),
    specialOfferId: integer("special_offer_id").references(() => specialOffers.id, { onDelete: "set null" }),
    giftCardId: uuid("gift_card_id"),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    street: text("street").notNull(),
    unit: text("unit"),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    borough: boroughEnum("borough").notNull(),
    accessNotes: text("access_notes"),
    /** Doorman, buzzer, key place, parking, and the lockbox and alarm codes sealed (docs/product.md, "Access details and keys"). */
    accessDetails: jsonb("access_details").$type<JsonDocuments["accessDetails"]>(),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    contactEmail: text("contact_email").notNull(),
    notes: text("notes"),
    cleanerId: userRef("cleaner_id", "set null"),
    /**
     * The cleaner the customer booked "again" (docs/product.md#cleaners-availability): until staff
     * assign someone, capacity keeps this visit on that cleaner's day.
     */
    requestedCleanerId: userRef("requested_cleaner_id", "set null"),
    /** A retried or doubled submit carries the same key and finds the first order. */
    idempotencyKey: text("idempotency_key"),
    /**
     * sha256 of the canonical submission the key was first used with: the same key with another
     * body is refused (422) rather than answered with this order. Null on orders from before it.
     */
    idempotencyBodyHash: text("idempotency_body_hash"),
    cancelledAt: instant("cancelled_at"),
    cancelReason: text("cancel_reason"),
    lateCancellationFeeCents: integer("late_cancellation_fee_cents").notNull().default(0),
    /** When the assigned cleaner tapped "On my way" for this visit, and the minutes they expected to need. */
    onTheWayAt: instant("on_the_way_at"),
    onTheWayEtaMinutes: smallint("on_the_way_eta_minutes"),
    /** The cleaner's reason for checking out before the planned end or with checklist items unticked (staff only). */
    checkOutReason: text("check_out_reason"),
    /**
     * A check-out after less than half the estimate: the charge, the receipt and the rating
     * request wait until staff review it (docs/product.md, "Checking out").
     */
    reviewHeldAt: instant("review_held_at"),
    reviewedAt: instant("reviewed_at"),
    /**
     * Bumped by every change that writes a timeline entry (staff notes aside): a staff page sends
     * the version it showed, and an action on an order that moved on since is refused (409).
     */
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("orders_number_key").on(table.number),
    uniqueIndex("orders_customer_idempotency_key").on(table.customerId, table.idempotencyKey),
    // By start, carrying what the owner's revenue and cancellation charts read, so they never
    // visit the rows (lib/admin/insights; drizzle has no INCLUDE, so these are trailing keys).
    index("orders_starts_at_covering_idx").on(table.startsAt, table.status, table.totalCents, table.cancelledAt),
    index("orders_status_starts_at_idx").on(table.status, table.startsAt),
    index("orders_customer_starts_at_idx").on(table.customerId, table.startsAt),
    index("orders_cleaner_starts_at_idx").on(table.cleanerId, table.startsAt),
    // A series' visits by start with their status: the owner's churn chart counts a series' visits
    // in the range from the index alone (reading the rows cost a heap page a visit).
    index("orders_series_starts_idx").on(table.seriesId, table.startsAt, table.status),
    uniqueIndex("orders_series_occurrence_key").on(table.seriesId, table.seriesOccurrence),
    // Newest bookings in the list's own order (created, then id); the occurrence, status and total
    // let the owner's booking funnel and the dashboard's weekly chart count from the index alone.
    index("orders_created_at_covering_idx").on(table.createdAt, table.id, table.seriesOccurrence, table.status, table.totalCents),
    // The visits overlapping a time (the day schedule, the dispatch board, the cleaner pool):
    // `tstzrange(starts_at, ends_at) && …` finds them without reading every visit that started
    // before the end (lib/admin/schedule/schedule-queries.ts; docs/benchmarks.md).
    index("orders_span_idx").using("gist", sql`tstzrange(${table.startsAt}, ${table.endsAt})`),
    // The staff search's text (pg_trgm, migration 0038): ilike '%…%' on the contact's name and email.
    index("orders_contact_name_trgm_idx").using("gin", table.contactName.op("gin_trgm_ops")),
    index("orders_contact_email_trgm_idx").using("gin", table.contactEmail.op("gin_trgm_ops")),
    // The order list's borough and service filters, by start.
    index("orders_borough_service_starts_idx").on(table.borough, table.serviceSlug, table.startsAt),
    // Visits nobody is assigned to, by status and start: "needs a cleaner" and its count on the dashboard.
    index("orders_unassigned_idx").on(table.status, table.startsAt).where(sql`${table.cleanerId} is null`),
    // Visits held for review and not yet reviewed (the dashboard's list): a handful among all.
    index("orders_review_held_idx").on(table.reviewHeldAt, table.number).where(sql`${table.reviewHeldAt} is not null and ${table.reviewedAt} is null`),
    // The owner's ratings by cleaner find each answered visit's cleaner without reading the order.
    index("orders_id_cleaner_idx").on(table.id, table.cleanerId),
    // The owner's repeat rate reads each customer's completed visits in order (lib/admin/insights).
    index("orders_completed_customer_starts_idx").on(table.customerId, table.startsAt).where(sql`${table.status} = 'completed'`),
    check("orders_interval_check", sql`${table.endsAt} > ${table.startsAt}`),
    check("orders_amounts_check", sql`${table.totalCents} >= 0 and ${table.giftCardCents} >= 0 and ${table.amountDueCents} >= 0`),
  ],
);

export const orderEventTypeEnum = pgEnum("order_event_type", ORDER_EVENT_TYPES);

/** Every change of an order, with who and when: the order page's timeline. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: orderEventTypeEnum("type").notNull(),
    actorId: userRef("actor_id", "set null"),
    note: text("note"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.createdAt)],
);

/** The one-question poll sent when a visit is completed. A rating of 3 or less is flagged. */
export const satisfactionPolls = pgTable(
  "satisfaction_polls",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The link in the poll email; a resent email replaces it. */
    tokenHash: text("token_hash").notNull(),
    /**
     * The link in the visit-complete text (docs/messaging.md), kept apart so the email's link and
     * the text's both work, whichever was issued last.
     */
    textTokenHash: text("text_token_hash"),
    rating: smallint("rating"),
    comment: text("comment"),
    answeredAt: instant("answered_at"),
    flagged: boolean("flagged").notNull().default(false),
    /** The customer ticked "you may publish my rating and comment": only these reach the home page. */
    publishConsent: boolean("publish_consent").notNull().default(false),
    /** Written by the demo seed, not by a customer: labelled in the admin panel, never published on PostgreSQL. */
    sample: boolean("sample").notNull().default(false),
    resolvedAt: instant("resolved_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("satisfaction_polls_token_key").on(table.tokenHash),
    uniqueIndex("satisfaction_polls_text_token_key").on(table.textTokenHash),
    // The home page's own-customer ratings: the newest published answers.
    index("satisfaction_polls_published_idx").on(table.answeredAt).where(sql`${table.publishConsent} and ${table.rating} is not null`),
    // The owner's ratings by cleaner: real answers by when they came, with their visit and rating (lib/admin/insights).
    // The dashboard's flagged answers not yet resolved, the latest first, and their count. The
    // query binds `flagged = $1`, which a generic plan cannot match to a partial index, so flagged
    // is the first key; `resolved_at is null` can be the predicate (nothing bound), and must be:
    // as a key, PostgreSQL would not read answered_at in order behind it.
    index("satisfaction_polls_flagged_idx").on(table.flagged, table.answeredAt).where(sql`${table.resolvedAt} is null`),
    index("satisfaction_polls_answered_idx").on(table.answeredAt, table.orderId, table.rating).where(sql`${table.rating} is not null and not ${table.sample}`),
    check("satisfaction_polls_rating_check", sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);
