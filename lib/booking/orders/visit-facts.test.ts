import { extrasInWords, homeInWords } from "./visit-facts";
import type { QuoteRequest } from "../quote-request";

const request = (fields: Partial<QuoteRequest>): QuoteRequest => ({ service: "residential-cleaning", cleaners: 1, extras: [], frequency: "one-time", ...fields }) as QuoteRequest;

describe("the visit in words", () => {
  it("names the rooms, the area or the hours the visit is for", () => {
    expect(homeInWords(request({ bedrooms: 2, bathrooms: 1 }))).toBe("2 bedrooms, 1 bathroom");
    expect(homeInWords(request({ bedrooms: 0, bathrooms: 2 }))).toBe("Studio, 2 bathrooms");
    expect(homeInWords(request({ squareFeet: 1200 }))).toBe("1,200 sq ft");
    expect(homeInWords(request({ hours: 3, cleaners: 2 }))).toBe("3 hours, 2 cleaners");
    expect(homeInWords(request({ loads: 1 }))).toBe("1 laundry load");
    expect(homeInWords(request({}))).toBeNull();
  });

  it("lists the extras as the price lines name them", () => {
    expect(
      extrasInWords([
        { kind: "base", label: "Regular cleaning", amountCents: 14_000 },
        { kind: "extra", label: "Inside the oven", amountCents: 3_500, extraId: "inside-oven" },
        { kind: "extra", label: "Laundry, 2 × $30", amountCents: 6_000, extraId: "laundry" },
        { kind: "total", label: "Total", amountCents: 23_500 },
      ]),
    ).toEqual(["Inside the oven", "Laundry, 2 × $30"]);
  });
});
