import { z } from "zod";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { multiLineText, singleLineText } from "@/lib/kernel/validation/text";

/**
 * What staff send to create, edit and assign special offers. A fixed discount travels in
 * dollars (as offers are shown) and is stored in cents; dates are New York calendar days, the
 * end day included. Safe for client bundles.
 */

export const OFFER_NAME_MAX = 80;
export const OFFER_DESCRIPTION_MAX = 300;
export const MAX_FIXED_DOLLARS = 10_000;
export const MAX_ASSIGN_EMAILS = 500;

const optionalDate = z
  .union([isoDateSchema, z.literal(""), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

export const offerInputSchema = z
  .object({
    name: singleLineText("name", "Name the offer.").trim().min(1, "Name the offer.").max(OFFER_NAME_MAX, `Keep the name under ${OFFER_NAME_MAX} characters.`),
    description: multiLineText("description", "Describe the offer.")
      .trim()
      .min(1, "Describe the offer.")
      .max(OFFER_DESCRIPTION_MAX, `Keep the description under ${OFFER_DESCRIPTION_MAX} characters.`),
    isPercentage: z.boolean({ error: "Choose a percentage or a fixed amount." }),
    /** Whole percent (1 to 100), or dollars with at most two decimals. */
    discountValue: z.number({ error: "Enter the discount." }).positive("Enter a discount above zero."),
    isPublic: z.boolean().default(true),
    assignToNewAccounts: z.boolean().default(false),
    startsOn: optionalDate,
    endsOn: optionalDate,
  })
  .superRefine((offer, ctx) => {
    if (offer.isPercentage && (!Number.isInteger(offer.discountValue) || offer.discountValue > 100)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "Enter a whole percentage from 1 to 100." });
    }
    if (!offer.isPercentage) {
      const cents = offer.discountValue * 100;
      if (Math.abs(cents - Math.round(cents)) > 1e-6) ctx.addIssue({ code: "custom", path: ["discountValue"], message: "Use dollars and cents, like 25 or 12.50." });
      else if (offer.discountValue > MAX_FIXED_DOLLARS) ctx.addIssue({ code: "custom", path: ["discountValue"], message: `Keep a fixed discount at or under $${MAX_FIXED_DOLLARS.toLocaleString("en-US")}.` });
    }
    if (offer.startsOn && offer.endsOn && offer.endsOn < offer.startsOn) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The last day must not be before the first." });
    }
  });
export type OfferInput = z.input<typeof offerInputSchema>;
export type ParsedOfferInput = z.output<typeof offerInputSchema>;

/** Emails, one or many: "Assign to one user" sends one, "to a list" up to 500. */
export const offerAssignSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email("Enter email addresses like name@example.com.")), { error: "List the email addresses." })
    .min(1, "Enter at least one email address.")
    .max(MAX_ASSIGN_EMAILS, `Assign to at most ${MAX_ASSIGN_EMAILS} addresses at once.`),
});
export type OfferAssignInput = z.input<typeof offerAssignSchema>;

/** Splits pasted text (commas, semicolons, spaces, new lines) into distinct addresses. */
export function splitEmails(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

export const offerStateSchema = z.object({ action: z.enum(["activate", "end"], { error: "Choose activate or end." }) });
