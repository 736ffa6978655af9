import { z } from "zod";
import type { HolidaySurcharge } from "@/lib/settings/closing-calendar";
import type { FieldErrors } from "./quote-request";

/**
 * What changes the price after the service and extras are priced: the surcharge of a visit on
 * an open holiday (holidaySurchargeOn in lib/settings/closing-calendar.ts), a special offer the
 * customer holds, a referred friend's welcome discount, the account credit and a gift card balance. The caller has already checked the offer is the
 * customer's and active, and looked the gift card up; this only checks the figures are sane.
 */

const OFFER_MESSAGE = {
  offer: "The special offer is not valid",
  percentage: "A percentage offer must be a whole percent from 1 to 100",
  fixed: "A fixed offer must be a whole number of cents above 0",
} as const;
const GIFT_CARD_MESSAGE = "The gift card balance must be a whole number of cents, 0 or more";
const CREDIT_MESSAGE = "The account credit and welcome discount must be whole numbers of cents, 0 or more";
const HOLIDAY_SURCHARGE_MESSAGE = "A holiday surcharge names its holiday and is a whole percent from 1 to 100";

const holidaySurchargeSchema = z.object(
  {
    holiday: z.string({ error: HOLIDAY_SURCHARGE_MESSAGE }).trim().min(1, { error: HOLIDAY_SURCHARGE_MESSAGE }),
    percent: z.number({ error: HOLIDAY_SURCHARGE_MESSAGE }).int({ error: HOLIDAY_SURCHARGE_MESSAGE }).min(1, { error: HOLIDAY_SURCHARGE_MESSAGE }).max(100, { error: HOLIDAY_SURCHARGE_MESSAGE }),
  },
  { error: HOLIDAY_SURCHARGE_MESSAGE },
) satisfies z.ZodType<HolidaySurcharge>;

export const specialOfferSchema = z
  .object(
    {
      id: z.union([z.number().int(), z.string().min(1)], { error: OFFER_MESSAGE.offer }),
      name: z.string({ error: OFFER_MESSAGE.offer }).trim().min(1, { error: OFFER_MESSAGE.offer }),
      isPercentage: z.boolean({ error: OFFER_MESSAGE.offer }),
      /** Whole percent when isPercentage, otherwise cents off (as stored in special_offers). */
      discountValue: z.number({ error: OFFER_MESSAGE.offer }).int({ error: OFFER_MESSAGE.offer }),
    },
    { error: OFFER_MESSAGE.offer },
  )
  .superRefine((offer, ctx) => {
    if (offer.isPercentage && (offer.discountValue < 1 || offer.discountValue > 100)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: OFFER_MESSAGE.percentage });
    }
    if (!offer.isPercentage && offer.discountValue < 1) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: OFFER_MESSAGE.fixed });
    }
  });

export const quoteAdjustmentsSchema = z.object({
  holidaySurcharge: holidaySurchargeSchema.optional(),
  offer: specialOfferSchema.optional(),
  giftCardBalanceCents: z
    .number({ error: GIFT_CARD_MESSAGE })
    .int({ error: GIFT_CARD_MESSAGE })
    .min(0, { error: GIFT_CARD_MESSAGE })
    .optional(),
  /** A referred friend's welcome discount on their first visit (lib/referrals), cents. */
  welcomeDiscountCents: z.number({ error: CREDIT_MESSAGE }).int({ error: CREDIT_MESSAGE }).min(0, { error: CREDIT_MESSAGE }).optional(),
  /** The customer's account credit balance (lib/account-credit): the quote uses what it can. */
  accountCreditBalanceCents: z.number({ error: CREDIT_MESSAGE }).int({ error: CREDIT_MESSAGE }).min(0, { error: CREDIT_MESSAGE }).optional(),
});

export type SpecialOfferAdjustment = z.output<typeof specialOfferSchema>;
export type QuoteAdjustments = z.input<typeof quoteAdjustmentsSchema>;

export type ParsedAdjustments =
  | { ok: true; adjustments: z.output<typeof quoteAdjustmentsSchema> }
  | { ok: false; errors: FieldErrors };

const ERROR_FIELD: Record<string, string> = {
  giftCardBalanceCents: "giftCard",
  holidaySurcharge: "holidaySurcharge",
  welcomeDiscountCents: "accountCredit",
  accountCreditBalanceCents: "accountCredit",
};

/** Errors are keyed "offer" and "giftCard" (the two things the review step shows) and "holidaySurcharge". */
export function parseAdjustments(input: unknown): ParsedAdjustments {
  const parsed = quoteAdjustmentsSchema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, adjustments: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = ERROR_FIELD[String(issue.path[0])] ?? "offer";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
