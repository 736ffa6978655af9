import { z } from "zod";
import { ACCESS_NOTES_MAX, serviceZipSchema } from "@/lib/account/address-schema";
import { normalizeUsPhone, PHONE_MESSAGE } from "@/lib/account/phone";
import { multiLineText, personName, singleLineText } from "@/lib/validation/text";
import { expectedVersionSchema } from "./orders/order-version";

/**
 * What the booking form sends besides the quote request: when, where, who to ask for, notes,
 * the special offer and gift card, and the terms. The quote request itself is checked by
 * parseQuoteRequest against the current price table, which a schema alone cannot know.
 * The browser validates each step with these same schemas.
 */

export const NOTES_MAX = 1000;
export const GIFT_CARD_CODE_MAX = 40;

/** `start` is the field's text rule (from lib/validation/text), named after the field. */
type TextStart = ReturnType<typeof singleLineText>;

const requiredText = (start: TextStart, message: string, max: number, tooLong: string) =>
  start.trim().min(1, { error: message }).max(max, { error: tooLong });

/** Blank is "none", stored as null. */
const optionalText = (start: TextStart, max: number, tooLong: string) =>
  start
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

export const bookingAddressSchema = z.object({
  street: requiredText(singleLineText("street address"), "Enter the street address.", 120, "Keep the street address under 120 characters."),
  unit: optionalText(singleLineText("apartment or unit"), 20, "Keep the apartment or unit under 20 characters."),
  city: requiredText(singleLineText("city or neighborhood"), "Enter the city or neighborhood.", 60, "Keep the city or neighborhood under 60 characters."),
  zip: serviceZipSchema,
  accessNotes: optionalText(multiLineText("access notes"), ACCESS_NOTES_MAX, `Keep the access notes under ${ACCESS_NOTES_MAX} characters.`),
});

export const bookingContactSchema = z.object({
  name: requiredText(personName("name", "Enter the name of the person we should ask for."), "Enter the name of the person we should ask for.", 120, "Keep the name under 120 characters."),
  phone: z
    .string({ error: PHONE_MESSAGE })
    .max(30, { error: PHONE_MESSAGE })
    .transform((value, ctx) => {
      const phone = normalizeUsPhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone;
    }),
  email: z.email({ error: "Enter an email address like name@example.com." }).max(254, { error: "Keep the email under 254 characters." }),
});

export const notesSchema = optionalText(multiLineText("notes"), NOTES_MAX, `Keep the notes under ${NOTES_MAX} characters.`);

/** An instant with its offset, as `Date.prototype.toISOString` writes it. */
export const startsAtSchema = z.iso
  .datetime({ offset: true, error: "Choose a date and time" })
  .transform((text) => new Date(text));

export const TERMS_MESSAGE = "Please accept the terms and conditions to book.";

/** PATCH /api/orders/[id]: the customer's changes; offer, gift card and frequency stay. */
export const orderChangeSchema = z.object({
  request: z.record(z.string(), z.unknown(), { error: "Choose a service" }),
  startsAt: startsAtSchema,
  address: bookingAddressSchema,
  contact: bookingContactSchema,
  notes: notesSchema,
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
});

export type BookingSubmission = z.output<typeof bookingSubmissionSchema>;
export type BookingAddress = z.output<typeof bookingAddressSchema>;
export type BookingContact = z.output<typeof bookingContactSchema>;
export type OrderChange = z.output<typeof orderChangeSchema>;

/** The Idempotency-Key header: what crypto.randomUUID makes, or any similar opaque token. */
export const idempotencyKeySchema = z
  .string({ error: "Send an Idempotency-Key header." })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: "The Idempotency-Key header is not valid." });
