import { z } from "zod";
import { requiredPhoneSchema } from "@/lib/account/phone";
import { ACCESS_NOTES_MAX, serviceZipSchema } from "@/lib/account/service-zip";
import { multiLineText, personName, singleLineText } from "@/lib/kernel/validation/text";

/**
 * What step 4 of the booking form asks (where, who to ask for, notes) and the limits the form
 * shows. The browser checks the step with these schemas and the server checks the booking with
 * the same ones (lib/booking/booking-request.ts). A module of its own so the booking page's
 * browser code builds these schemas and not the server's: every zod schema built costs
 * start-up time on a slow phone (issue #14).
 */

export const NOTES_MAX = 1000;
export const GIFT_CARD_CODE_MAX = 40;

/** `start` is the field's text rule (from lib/kernel/validation/text), named after the field. */
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
  /** Stored in E.164: the number the visit's texts go to, when its owner agreed to them. */
  phone: requiredPhoneSchema,
  email: z.email({ error: "Enter an email address like name@example.com." }).max(254, { error: "Keep the email under 254 characters." }),
});

export const notesSchema = optionalText(multiLineText("notes"), NOTES_MAX, `Keep the notes under ${NOTES_MAX} characters.`);

export const TERMS_MESSAGE = "Please accept the terms and conditions to book.";

export type BookingAddress = z.output<typeof bookingAddressSchema>;
export type BookingContact = z.output<typeof bookingContactSchema>;
