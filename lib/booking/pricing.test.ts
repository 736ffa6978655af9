import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/settings/price-table";
import { formatUsd } from "@/lib/kernel/money";
import { computeQuote, type Quote, type QuoteAdjustments } from "./pricing";
import { fromPriceCents } from "./service-price";
import type { QuoteRequestInput } from "./quote-request";

/**
 * Every figure below is worked out by hand from docs/product.md#services-and-prices. NYC sales tax is 8.875%, which is
 * exactly 71/800, so tax = taxable × 71 / 800 rounded half up to the cent.
 */

const table = DEFAULT_PRICE_TABLE;

function quote(request: QuoteRequestInput, adjustments?: QuoteAdjustments, priceTable: PriceTable = table): Quote {
  const result = computeQuote(request, priceTable, adjustments);
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result.errors)}`);
  return result.quote;
}

const amountOf = (q: Quote, kind: string) => q.lines.filter((line) => line.kind === kind).map((line) => line.amountCents);

describe("computeQuote: every service, one-time, no extras", () => {
  it.each<[string, QuoteRequestInput, number, number, number, number]>([
    // [case, request, subtotal, tax, total, minutes]
    // Regular: studio is the base. $140; tax 14000 × 71/800 = 1242.5 → 1243; 2.5 h.
    ["regular, studio", { service: "residential-cleaning", bedrooms: 0, bathrooms: 1 }, 14_000, 1_243, 15_243, 150],
    // One bedroom is the base too.
    ["regular, 1 bed 1 bath", { service: "residential-cleaning", bedrooms: 1, bathrooms: 1 }, 14_000, 1_243, 15_243, 150],
    // 140 + 35 + 30 = $205; tax 1819.375 → 1819; 150 + 2 × 30 = 210 min.
    ["regular, 2 bed 2 bath", { service: "residential-cleaning", bedrooms: 2, bathrooms: 2 }, 20_500, 1_819, 22_319, 210],
    // 225 + 2 × 55 + 45 = $380; tax 3372.5 → 3373; 240 + 3 × 45 = 375 min.
    ["deep, 3 bed 2 bath", { service: "deep-cleaning", bedrooms: 3, bathrooms: 2 }, 38_000, 3_373, 41_373, 375],
    // 260 + 5 × 65 + 4 × 50 = $785; tax 6966.875 → 6967; 270 + 9 × 60 = 810 min.
    ["move in/out, 6 bed 5 bath", { service: "move-in-out-cleaning", bedrooms: 6, bathrooms: 5 }, 78_500, 6_967, 85_467, 810],
    // 300 + 75 + 2 × 60 = $495; tax 4393.125 → 4393; 300 + 3 × 60 = 480 min.
    ["heavy, 2 bed 3 bath", { service: "heavy-condition-cleaning", bedrooms: 2, bathrooms: 3 }, 49_500, 4_393, 53_893, 480],
    // 360 + 3 × 90 = $630; tax 5591.25 → 5591; 360 + 3 × 75 = 585 min.
    ["filthy, 4 bed 1 bath", { service: "filthy-cleaning", bedrooms: 4, bathrooms: 1 }, 63_000, 5_591, 68_591, 585],
    // Office 500 sq ft × $0.15 = $75, below the $180 minimum; tax 1597.5 → 1598; 30 min → 120 min minimum.
    ["office, 500 sq ft (minimum)", { service: "office-cleaning", squareFeet: 500 }, 18_000, 1_598, 19_598, 120],
    // 1,201 × 15¢ = $180.15, just above the minimum; tax 1598.83125 → 1599; 72.06 → 73 min → 120 min minimum.
    ["office, 1,201 sq ft", { service: "office-cleaning", squareFeet: 1_201 }, 18_015, 1_599, 19_614, 120],
    // 1,360 × 15¢ = $204; tax 1810.5 → 1811.
    ["office, 1,360 sq ft", { service: "office-cleaning", squareFeet: 1_360 }, 20_400, 1_811, 22_211, 120],
    // 20,000 × 15¢ = $3,000; tax 26625 exactly; 20 × 60 = 1,200 min.
    ["office, 20,000 sq ft", { service: "office-cleaning", squareFeet: 20_000 }, 300_000, 26_625, 326_625, 1_200],
    // Post-construction 300 × 35¢ = $105, below the $400 minimum; tax 3550; 45 min → 180 min minimum.
    ["post-construction, 300 sq ft (minimum)", { service: "post-construction-cleaning", squareFeet: 300 }, 40_000, 3_550, 43_550, 180],
    // 1,143 × 35¢ = $400.05; tax 3550.44375 → 3550; 171.45 → 172 min → 180 min minimum.
    ["post-construction, 1,143 sq ft", { service: "post-construction-cleaning", squareFeet: 1_143 }, 40_005, 3_550, 43_555, 180],
    // 2,000 × 35¢ = $700; tax 6212.5 → 6213; 2 × 150 = 300 min.
    ["post-construction, 2,000 sq ft", { service: "post-construction-cleaning", squareFeet: 2_000 }, 70_000, 6_213, 76_213, 300],
    // 10,000 × 35¢ = $3,500; tax 31062.5 → 31063; 10 × 150 = 1,500 min.
    ["post-construction, 10,000 sq ft", { service: "post-construction-cleaning", squareFeet: 10_000 }, 350_000, 31_063, 381_063, 1_500],
    // Custom 3 h × $65 = $195; tax 1730.625 → 1731.
    ["custom, 3 h", { service: "custom-cleaning", hours: 3 }, 19_500, 1_731, 21_231, 180],
    // 2 h asked, 3 h minimum billed and booked: 2 cleaners × 3 h × $65 = $390; tax 3461.25 → 3461.
    ["custom, 2 h × 2 cleaners (minimum)", { service: "custom-cleaning", hours: 2, cleaners: 2 }, 39_000, 3_461, 42_461, 180],
    // 4 cleaners × 5 h × $65 = $1,300; tax 11537.5 → 11538.
    ["custom, 5 h × 4 cleaners", { service: "custom-cleaning", hours: 5, cleaners: 4 }, 130_000, 11_538, 141_538, 300],
    // Home organization 4 h × $70 = $280; tax 2485.
    ["home organization, 4 h", { service: "home-organization", hours: 4 }, 28_000, 2_485, 30_485, 240],
    // 1 h asked, 3 h minimum: $210; tax 1863.75 → 1864.
    ["home organization, 1 h (minimum)", { service: "home-organization", hours: 1 }, 21_000, 1_864, 22_864, 180],
    // Laundry 1 load asked, 2-load minimum: $50; tax 443.75 → 444; 2 × 60 min.
    ["laundry, 1 load (minimum)", { service: "laundry", loads: 1 }, 5_000, 444, 5_444, 120],
    // 6 × $25 = $150; tax 1331.25 → 1331; 6 × 60 min.
    ["laundry, 6 loads", { service: "laundry", loads: 6 }, 15_000, 1_331, 16_331, 360],
    // Dishwashing 1 h = $60; tax 532.5 → 533.
    ["dishwashing, 1 h", { service: "dishwashing", dishwashingHours: 1 }, 6_000, 533, 6_533, 60],
    // 1.5 h = $60 + 1 × $30 = $90; tax 798.75 → 799.
    ["dishwashing, 1.5 h", { service: "dishwashing", dishwashingHours: 1.5 }, 9_000, 799, 9_799, 90],
    // 2.5 h = $60 + 3 × $30 = $150; tax 1331.25 → 1331.
    ["dishwashing, 2.5 h", { service: "dishwashing", dishwashingHours: 2.5 }, 15_000, 1_331, 16_331, 150],
  ])("%s", (_name, request, subtotal, tax, total, minutes) => {
    const q = quote(request);
    expect(q.subtotalCents).toBe(subtotal);
    expect(q.taxCents).toBe(tax);
    expect(q.totalCents).toBe(total);
    expect(q.amountDueCents).toBe(total);
    expect(q.giftCardCents).toBe(0);
    expect(q.estimatedMinutes).toBe(minutes);
    expect(amountOf(q, "tax")).toEqual([tax]);
  });

  it("covers every service of the table", () => {
    const tested = [
      "residential-cleaning",
      "deep-cleaning",
      "move-in-out-cleaning",
      "heavy-condition-cleaning",
      "filthy-cleaning",
      "office-cleaning",
      "post-construction-cleaning",
      "custom-cleaning",
      "home-organization",
      "laundry",
      "dishwashing",
    ];
    expect(table.services.map((service) => service.slug).sort()).toEqual([...tested].sort());
  });
});

describe("computeQuote: room lines", () => {
  it("shows the base, then extra bedrooms and extra bathrooms with their rates", () => {
    // Deep 3 bed 2 bath: 225 + 2 × 55 + 1 × 45 = $380.
    const q = quote({ service: "deep-cleaning", bedrooms: 3, bathrooms: 2 });
    expect(q.lines.slice(0, 3)).toEqual([
      { kind: "base", label: "Deep cleaning (studio or 1 bedroom, 1 bathroom)", amountCents: 22_500 },
      { kind: "bedrooms", label: "2 extra bedrooms × $55", amountCents: 11_000, quantity: 2, unitCents: 5_500 },
      { kind: "bathrooms", label: "1 extra bathroom × $45", amountCents: 4_500, quantity: 1, unitCents: 4_500 },
    ]);
  });

  it("has no room lines for a studio with one bathroom", () => {
    const q = quote({ service: "filthy-cleaning", bedrooms: 0, bathrooms: 1 });
    expect(q.lines.map((line) => line.kind)).toEqual(["base", "subtotal", "tax", "total", "amount-due"]);
  });
});

describe("computeQuote: base line labels of the other models", () => {
  it.each<[QuoteRequestInput, string]>([
    [{ service: "office-cleaning", squareFeet: 500 }, "Office and commercial cleaning, 500 sq ft × $0.15 (minimum $180)"],
    [{ service: "office-cleaning", squareFeet: 1_360 }, "Office and commercial cleaning, 1,360 sq ft × $0.15"],
    [{ service: "custom-cleaning", hours: 2, cleaners: 2 }, "Custom cleaning, 2 cleaners × 3 h × $65 (3 h minimum)"],
    [{ service: "home-organization", hours: 4 }, "Home organization, 4 h × $70"],
    [{ service: "laundry", loads: 1 }, "Laundry wash-dry-fold, 2 loads × $25 (2-load minimum)"],
    [{ service: "dishwashing", dishwashingHours: 1 }, "Dishwashing, 1 h ($60 first hour)"],
    [{ service: "dishwashing", dishwashingHours: 2.5 }, "Dishwashing, 2.5 h ($60 first hour + 3 × $30 per half hour)"],
  ])("%j → %s", (request, label) => {
    expect(quote(request).lines[0]).toMatchObject({ kind: "base", label });
  });

  it("rounds an area price half up to the cent", () => {
    // A rate of $0.1525 per sq ft (1525 hundredths of a cent): 1,002 × 15.25¢ = 15280.5¢ → 15281¢.
    const office = table.services.find((service) => service.slug === "office-cleaning");
    if (office?.pricing.model !== "area") throw new Error("office-cleaning is area-based");
    const custom: PriceTable = {
      ...table,
      services: [{ ...office, pricing: { ...office.pricing, centiCentsPerSqFt: 1525, minimumCents: 0 } }],
    };
    expect(quote({ service: "office-cleaning", squareFeet: 1_002 }, undefined, custom).subtotalCents).toBe(15_281);
    // 1,001 × 15.25¢ = 15265.25¢ → 15265¢.
    expect(quote({ service: "office-cleaning", squareFeet: 1_001 }, undefined, custom).subtotalCents).toBe(15_265);
  });
});

describe("computeQuote: every extra", () => {
  // On a regular studio ($140, 150 min).
  it.each<[string, number, number, number, string]>([
    // [extra id, quantity, extra cents, extra minutes, label]
    ["inside-fridge", 1, 3_500, 30, "Inside the fridge"],
    ["inside-oven", 1, 3_500, 30, "Inside the oven"],
    ["inside-cabinets", 1, 4_500, 45, "Inside cabinets"],
    // 12 windows × $8 = $96, 12 × 10 = 120 min.
    ["interior-windows", 12, 9_600, 120, "Interior windows, 12 × $8"],
    ["interior-windows", 1, 800, 10, "Interior windows, 1 × $8"],
    // 40 windows × $8 = $320, 400 min.
    ["interior-windows", 40, 32_000, 400, "Interior windows, 40 × $8"],
    ["baseboards", 1, 3_000, 30, "Baseboards"],
    ["wall-spot-cleaning", 1, 3_000, 30, "Wall spot cleaning"],
    ["balcony-terrace", 1, 4_000, 30, "Balcony or terrace"],
    ["pet-hair", 1, 2_500, 20, "Pet-hair treatment"],
    // 3 loads × $25 = $75, 3 × 60 = 180 min.
    ["laundry", 3, 7_500, 180, "Laundry (per load), 3 × $25"],
    // 10 loads × $25 = $250, 600 min.
    ["laundry", 10, 25_000, 600, "Laundry (per load), 10 × $25"],
    ["dishwashing", 1, 3_000, 30, "Dishwashing"],
  ])("%s × %i adds %i cents and %i minutes", (id, quantity, cents, minutes, label) => {
    const q = quote({ service: "residential-cleaning", bedrooms: 0, bathrooms: 1, extras: [{ id, quantity }] });
    expect(q.subtotalCents).toBe(14_000 + cents);
    expect(q.estimatedMinutes).toBe(150 + minutes);
    expect(q.lines[1]).toEqual({ kind: "extra", label, amountCents: cents, quantity, unitCents: cents / quantity, extraId: id });
  });

  it("takes a flat extra once when no quantity is given", () => {
    const q = quote({ service: "residential-cleaning", bedrooms: 1, bathrooms: 1, extras: [{ id: "baseboards" }] });
    expect(q.subtotalCents).toBe(17_000); // 140 + 30
  });

  it("adds every extra at once, in the order chosen", () => {
    // Deep 2 bed 1 bath = 225 + 55 = $280, 240 + 45 = 285 min.
    // Extras: 35 + 35 + 45 + 40 × 8 (320) + 30 + 30 + 40 + 25 + 10 × 25 (250) + 30 = $840;
    // minutes 30 + 30 + 45 + 400 + 30 + 30 + 30 + 20 + 600 + 30 = 1,245.
    // Subtotal $1,120; tax 112000 × 71/800 = 9940 exactly; total $1,219.40.
    const extras = [
      { id: "inside-fridge" },
      { id: "inside-oven" },
      { id: "inside-cabinets" },
      { id: "interior-windows", quantity: 40 },
      { id: "baseboards" },
      { id: "wall-spot-cleaning" },
      { id: "balcony-terrace" },
      { id: "pet-hair" },
      { id: "laundry", quantity: 10 },
      { id: "dishwashing" },
    ];
    const q = quote({ service: "deep-cleaning", bedrooms: 2, bathrooms: 1, extras });
    expect(q.lines.filter((line) => line.kind === "extra").map((line) => line.extraId)).toEqual(extras.map((e) => e.id));
    expect(q.subtotalCents).toBe(112_000);
    expect(q.taxCents).toBe(9_940);
    expect(q.totalCents).toBe(121_940);
    expect(q.estimatedMinutes).toBe(285 + 1_245);
    expect(table.extras).toHaveLength(extras.length);
  });
});

describe("computeQuote: frequency (regular cleaning)", () => {
  // Regular 3 bed 2 bath: 140 + 2 × 35 + 30 = $240.
  const home = { service: "residential-cleaning", bedrooms: 3, bathrooms: 2 } as const;
  it.each<[string, number, string | null, number, number]>([
    // [frequency, discount, label, tax, total]
    // One-time: no discount line; tax 24000 × 71/800 = 2130.
    ["one-time", 0, null, 2_130, 26_130],
    // Monthly 10%: $24 off → $216; tax 1917.
    ["monthly", 2_400, "Monthly discount (10%)", 1_917, 23_517],
    // Every two weeks 15%: $36 off → $204; tax 1810.5 → 1811.
    ["biweekly", 3_600, "Every-two-weeks discount (15%)", 1_811, 22_211],
    // Weekly 20%: $48 off → $192; tax 1704.
    ["weekly", 4_800, "Weekly discount (20%)", 1_704, 20_904],
  ])("%s takes %i cents off the subtotal", (frequency, discount, label, tax, total) => {
    const q = quote({ ...home, frequency: frequency as QuoteRequestInput["frequency"] });
    expect(q.subtotalCents).toBe(24_000);
    expect(q.frequencyDiscountCents).toBe(discount);
    expect(q.taxCents).toBe(tax);
    expect(q.totalCents).toBe(total);
    const line = q.lines.find((candidate) => candidate.kind === "frequency-discount");
    if (label === null) expect(line).toBeUndefined();
    else expect(line).toEqual({ kind: "frequency-discount", label, amountCents: -discount });
  });

  it("rounds the frequency discount half up", () => {
    // With a $140.10 base, 15% is 2101.5¢ → 2102¢; $140.10 − $21.02 = $119.08.
    const regular = table.services[0];
    if (regular?.pricing.model !== "rooms") throw new Error("the first service is regular cleaning");
    const custom: PriceTable = { ...table, services: [{ ...regular, pricing: { ...regular.pricing, baseCents: 14_010 } }] };
    const q = quote({ service: "residential-cleaning", bedrooms: 1, bathrooms: 1, frequency: "biweekly" }, undefined, custom);
    expect(q.frequencyDiscountCents).toBe(2_102);
    // Tax on $119.08: 11908 × 71/800 = 1056.835 → 1057.
    expect(q.taxCents).toBe(1_057);
  });
});

describe("computeQuote: special offers", () => {
  it("takes a percentage offer off the subtotal after the frequency discount", () => {
    // Regular 2 bed 1 bath = 140 + 35 = $175; weekly 20% = $35 → $140; offer 15% of $140 = $21 → $119;
    // tax 11900 × 71/800 = 1056.125 → 1056; total $129.56.
    const q = quote(
      { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, frequency: "weekly" },
      { offer: { id: 1, name: "Welcome offer", isPercentage: true, discountValue: 15 } },
    );
    expect(q.frequencyDiscountCents).toBe(3_500);
    expect(q.offerDiscountCents).toBe(2_100);
    expect(q.taxCents).toBe(1_056);
    expect(q.totalCents).toBe(12_956);
    expect(q.offerId).toBe(1);
    expect(q.lines.find((line) => line.kind === "offer")).toEqual({
      kind: "offer",
      label: "Welcome offer (15% off)",
      amountCents: -2_100,
    });
  });

  it("rounds a percentage offer half up", () => {
    // Office 1,202 sq ft × 15¢ = $180.30; 15% = 2704.5¢ → 2705¢; $153.25 left;
    // tax 15325 × 71/800 = 1360.09375 → 1360; total $166.85.
    const q = quote(
      { service: "office-cleaning", squareFeet: 1_202 },
      { offer: { id: 1, name: "Welcome offer", isPercentage: true, discountValue: 15 } },
    );
    expect(q.offerDiscountCents).toBe(2_705);
    expect(q.taxCents).toBe(1_360);
    expect(q.totalCents).toBe(16_685);
  });

  it("takes a fixed offer in dollars", () => {
    // Deep 3 bed 2 bath $380 − $20 = $360; tax 3195; total $391.95.
    const q = quote(
      { service: "deep-cleaning", bedrooms: 3, bathrooms: 2 },
      { offer: { id: "spring", name: "Spring special", isPercentage: false, discountValue: 2_000 } },
    );
    expect(q.offerDiscountCents).toBe(2_000);
    expect(q.taxCents).toBe(3_195);
    expect(q.totalCents).toBe(39_195);
    expect(q.lines.find((line) => line.kind === "offer")?.label).toBe("Spring special ($20 off)");
  });

  it("never takes a fixed offer below $0", () => {
    // Regular studio $140 with $500 off: the offer takes $140 and nothing is taxed or due.
    const q = quote(
      { service: "residential-cleaning", bedrooms: 0, bathrooms: 1 },
      { offer: { id: 2, name: "Apology", isPercentage: false, discountValue: 50_000 }, giftCardBalanceCents: 2_500 },
    );
    expect(q.offerDiscountCents).toBe(14_000);
    expect(q.taxCents).toBe(0);
    expect(q.totalCents).toBe(0);
    expect(q.giftCardCents).toBe(0);
    expect(q.amountDueCents).toBe(0);
  });

  it("takes exactly everything for a fixed offer equal to the discounted subtotal, or 100%", () => {
    // Regular studio monthly: $140 − $14 = $126.
    const request = { service: "residential-cleaning", bedrooms: 0, bathrooms: 1, frequency: "monthly" } as const;
    const fixed = quote(request, { offer: { id: 3, name: "Exact", isPercentage: false, discountValue: 12_600 } });
    expect(fixed.offerDiscountCents).toBe(12_600);
    expect(fixed.totalCents).toBe(0);
    const full = quote(request, { offer: { id: 4, name: "On us", isPercentage: true, discountValue: 100 } });
    expect(full.offerDiscountCents).toBe(12_600);
    expect(full.totalCents).toBe(0);
  });

  it("takes 1% as the smallest percentage", () => {
    // Regular studio $140: 1% = $1.40 → $138.60; tax 13860 × 71/800 = 1230.075 → 1230.
    const q = quote(
      { service: "residential-cleaning", bedrooms: 0, bathrooms: 1 },
      { offer: { id: 5, name: "Tiny", isPercentage: true, discountValue: 1 } },
    );
    expect(q.offerDiscountCents).toBe(140);
    expect(q.taxCents).toBe(1_230);
  });
});

describe("computeQuote: NYC sales tax", () => {
  it("rounds exactly half a cent up", () => {
    // $140 × 8.875% = 1242.5¢ → $12.43 (half down or banker's rounding would give $12.42).
    expect(quote({ service: "residential-cleaning", bedrooms: 1, bathrooms: 1 }).taxCents).toBe(1_243);
    // $60 × 8.875% = 532.5¢ → 533¢.
    expect(quote({ service: "dishwashing", dishwashingHours: 1 }).taxCents).toBe(533);
  });

  it("reads the rate from the table and labels it", () => {
    // At 4.5%, $140 → 630¢.
    const q = quote({ service: "residential-cleaning", bedrooms: 1, bathrooms: 1 }, undefined, {
      ...table,
      salesTaxMilliPercent: 4_500,
    });
    expect(q.taxCents).toBe(630);
    expect(q.lines.find((line) => line.kind === "tax")?.label).toBe("NYC sales tax (4.5%)");
    expect(quote({ service: "laundry", loads: 2 }).lines.find((line) => line.kind === "tax")?.label).toBe(
      "NYC sales tax (8.875%)",
    );
  });
});

describe("computeQuote: gift card", () => {
  // Deep 3 bed 2 bath: total $413.73.
  const request = { service: "deep-cleaning", bedrooms: 3, bathrooms: 2 } as const;
  it.each([
    // [balance, applied, due]
    [10_000, 10_000, 31_373], // smaller than the total: all of it applies
    [41_373, 41_373, 0], // equal to the total
    [50_000, 41_373, 0], // larger: only the total applies, the rest stays on the card
  ])("a balance of %i cents applies %i and leaves %i due", (balance, applied, due) => {
    const q = quote(request, { giftCardBalanceCents: balance });
    expect(q.totalCents).toBe(41_373);
    expect(q.giftCardCents).toBe(applied);
    expect(q.amountDueCents).toBe(due);
    expect(q.lines.slice(-2)).toEqual([
      { kind: "gift-card", label: "Gift card", amountCents: -applied },
      { kind: "amount-due", label: "Amount due", amountCents: due },
    ]);
  });

  it("shows no gift card line for an empty card", () => {
    const q = quote(request, { giftCardBalanceCents: 0 });
    expect(q.lines.some((line) => line.kind === "gift-card")).toBe(false);
    expect(q.amountDueCents).toBe(41_373);
  });
});

describe("computeQuote: holiday surcharge (an open holiday the company surcharges)", () => {
  it("adds a percentage of the subtotal as its own line right after the subtotal, taxed like the rest", () => {
    // $175 + 15% = $26.25 → $201.25; tax 20125 × 71/800 = 1786.09375 → 1786.
    const q = quote({ service: "residential-cleaning", bedrooms: 2, bathrooms: 1 }, { holidaySurcharge: { holiday: "Veterans Day", percent: 15 } });
    expect(q.lines.map((line) => [line.kind, line.label, line.amountCents])).toEqual([
      ["base", expect.any(String), 14_000],
      ["bedrooms", expect.any(String), 3_500],
      ["subtotal", "Subtotal", 17_500],
      ["holiday-surcharge", "Holiday surcharge, Veterans Day (15%)", 2_625],
      ["tax", "NYC sales tax (8.875%)", 1_786],
      ["total", "Total", 21_911],
      ["amount-due", "Amount due", 21_911],
    ]);
    expect(q).toMatchObject({ subtotalCents: 17_500, holidaySurchargeCents: 2_625, taxCents: 1_786, totalCents: 21_911 });
  });

  it("rounds the surcharge half up", () => {
    // 1,202 sq ft × $0.15 = $180.30; 15% = 2704.5¢ → 2705¢.
    expect(amountOf(quote({ service: "office-cleaning", squareFeet: 1_202 }, { holidaySurcharge: { holiday: "Columbus Day", percent: 15 } }), "holiday-surcharge")).toEqual([2_705]);
  });

  it("is nothing, and no line, without one", () => {
    const q = quote({ service: "residential-cleaning", bedrooms: 2, bathrooms: 1 });
    expect(q.holidaySurchargeCents).toBe(0);
    expect(amountOf(q, "holiday-surcharge")).toEqual([]);
  });

  it("comes before the discounts, which apply to the holiday price", () => {
    // Regular 3 bed 2 bath + fridge + 5 windows = $315; +20% = $63 → $378; every two weeks 15% = $56.70 → $321.30;
    // offer 10% = $32.13 → $289.17; tax 28917 × 71/800 = 2566.38375 → 2566; total $314.83; gift card $50; due $264.83.
    const q = quote(
      { service: "residential-cleaning", bedrooms: 3, bathrooms: 2, extras: [{ id: "inside-fridge" }, { id: "interior-windows", quantity: 5 }], frequency: "biweekly" },
      { holidaySurcharge: { holiday: "Independence Day (observed)", percent: 20 }, offer: { id: 7, name: "Loyalty", isPercentage: true, discountValue: 10 }, giftCardBalanceCents: 5_000 },
    );
    expect(q.lines.slice(5).map((line) => [line.kind, line.amountCents])).toEqual([
      ["subtotal", 31_500],
      ["holiday-surcharge", 6_300],
      ["frequency-discount", -5_670],
      ["offer", -3_213],
      ["tax", 2_566],
      ["total", 31_483],
      ["gift-card", -5_000],
      ["amount-due", 26_483],
    ]);
    const sum = (kinds: string[]) => q.lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.amountCents, 0);
    expect(sum(["subtotal", "holiday-surcharge", "frequency-discount", "offer", "tax"])).toBe(q.totalCents);
    expect(q.lines.find((line) => line.kind === "holiday-surcharge")?.label).toBe("Holiday surcharge, Independence Day (observed) (20%)");
  });

  it("lets a fixed offer take the whole holiday price, never more", () => {
    // Laundry 2 loads $50 + 100% = $100; a $150 offer takes $100.
    const q = quote({ service: "laundry", loads: 2 }, { holidaySurcharge: { holiday: "Christmas Day", percent: 100 }, offer: { id: 1, name: "Big", isPercentage: false, discountValue: 15_000 } });
    expect(q).toMatchObject({ holidaySurchargeCents: 5_000, offerDiscountCents: 10_000, taxCents: 0, totalCents: 0 });
  });

  it.each<[string, unknown]>([
    ["0%", { holiday: "Veterans Day", percent: 0 }],
    ["101%", { holiday: "Veterans Day", percent: 101 }],
    ["a fraction", { holiday: "Veterans Day", percent: 12.5 }],
    ["no holiday", { holiday: " ", percent: 10 }],
    ["not an object", 10],
  ])("rejects a surcharge of %s", (_name, holidaySurcharge) => {
    const result = computeQuote({ service: "laundry", loads: 2 }, table, { holidaySurcharge } as QuoteAdjustments);
    expect(result).toEqual({ ok: false, errors: { holidaySurcharge: "A holiday surcharge names its holiday and is a whole percent from 1 to 100" } });
  });
});

describe("computeQuote: the whole breakdown", () => {
  it("lists every line in order, each signed, and the lines add up", () => {
    // Regular 3 bed 2 bath + fridge + 5 windows, every two weeks, 10% offer, $50 gift card:
    // 140 + 2 × 35 + 30 + 35 + 5 × 8 = $315; 15% = $47.25 → $267.75; 10% = 2677.5¢ → 2678¢ → $240.97;
    // tax 24097 × 71/800 = 2138.60875 → 2139; total $262.36; gift card $50; due $212.36.
    // Minutes 150 + 3 × 30 + 30 + 5 × 10 = 320.
    const q = quote(
      {
        service: "residential-cleaning",
        bedrooms: 3,
        bathrooms: 2,
        extras: [{ id: "inside-fridge" }, { id: "interior-windows", quantity: 5 }],
        frequency: "biweekly",
      },
      { offer: { id: 7, name: "Loyalty", isPercentage: true, discountValue: 10 }, giftCardBalanceCents: 5_000 },
    );
    expect(q.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ["base", 14_000],
      ["bedrooms", 7_000],
      ["bathrooms", 3_000],
      ["extra", 3_500],
      ["extra", 4_000],
      ["subtotal", 31_500],
      ["frequency-discount", -4_725],
      ["offer", -2_678],
      ["tax", 2_139],
      ["total", 26_236],
      ["gift-card", -5_000],
      ["amount-due", 21_236],
    ]);
    expect(q).toMatchObject({
      subtotalCents: 31_500,
      frequencyDiscountCents: 4_725,
      offerDiscountCents: 2_678,
      taxCents: 2_139,
      totalCents: 26_236,
      giftCardCents: 5_000,
      amountDueCents: 21_236,
      estimatedMinutes: 320,
      service: { slug: "residential-cleaning", name: "Regular cleaning" },
    });
    const sum = (kinds: string[]) =>
      q.lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.amountCents, 0);
    expect(sum(["base", "bedrooms", "bathrooms", "extra"])).toBe(q.subtotalCents);
    expect(sum(["subtotal", "frequency-discount", "offer", "tax"])).toBe(q.totalCents);
    expect(sum(["total", "gift-card"])).toBe(q.amountDueCents);
  });

  it("gives the same quote for the same input (browser and server agree)", () => {
    const request = { service: "office-cleaning", squareFeet: 1_202 };
    expect(computeQuote(request, table)).toEqual(computeQuote(structuredClone(request), structuredClone(table)));
  });

  it("keeps only the inputs the service uses in the stored request", () => {
    const q = quote({ service: "office-cleaning", squareFeet: 900, bedrooms: 3, bathrooms: 2, hours: 4 });
    expect(q.request).toEqual({ service: "office-cleaning", squareFeet: 900, cleaners: 1, extras: [], frequency: "one-time" });
  });
});

describe("computeQuote: bad input", () => {
  it("returns field errors for the request and the adjustments together", () => {
    const result = computeQuote({ service: "deep-cleaning", bedrooms: 9, bathrooms: 2 }, table, {
      offer: { id: 1, name: "Broken", isPercentage: true, discountValue: 150 },
      giftCardBalanceCents: -5,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        bedrooms: "Choose between 0 (studio) and 6 bedrooms",
        offer: "A percentage offer must be a whole percent from 1 to 100",
        giftCard: "The gift card balance must be a whole number of cents, 0 or more",
      },
    });
  });

  it.each<[string, unknown, string]>([
    ["percentage 0", { offer: { id: 1, name: "x", isPercentage: true, discountValue: 0 } }, "A percentage offer must be a whole percent from 1 to 100"],
    ["percentage 101", { offer: { id: 1, name: "x", isPercentage: true, discountValue: 101 } }, "A percentage offer must be a whole percent from 1 to 100"],
    ["fixed 0", { offer: { id: 1, name: "x", isPercentage: false, discountValue: 0 } }, "A fixed offer must be a whole number of cents above 0"],
    ["fixed negative", { offer: { id: 1, name: "x", isPercentage: false, discountValue: -500 } }, "A fixed offer must be a whole number of cents above 0"],
    ["fractional value", { offer: { id: 1, name: "x", isPercentage: true, discountValue: 12.5 } }, "The special offer is not valid"],
    ["no name", { offer: { id: 1, name: "", isPercentage: true, discountValue: 10 } }, "The special offer is not valid"],
    ["not an object", { offer: "WELCOME" }, "The special offer is not valid"],
  ])("rejects an offer: %s", (_name, adjustments, message) => {
    const result = computeQuote({ service: "laundry", loads: 2 }, table, adjustments as QuoteAdjustments);
    expect(result).toEqual({ ok: false, errors: { offer: message } });
  });

  it.each([[-1], [1.5], [Number.NaN], ["100"]])("rejects a gift card balance of %p", (balance) => {
    const result = computeQuote({ service: "laundry", loads: 2 }, table, { giftCardBalanceCents: balance } as QuoteAdjustments);
    expect(result).toEqual({
      ok: false,
      errors: { giftCard: "The gift card balance must be a whole number of cents, 0 or more" },
    });
  });

  it.each<[unknown]>([
    [undefined],
    [null],
    [42],
    ["deep-cleaning"],
    [[]],
    [{ service: {} }],
    [{ service: "deep-cleaning", bedrooms: "3", bathrooms: null, extras: "fridge" }],
    [{ service: "office-cleaning", squareFeet: Number.POSITIVE_INFINITY }],
    [{ service: "office-cleaning", squareFeet: 1e300 }],
    [{ service: "residential-cleaning", bedrooms: 1, bathrooms: 1, extras: [null, 3, { id: 5 }] }],
  ])("never throws on %p", (request) => {
    expect(() => computeQuote(request, table)).not.toThrow();
    expect(computeQuote(request, table).ok).toBe(false);
  });
});

describe("fromPriceCents", () => {
  it.each([
    ["residential-cleaning", 14_000, "$140"], // base
    ["deep-cleaning", 22_500, "$225"],
    ["move-in-out-cleaning", 26_000, "$260"],
    ["heavy-condition-cleaning", 30_000, "$300"],
    ["filthy-cleaning", 36_000, "$360"],
    ["office-cleaning", 18_000, "$180"], // 500 × 15¢ = $75 < $180 minimum
    ["post-construction-cleaning", 40_000, "$400"], // 300 × 35¢ = $105 < $400 minimum
    ["custom-cleaning", 19_500, "$195"], // 3 h × $65, one cleaner
    ["home-organization", 21_000, "$210"], // 3 h × $70
    ["laundry", 5_000, "$50"], // 2 loads × $25
    ["dishwashing", 6_000, "$60"], // the first hour
  ])("%s is from %i cents (%s)", (slug, cents, text) => {
    const service = table.services.find((candidate) => candidate.slug === slug);
    if (!service) throw new Error(`no ${slug}`);
    expect(fromPriceCents(service)).toBe(cents);
    expect(formatUsd(fromPriceCents(service))).toBe(text);
  });

  it("is the one-time quote of the smallest job, before tax", () => {
    // The smallest inputs of each model give a subtotal equal to the "from" price.
    const smallest: QuoteRequestInput[] = [
      { service: "residential-cleaning", bedrooms: 0, bathrooms: 1 },
      { service: "office-cleaning", squareFeet: 500 },
      { service: "custom-cleaning", hours: 1 },
      { service: "laundry", loads: 1 },
      { service: "dishwashing", dishwashingHours: 1 },
    ];
    for (const request of smallest) {
      const service = table.services.find((candidate) => candidate.slug === request.service);
      if (!service) throw new Error(`no ${request.service}`);
      expect(quote(request).subtotalCents).toBe(fromPriceCents(service));
    }
  });
});
