import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { applyTexts, formTexts, fromText, priceChanges, priceFields, toText } from "./price-fields";

describe("the price editor's numbers", () => {
  it("shows every service's prices, the extras, discounts, tax and the fee", () => {
    const keys = priceFields(DEFAULT_PRICE_TABLE).map((field) => field.key);
    for (const service of DEFAULT_PRICE_TABLE.services) expect(keys.some((key) => key.startsWith(`services.${service.slug}.`))).toBe(true);
    for (const extra of DEFAULT_PRICE_TABLE.extras) expect(keys).toContain(`extras.${extra.id}.priceCents`);
    expect(keys).toEqual(expect.arrayContaining(["frequency.monthly", "frequency.biweekly", "frequency.weekly", "salesTaxMilliPercent", "lateCancellationFeeCents"]));
  });

  it("writes the table's integers as people type them", () => {
    expect(toText(14_000, "dollars")).toBe("140");
    expect(toText(14_050, "dollars")).toBe("140.50");
    expect(toText(1_500, "rate")).toBe("0.15");
    expect(toText(1_525, "rate")).toBe("0.1525");
    expect(toText(8_875, "taxPercent")).toBe("8.875");
    expect(toText(8_000, "taxPercent")).toBe("8");
    expect(toText(4_500, "taxPercent")).toBe("4.5");
    expect(formTexts(DEFAULT_PRICE_TABLE)["services.deep-cleaning.baseCents"]).toBe("225");
  });

  it("reads them back exactly, without floating point", () => {
    const dollars = { unit: "dollars", min: 0, max: 10_000_000 } as const;
    expect(fromText("$140.10", dollars)).toEqual({ ok: true, raw: 14_010 });
    expect(fromText("1,250", dollars)).toEqual({ ok: true, raw: 125_000 });
    expect(fromText("0.29", dollars)).toEqual({ ok: true, raw: 29 });
    expect(fromText("0.1525", { unit: "rate", min: 1, max: 1_000_000 })).toEqual({ ok: true, raw: 1_525 });
    expect(fromText("8.875%", { unit: "taxPercent", min: 0, max: 30_000 })).toEqual({ ok: true, raw: 8_875 });
    expect(fromText("12.345", dollars)).toMatchObject({ ok: false, message: expect.stringMatching(/2 decimal/) });
    expect(fromText("-5", dollars)).toEqual({ ok: false, message: "Prices cannot be negative." });
    expect(fromText("-$0.15", { unit: "rate", min: 1, max: 1_000_000 })).toEqual({ ok: false, message: "Prices cannot be negative." });
    expect(fromText("-30", { unit: "minutes", min: 0, max: 1440 })).toEqual({ ok: false, message: "Enter 0 or more." });
    expect(fromText("", dollars)).toMatchObject({ ok: false });
    expect(fromText("101", { unit: "percent", min: 0, max: 100 })).toMatchObject({ ok: false, message: "Enter a value from 0% to 100%." });
  });

  it("applies edits to the table and lists what changed, in dollars", () => {
    const texts = { ...formTexts(DEFAULT_PRICE_TABLE), "services.deep-cleaning.baseCents": "240", "extras.inside-oven.priceCents": "37.50", salesTaxMilliPercent: "9" };
    const applied = applyTexts(DEFAULT_PRICE_TABLE, texts);
    if (!applied.ok) throw new Error(JSON.stringify(applied.errors));
    const deep = applied.table.services.find((service) => service.slug === "deep-cleaning");
    expect(deep?.pricing).toMatchObject({ baseCents: 24_000 });
    expect(applied.table.salesTaxMilliPercent).toBe(9_000);
    expect(priceChanges(DEFAULT_PRICE_TABLE, applied.table)).toEqual([
      "Deep cleaning: Base price (studio or 1 bedroom, 1 bathroom): $225 → $240",
      "Extras: Inside the oven: price: $35 → $37.50",
      "Tax and fees: Sales tax rate: 8.875% → 9%",
    ]);
    expect(priceChanges(DEFAULT_PRICE_TABLE, DEFAULT_PRICE_TABLE)).toEqual([]);
  });

  it("refuses prices whose largest order would be too large to book, before anything is sent", () => {
    const texts = { ...formTexts(DEFAULT_PRICE_TABLE), "services.office-cleaning.centiCentsPerSqFt": "100", "services.office-cleaning.maxSqFt": "1000000" };
    expect(applyTexts(DEFAULT_PRICE_TABLE, texts)).toEqual({
      ok: false,
      errors: { form: "The largest Office and commercial cleaning order would come to $108,875,000 with tax. Keep it at or under $100,000: lower its prices or limits." },
    });
  });

  it("names each field that is wrong, and an area range that is upside down", () => {
    const texts = { ...formTexts(DEFAULT_PRICE_TABLE), "services.deep-cleaning.baseCents": "abc", "services.office-cleaning.maxSqFt": "100" };
    expect(applyTexts(DEFAULT_PRICE_TABLE, texts)).toEqual({
      ok: false,
      errors: { "services.deep-cleaning.baseCents": "Enter a number with at most 2 decimal places.", "services.office-cleaning.maxSqFt": "The largest area must be at least the smallest." },
    });
  });
});
