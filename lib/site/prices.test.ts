import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/settings/price-table";
import { fromPriceCentsOf, fromPriceLabel, fromPriceNote } from "./prices";

describe("from prices", () => {
  it.each([
    ["residential-cleaning", 14_000, "From $140"],
    ["deep-cleaning", 22_500, "From $225"],
    ["office-cleaning", 18_000, "From $180"],
    ["post-construction-cleaning", 40_000, "From $400"],
    ["custom-cleaning", 19_500, "From $195"],
    ["laundry", 5_000, "From $50"],
    ["dishwashing", 6_000, "From $60"],
  ])("%s starts at %d cents", (slug, cents, label) => {
    expect(fromPriceCentsOf(DEFAULT_PRICE_TABLE, slug)).toBe(cents);
    expect(fromPriceLabel(DEFAULT_PRICE_TABLE, slug)).toBe(label);
  });

  it("follows the table staff set", () => {
    const table: PriceTable = {
      ...DEFAULT_PRICE_TABLE,
      services: DEFAULT_PRICE_TABLE.services.map((s) =>
        s.slug === "deep-cleaning" && s.pricing.model === "rooms" ? { ...s, pricing: { ...s.pricing, baseCents: 23_950 } } : s,
      ),
    };
    expect(fromPriceLabel(table, "deep-cleaning")).toBe("From $239.50");
  });

  it("is undefined for a service the table does not have", () => {
    expect(fromPriceCentsOf(DEFAULT_PRICE_TABLE, "window-washing")).toBeUndefined();
    expect(fromPriceLabel(DEFAULT_PRICE_TABLE, "window-washing")).toBeUndefined();
  });
});

describe("fromPriceNote", () => {
  it.each([
    ["residential-cleaning", "for a studio or 1 bedroom, 1 bathroom"],
    ["office-cleaning", "minimum, from 500 sq ft"],
    ["custom-cleaning", "for the 3-hour minimum"],
    ["laundry", "for the 2-load minimum"],
    ["dishwashing", "for the first hour"],
    ["window-washing", ""],
  ])("explains what the price of %s covers", (slug, note) => {
    expect(fromPriceNote(DEFAULT_PRICE_TABLE, slug)).toBe(note);
  });
});
