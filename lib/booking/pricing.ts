import { formatMilliPercent, formatUsd, mulDivRoundHalfUp } from "@/lib/kernel/money";
import type { Frequency, PriceTable } from "@/lib/settings/price-table";
import { parseAdjustments, type QuoteAdjustments, type SpecialOfferAdjustment } from "./quote-adjustments";
import type { QuoteLine } from "./quote-line";
import { parseQuoteRequest, type ExtraSelection, type FieldErrors, type QuoteRequest } from "./quote-request";
import { priceService } from "./service-price";

/**
 * The one pricing function (docs/product.md#services-and-prices). It runs in the browser for the instant quote and on
 * the server for the stored result, so it is pure, synchronous and uses integer cents only.
 */

export type { QuoteLine } from "./quote-line";
export type { QuoteAdjustments } from "./quote-adjustments";

export interface Quote {
  service: { slug: string; name: string };
  /** The request as checked: only the inputs the service uses, defaults applied. */
  request: QuoteRequest;
  lines: QuoteLine[];
  estimatedMinutes: number;
  /** Service plus extras. */
  subtotalCents: number;
  /** A percentage of the subtotal on an open holiday the company surcharges; 0 on other days. */
  holidaySurchargeCents: number;
  /** The discounts and the gift card as positive amounts (their lines carry the minus sign). */
  frequencyDiscountCents: number;
  offerDiscountCents: number;
  /**
   * A referred friend's welcome discount and the account credit used, both after the offer and
   * before tax (docs/payments.md, "The order of a quote"). Optional: quotes stored before
   * referrals have neither.
   */
  welcomeDiscountCents?: number;
  accountCreditCents?: number;
  taxCents: number;
  totalCents: number;
  giftCardCents: number;
  amountDueCents: number;
  offerId?: number | string;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; errors: FieldErrors };

const FREQUENCY_LABEL: Record<Exclude<Frequency, "one-time">, string> = {
  monthly: "Monthly",
  biweekly: "Every-two-weeks",
  weekly: "Weekly",
};

