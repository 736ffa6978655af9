import { computeQuote } from "@/lib/booking/pricing";
import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/settings/price-table";
import { quickQuoteServices } from "./quick-quote";

describe("quickQuoteServices", () => {
  it("prices every bedrooms × bathrooms choice of a room-priced service with the booking's own pricing", () => {
    const [deep] = quickQuoteServices(DEFAULT_PRICE_TABLE, ["deep-cleaning"]);
    const quote = computeQuote({ service: "deep-cleaning", bedrooms: 3, bathrooms: 2, frequency: "one-time", extras: [] }, DEFAULT_PRICE_TABLE);
    if (!quote.ok) throw new Error("the default table prices deep cleaning");
    expect(deep?.roomPrices?.[3]?.[1]).toBe(quote.quote.subtotalCents);
    expect(deep?.roomPrices?.[0]?.[0]).toBe(deep?.fromCents);
    expect(deep?.roomPrices).toHaveLength(7);
    expect(deep?.roomPrices?.every((row) => row.length === 5)).toBe(true);
  });

  it("follows the table staff edit, not numbers written in the code", () => {
    const raised: PriceTable = {
      ...DEFAULT_PRICE_TABLE,
      services: DEFAULT_PRICE_TABLE.services.map((s) => (s.slug === "residential-cleaning" && s.pricing.model === "rooms" ? { ...s, pricing: { ...s.pricing, baseCents: 15_000 } } : s)),
    };
    const [before] = quickQuoteServices(DEFAULT_PRICE_TABLE, ["residential-cleaning"]);
    const [after] = quickQuoteServices(raised, ["residential-cleaning"]);
    expect(after?.fromCents).toBe(15_000);
    expect((after?.roomPrices?.[2]?.[1] ?? 0) - (before?.roomPrices?.[2]?.[1] ?? 0)).toBe(15_000 - (before?.fromCents ?? 0));
  });

  it("gives a service not priced by rooms its from price only, and skips unknown slugs", () => {
    const services = quickQuoteServices(DEFAULT_PRICE_TABLE, ["office-cleaning", "window-washing"]);
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({ slug: "office-cleaning" });
    expect(services[0]?.roomPrices).toBeUndefined();
    expect(services[0]?.fromCents).toBeGreaterThan(0);
  });
});
