/**
 * One line of a quote, in the order the customer reads them. Amounts are signed cents:
 * discounts and the gift card are negative, the holiday surcharge positive; subtotal, total and
 * amount due are running figures.
 */
export type QuoteLineKind =
  | "base"
  | "bedrooms"
  | "bathrooms"
  | "extra"
  | "subtotal"
  | "holiday-surcharge"
  | "frequency-discount"
  | "offer"
  | "referral-welcome"
  | "account-credit"
  | "tax"
  | "total"
  | "gift-card"
  | "amount-due";

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  amountCents: number;
  /** Rooms above the base, windows, loads: how many, and the price of one. */
  quantity?: number;
  unitCents?: number;
  /** Which extra an "extra" line is. */
  extraId?: string;
}
