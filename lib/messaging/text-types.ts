import { CUSTOMER_SMS_TYPES } from "@/lib/kernel/enums/sms";

/**
 * The texts a customer can switch off one by one in their profile (docs/product.md#text-messages),
 * with the words the switches say. A module with no dependencies, so the settings form shows
 * them without the schema. Consent itself (the box) covers every text; these only narrow it.
 */
export const CUSTOMER_TEXT_TYPES = CUSTOMER_SMS_TYPES;

export type CustomerTextType = (typeof CUSTOMER_TEXT_TYPES)[number];

export const CUSTOMER_TEXT_LABELS: Readonly<Record<CustomerTextType, string>> = {
  "booking-received": "We received your booking",
  "booking-confirmed": "Your visit is confirmed",
  reminder: "Reminder the day before",
  "on-my-way": "Your cleaner is on the way",
  "visit-complete": "Visit complete, with the feedback and tip link",
  "payment-declined": "A payment was declined",
  "order-changed": "The office changed your visit",
  "order-cancelled": "The office cancelled your visit",
  "review-request": "The day after a visit, a request for a Google review (off until you switch it on)",
};
