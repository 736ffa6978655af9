import { z } from "zod";
import { singleLineText } from "@/lib/kernel/validation/text";
import { localeSchema } from "@/lib/kernel/validation/locale";
import { expectedVersionSchema } from "./orders/order-version";
import type { QuoteRequest } from "./quote-request";
import { accessDetailsInputSchema, type StoredAccessDetails } from "@/lib/account/access-details";
import { bookingAddressSchema, bookingContactSchema, GIFT_CARD_CODE_MAX, notesSchema, TERMS_MESSAGE, type BookingAddress, type BookingContact } from "./visit-details";

export type { BookingAddress, BookingContact } from "./visit-details";

/**
 * What the booking form sends besides the quote request: when, where, who to ask for, notes,
 * the special offer and gift card, and the terms. The quote request itself is checked by
 * parseQuoteRequest against the current price table, which a schema alone cannot know.
 * The browser validates each step with the same address, contact and notes schemas, from
 * ./visit-details: the schemas below are the server's alone.
 */

/** An instant with its offset, as `Date.prototype.toISOString` writes it. */
export const startsAtSchema = z.iso
  .datetime({ offset: true, error: "Choose a date and time" })
  .transform((text) => new Date(text));

/** PATCH /api/orders/[id]: the customer's changes; offer, gift card and frequency stay. */
export const orderChangeSchema = z.object({
  request: z.record(z.string(), z.unknown(), { error: "Choose a service" }),
  startsAt: startsAtSchema,
  address: bookingAddressSchema,
  contact: bookingContactSchema,
  notes: notesSchema,
  /**
   * The visit's access details as the customer gave them (docs/product.md, "Access details and
   * keys"). Absent: a booking takes the saved address's, an edit keeps the order's. A code absent
   * from them keeps the one there was; typed, it is sealed on the server and never sent back.
   */
  access: accessDetailsInputSchema.optional(),
  /** The order's version the edit page loaded (docs/realtime.md#concurrent-staff-changes). */
  expectedVersion: expectedVersionSchema,
});

/** POST /api/bookings: what an order change carries, plus the offer, gift card and terms a new booking settles. */
export const bookingSubmissionSchema = orderChangeSchema.extend({
  specialOfferId: z.number({ error: "Choose one of your offers" }).int().positive().nullish(),
  giftCardCode: singleLineText("gift card code")
    .trim()
    .max(GIFT_CARD_CODE_MAX, { error: "That is not a gift card code." })
    .nullish()
    .transform((value) => (value ? value : null)),
  acceptTerms: z.literal(true, { error: TERMS_MESSAGE }),
  /** The unticked box beside the contact phone: ticked, the customer agrees to texts about their visits (docs/product.md#text-messages). */
  textConsent: z.boolean({ error: "Send true or false for the texts box." }).default(false),
  /**
   * The total the review step showed (cents, offer included, before a gift card). The booking
   * form always sends it; a different price in force is refused with both prices
   * (./price-change.ts). Without it (an API client, the demo) the visit takes the price in force.
   */
  acceptedTotalCents: z.number({ error: "Send the total you accepted in cents." }).int().nonnegative().max(100_000_000).nullish(),
  /**
   * "Book my cleaner again" (docs/product.md#cleaners-availability): one of the customer's
   * preferred cleaners, who alone may take the visit until staff assign someone.
   */
  requestedCleanerId: z.uuid({ error: "Choose one of your cleaners." }).nullish(),
  /** The language the booking is made in; its emails and texts follow it (docs/product.md, "Languages"). English when absent. */
  locale: localeSchema.optional(),
});

export type BookingSubmission = z.output<typeof bookingSubmissionSchema>;
export type OrderChange = z.output<typeof orderChangeSchema>;

/** The Idempotency-Key header: what crypto.randomUUID makes, or any similar opaque token. */
export const idempotencyKeySchema = z
  .string({ error: "Send an Idempotency-Key header." })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: "The Idempotency-Key header is not valid." });

/**
 * What every visit of a series repeats: the checked quote request (its frequency is the
 * series's), the address, who to ask for, and the notes. Each generated visit is priced again
 * from it with the price table of the day it is generated; the special offer and the gift
 * card belong to the booked visit only.
 */
export interface SeriesTemplate {
  request: QuoteRequest;
  address: BookingAddress;
  contact: BookingContact;
  notes: string | null;
  /** The saved address's access details at booking, codes sealed (docs/product.md, "Access details and keys"). */
  accessDetails?: StoredAccessDetails | null;
}

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    /** order_series.template: what each visit of a series repeats. */
    seriesTemplate: SeriesTemplate;
  }
}
