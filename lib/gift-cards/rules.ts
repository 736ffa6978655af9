import { z } from "zod";
import { formatCalendarDate } from "@/lib/kernel/format/date-time";
import { multiLineText, personName, singleLineText } from "@/lib/kernel/validation/text";
import { addDays, compareIsoDates, formatIsoDate, isoDateSchema, parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf } from "@/lib/kernel/time/new-york";

/**
 * What a gift-card purchase may be (docs/product.md#gift-cards): shared by the form in the
 * browser and the route handler, so both give the same messages.
 */

export const GIFT_CARD_MIN_CENTS = 2_500;
export const GIFT_CARD_MAX_CENTS = 100_000;
export const GIFT_CARD_PRESETS_CENTS = [5_000, 10_000, 15_000, 25_000] as const;
export const RECIPIENT_NAME_MAX = 100;
export const MESSAGE_MAX = 500;
export const DELIVERY_MAX_DAYS_AHEAD = 365;

/** The first and last delivery dates one may choose at `now`: today to 365 days ahead, in New York. */
export function deliveryWindow(now: Date): { first: string; last: string } {
  const today = newYorkDateOf(now);
  return { first: formatIsoDate(today), last: formatIsoDate(addDays(today, DELIVERY_MAX_DAYS_AHEAD)) };
}

/** "Tuesday, March 3, 2026" for a YYYY-MM-DD day, whatever zone the machine is in. */
export function formatDeliveryDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return formatCalendarDate(date, "longWeekdayDate");
}

export const amountCentsSchema = z
  .number({ error: "Choose an amount" })
  .int({ error: "Choose a whole-dollar amount" })
  .min(GIFT_CARD_MIN_CENTS, { error: "Gift cards start at $25" })
  .max(GIFT_CARD_MAX_CENTS, { error: "Gift cards go up to $1,000" })
  .refine((cents) => cents % 100 === 0, { error: "Choose a whole-dollar amount" });

/** The purchase form, checked against the delivery window at `now`. */
export function giftCardPurchaseSchema(now: Date = new Date()) {
  const window = deliveryWindow(now);
  return z.object({
    amountCents: amountCentsSchema,
    // The name and message go into the gift-card mail (its subject too): the shared rules keep
    // control characters, broken characters and direction tricks out of it.
    recipientName: personName("recipient's name", "Enter the recipient's name")
      .trim()
      .min(1, { error: "Enter the recipient's name" })
      .max(RECIPIENT_NAME_MAX, { error: `Use at most ${RECIPIENT_NAME_MAX} characters` }),
    recipientEmail: z
      .string({ error: "Enter the recipient's email" })
      .trim()
      .max(254, { error: "That email address is too long" })
      .pipe(z.email({ error: "Enter a valid email address, like name@example.com" })),
    message: multiLineText("message")
      .trim()
      .max(MESSAGE_MAX, { error: `Keep the message to ${MESSAGE_MAX} characters` })
      .nullish()
      .transform((text) => (text ? text : null)),
    deliverOn: isoDateSchema
      .refine((day) => compareIsoDates(day, window.first) >= 0, { error: "Choose today or a later date" })
      .refine((day) => compareIsoDates(day, window.last) <= 0, { error: "Choose a date within a year from today" }),
  });
}

export type GiftCardPurchaseInput = z.output<ReturnType<typeof giftCardPurchaseSchema>>;

/** A code as typed into a form: any case, with or without dashes and spaces. */
export const codeInputSchema = z.object({
  code: singleLineText("gift card code", "Enter the gift card code").trim().min(1, { error: "Enter the gift card code" }).max(40, { error: "That is not a gift card code" }),
});