/** Never throws on bad input: every problem comes back as a field → message map. */
export function computeQuote(request: unknown, priceTable: PriceTable, adjustments?: QuoteAdjustments): QuoteResult {
  const parsedRequest = parseQuoteRequest(request, priceTable);
  const parsedAdjustments = parseAdjustments(adjustments);
  if (!parsedRequest.ok || !parsedAdjustments.ok) {
    return {
      ok: false,
      errors: {
        ...(parsedRequest.ok ? {} : parsedRequest.errors),
        ...(parsedAdjustments.ok ? {} : parsedAdjustments.errors),
      },
    };
  }
  const { service, inputs, request: checked } = parsedRequest;
  const { holidaySurcharge, offer, giftCardBalanceCents = 0, welcomeDiscountCents: welcomeOffered = 0, accountCreditBalanceCents = 0 } = parsedAdjustments.adjustments;

  const servicePrice = priceService(service, inputs);
  const extras = inputs.model === "rooms" ? extraLines(inputs.extras, priceTable) : { lines: [], minutes: 0 };
  const lines: QuoteLine[] = [...servicePrice.lines, ...extras.lines];

  const subtotalCents = lines.reduce((total, line) => total + line.amountCents, 0);
  lines.push({ kind: "subtotal", label: "Subtotal", amountCents: subtotalCents });

  // On an open holiday the company surcharges, the visit costs that percentage more; every
  // discount then applies to the holiday price, as it would to any other day's price.
  const holidaySurchargeCents = holidaySurcharge ? mulDivRoundHalfUp(subtotalCents, holidaySurcharge.percent, 100) : 0;
  if (holidaySurcharge) {
    lines.push({ kind: "holiday-surcharge", label: `Holiday surcharge, ${holidaySurcharge.holiday} (${holidaySurcharge.percent}%)`, amountCents: holidaySurchargeCents });
  }
  const dayPriceCents = subtotalCents + holidaySurchargeCents;

  // The frequency discount is a percentage of the day's price (recurring is regular cleaning
  // only, which parseQuoteRequest enforces).
  const frequencyPercent = priceTable.frequencyDiscountPercent[checked.frequency];
  const frequencyDiscountCents = mulDivRoundHalfUp(dayPriceCents, frequencyPercent, 100);
  if (checked.frequency !== "one-time" && frequencyPercent > 0) {
    const label = `${FREQUENCY_LABEL[checked.frequency]} discount (${frequencyPercent}%)`;
    lines.push({ kind: "frequency-discount", label, amountCents: -frequencyDiscountCents });
  }
  const discountedCents = dayPriceCents - frequencyDiscountCents;

  const offerDiscountCents = offer ? offerDiscount(offer, discountedCents) : 0;
  if (offer) lines.push({ kind: "offer", label: offerLabel(offer), amountCents: -offerDiscountCents });
  const afterOfferCents = discountedCents - offerDiscountCents;

  // A referred friend's welcome discount, then the account credit: both reduce what is taxed,
  // as a store's own discount does, and neither goes below $0.
  const welcomeDiscountCents = Math.min(welcomeOffered, afterOfferCents);
  if (welcomeOffered > 0) lines.push({ kind: "referral-welcome", label: "Welcome discount from a friend", amountCents: -welcomeDiscountCents });
  const accountCreditCents = Math.min(accountCreditBalanceCents, afterOfferCents - welcomeDiscountCents);
  if (accountCreditBalanceCents > 0) lines.push({ kind: "account-credit", label: "Account credit", amountCents: -accountCreditCents });
  const taxableCents = afterOfferCents - welcomeDiscountCents - accountCreditCents;

  const taxCents = mulDivRoundHalfUp(taxableCents, priceTable.salesTaxMilliPercent, 100_000);
  const taxLabel = `NYC sales tax (${formatMilliPercent(priceTable.salesTaxMilliPercent)})`;
  lines.push({ kind: "tax", label: taxLabel, amountCents: taxCents });
  const totalCents = taxableCents + taxCents;
  lines.push({ kind: "total", label: "Total", amountCents: totalCents });

  const giftCardCents = Math.min(giftCardBalanceCents, totalCents);
  if (giftCardBalanceCents > 0) lines.push({ kind: "gift-card", label: "Gift card", amountCents: -giftCardCents });
  const amountDueCents = totalCents - giftCardCents;
  lines.push({ kind: "amount-due", label: "Amount due", amountCents: amountDueCents });

  return {
    ok: true,
    quote: {
      service: { slug: service.slug, name: service.name },
      request: checked,
      lines,
      estimatedMinutes: servicePrice.minutes + extras.minutes,
      subtotalCents,
      holidaySurchargeCents,
      frequencyDiscountCents,
      offerDiscountCents,
      welcomeDiscountCents,
      accountCreditCents,
      taxCents,
      totalCents,
      giftCardCents,
      amountDueCents,
      ...(offer ? { offerId: offer.id } : {}),
    },
  };
}

/** One line per extra, in the order chosen; per-unit extras show the count. */
function extraLines(selections: readonly ExtraSelection[], table: PriceTable): { lines: QuoteLine[]; minutes: number } {
  const lines: QuoteLine[] = [];
  let minutes = 0;
  for (const selection of selections) {
    // parseQuoteRequest has checked every id against the same table.
    const extra = table.extras.find((candidate) => candidate.id === selection.id);
    if (!extra) continue;
    const quantity = extra.perUnit ? selection.quantity : 1;
    const label = extra.perUnit ? `${extra.name}, ${quantity} × ${formatUsd(extra.priceCents)}` : extra.name;
    lines.push({
      kind: "extra",
      label,
      amountCents: extra.priceCents * quantity,
      quantity,
      unitCents: extra.priceCents,
      extraId: extra.id,
    });
    minutes += extra.minutes * quantity;
  }
  return { lines, minutes };
}

/** A percentage of what is left after the frequency discount, or fixed cents, never below $0. */
function offerDiscount(offer: SpecialOfferAdjustment, discountedCents: number): number {
  if (offer.isPercentage) return mulDivRoundHalfUp(discountedCents, offer.discountValue, 100);
  return Math.min(offer.discountValue, discountedCents);
}

function offerLabel(offer: SpecialOfferAdjustment): string {
  const amount = offer.isPercentage ? `${offer.discountValue}%` : formatUsd(offer.discountValue);
  return `${offer.name} (${amount} off)`;
}

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    /** orders.quote: the price as confirmed. */
    quote: Quote;
  }
}
