import { describeFrequency, describeHome, extrasOf, formatExtra } from "./job-details";

const request = (fields: Record<string, unknown>) => ({ service: "x", cleaners: 1, extras: [], frequency: "one-time" as const, ...fields });

describe("job details in words", () => {
  it("describes each kind of home or job", () => {
    expect(describeHome(request({ bedrooms: 0, bathrooms: 1 }))).toBe("Studio, 1 bathroom");
    expect(describeHome(request({ bedrooms: 3, bathrooms: 2 }))).toBe("3 bedrooms, 2 bathrooms");
    expect(describeHome(request({ squareFeet: 2500 }))).toBe("2,500 sq ft");
    expect(describeHome(request({ hours: 4, cleaners: 2 }))).toBe("4 hours, 2 cleaners");
    expect(describeHome(request({ hours: 1 }))).toBe("1 hour");
    expect(describeHome(request({ loads: 3 }))).toBe("3 loads of laundry");
    expect(describeHome(request({ dishwashingHours: 1.5 }))).toBe("1.5 hours of dishwashing");
    expect(describeFrequency(request({ frequency: "biweekly" }))).toBe("Every two weeks");
  });

  it("lists extras without their prices", () => {
    const extras = extrasOf([
      { kind: "base", label: "Regular cleaning", amountCents: 14_000 },
      { kind: "extra", label: "Inside the oven", amountCents: 3_500, quantity: 1, unitCents: 3_500, extraId: "inside-oven" },
      { kind: "extra", label: "Interior windows, 6 × $8", amountCents: 4_800, quantity: 6, unitCents: 800, extraId: "interior-windows" },
    ]);
    expect(extras).toEqual([
      { id: "inside-oven", name: "Inside the oven", quantity: 1 },
      { id: "interior-windows", name: "Interior windows", quantity: 6 },
    ]);
    expect(extras.map(formatExtra)).toEqual(["Inside the oven", "Interior windows × 6"]);
  });
});
