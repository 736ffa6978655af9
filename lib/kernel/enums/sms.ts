/**
 * The text-message value lists (docs/product.md#text-messages), in a module with no dependencies: the database enums
 * (lib/platform/db/schema/messaging.ts) are built from them, and the staff inbox and the test-mode
 * outbox can show them in the browser without pulling the schema, and Drizzle with it, into a
 * client chunk.
 */

/** Which way a text went: to us ("in") or from us ("out"). */
export const SMS_DIRECTIONS = ["in", "out"] as const;

/** What we text customers, each a switch of its own in their profile (docs/product.md#text-messages). */
export const CUSTOMER_SMS_TYPES = [
  "booking-received",
  "booking-confirmed",
  "reminder",
  "on-my-way",
  "visit-complete",
  "payment-declined",
  "order-changed",
  "order-cancelled",
  "review-request",
] as const;

/**
 * The customer texts that are off until the customer switches them on in their profile: the
 * day-after Google review request (docs/product.md#review-requests) is a favour we ask, not news
 * of their visit.
 */
export const OPT_IN_CUSTOMER_SMS_TYPES = ["review-request"] as const satisfies readonly (typeof CUSTOMER_SMS_TYPES)[number][];

/**
 * What a text is for. A closed list: every text we send is one of these, and none is marketing
 * (docs/product.md). "inbound" is every text a customer or cleaner sends us.
 */
export const SMS_TYPES = [
  ...CUSTOMER_SMS_TYPES,
  // to cleaners
  "job-assigned",
  "job-changed",
  "job-cancelled",
  "cleaner-schedule",
  "same-day-change",
  // conversations
  "staff-reply",
  "keyword-reply",
  "inbound",
] as const;
export type SmsType = (typeof SMS_TYPES)[number];

/**
 * Where a text stands: the provider's delivery states for ours (queued, sent, delivered,
 * undelivered, failed) and "received" for theirs.
 */
export const SMS_STATUSES = ["queued", "sent", "delivered", "undelivered", "failed", "received"] as const;

/**
 * What a text that came in asked for (lib/messaging/keywords.ts): an opt-out, an opt-in, help, an
 * answer to the day-before reminder (C confirms, R asks to reschedule) or a message for the office.
 * Stored on each inbound text, so the metrics count them by kind whatever the keyword list becomes.
 */
export const SMS_INBOUND_KINDS = ["stop", "start", "help", "confirm", "reschedule", "message"] as const;
export type SmsInboundKind = (typeof SMS_INBOUND_KINDS)[number];

/** Where a customer ticked the box that lets us text them. */
export const SMS_CONSENT_SOURCES = ["booking", "profile"] as const;
export type SmsConsentSource = (typeof SMS_CONSENT_SOURCES)[number];

/** What we send: every type but the texts that come in. */
export type OutgoingSmsType = Exclude<SmsType, "inbound">;
