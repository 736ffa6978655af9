import type { SmsInboundKind, SmsType } from "@/lib/kernel/enums/sms";

/** How the inbox and the test-mode outbox name each kind of text and its status. Safe for client bundles. */

export const SMS_TYPE_LABELS: Readonly<Record<SmsType, string>> = {
  "booking-received": "Booking received",
  "booking-confirmed": "Booking confirmed",
  reminder: "Day-before reminder",
  "on-my-way": "On my way",
  "visit-complete": "Visit complete",
  "payment-declined": "Payment declined",
  "order-changed": "Order changed",
  "order-cancelled": "Order cancelled",
  "review-request": "Review request",
  "job-assigned": "Job assigned",
  "job-changed": "Job changed",
  "job-cancelled": "Job cancelled",
  "cleaner-schedule": "Tomorrow's schedule",
  "same-day-change": "Same-day change",
  "staff-reply": "Staff reply",
  "keyword-reply": "Keyword answer",
  inbound: "Their text",
};

export type SmsStatusWord = "queued" | "sent" | "delivered" | "undelivered" | "failed" | "received";

export const SMS_STATUS_LABELS: Readonly<Record<SmsStatusWord, string>> = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  undelivered: "Not delivered",
  failed: "Failed",
  received: "Received",
};

/** What a text that came in asked for; a plain message for the office gets no tag. */
export const SMS_INBOUND_KIND_LABELS: Readonly<Record<SmsInboundKind, string | null>> = {
  confirm: "Confirms the visit",
  reschedule: "Asks to reschedule",
  stop: "Opted out (STOP)",
  start: "Opted back in",
  help: "Asked for help",
  message: null,
};
