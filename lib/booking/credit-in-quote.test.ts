import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { computeQuote, type Quote, type QuoteAdjustments } from "./pricing";

/**
 * Where the welcome discount and the account credit sit in a quote (docs/payments.md, "The order
 * of a quote"): after the frequency discount and the offer, before tax; the gift card after the
 * total. Every figure worked by hand: a regular cleaning, 2 bedrooms 1 bathroom, is $140 + $35 =
 * $175.00; NYC sales tax 8.875% is exactly 71/800, rounded half up to the cent.
 */

const request = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 };
const offer = { id: 7, name: "Spring", isPercentage: true, discountValue: 10 };

function quote(adjustments: QuoteAdjustments): Quote {
  const result = computeQuote(request, DEFAULT_PRICE_TABLE, adjustments);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

const lines = (q: Quote) => q.lines.map((line) => [line.kind, line.amountCents]);

describe("account credit and the welcome discount in the quote", () => {
  it("takes the offer, then the welcome discount, then the credit, then taxes what is left", () => {
    // 17500 − 10% (1750) = 15750; − 2500 welcome = 13250; − 4000 credit = 9250;
    // tax 9250 × 71/800 = 820.9375 → 821; total 10071.
    const q = quote({ offer, welcomeDiscountCents: 2_500, accountCreditBalanceCents: 4_000 });
    expect(lines(q)).toEqual([
      ["base", 14_000],
      ["bedrooms", 3_500],
      ["subtotal", 17_500],
      ["offer", -1_750],
      ["referral-welcome", -2_500],
      ["account-credit", -4_000],
      ["tax", 821],
      ["total", 10_071],
      ["amount-due", 10_071],
    ]);
    expect(q).toMatchObject({ offerDiscountCents: 1_750, welcomeDiscountCents: 2_500, accountCreditCents: 4_000, taxCents: 821, totalCents: 10_071 });
  });

  it("uses only the credit the visit needs and never goes below $0", () => {
    // 17500 − 2500 welcome = 15000 left; of a 20000 balance 15000 is used; nothing is taxed.
    const q = quote({ welcomeDiscountCents: 2_500, accountCreditBalanceCents: 20_000 });
    expect(q).toMatchObject({ accountCreditCents: 15_000, taxCents: 0, totalCents: 0, amountDueCents: 0 });
    expect(lines(q)).toContainEqual(["account-credit", -15_000]);
  });

  it("applies a gift card after the total, on what the credit left", () => {
    // 17500 − 5000 credit = 12500; tax 12500 × 71/800 = 1109.375 → 1109; total 13609;
    // a $50 gift card leaves 8609 due.
    const q = quote({ accountCreditBalanceCents: 5_000, giftCardBalanceCents: 5_000 });
    expect(q).toMatchObject({ accountCreditCents: 5_000, taxCents: 1_109, totalCents: 13_609, giftCardCents: 5_000, amountDueCents: 8_609 });
  });

  it("shows no credit line without a balance and refuses negative or fractional cents", () => {
    expect(lines(quote({})).map(([kind]) => kind)).not.toContain("account-credit");
    expect(computeQuote(request, DEFAULT_PRICE_TABLE, { accountCreditBalanceCents: -1 })).toMatchObject({ ok: false, errors: { accountCredit: expect.any(String) } });
    expect(computeQuote(request, DEFAULT_PRICE_TABLE, { welcomeDiscountCents: 2.5 })).toMatchObject({ ok: false, errors: { accountCredit: expect.any(String) } });
  });
});
