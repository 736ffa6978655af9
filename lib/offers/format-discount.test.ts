import { formatDiscount } from "./format-discount";

describe("formatDiscount", () => {
  it("shows a percentage as the value and a percent sign", () => {
    expect(formatDiscount({ isPercentage: true, discountValue: 10 })).toBe("10%");
    expect(formatDiscount({ isPercentage: true, discountValue: 100 })).toBe("100%");
  });

  it("shows whole dollars without cents", () => {
    expect(formatDiscount({ isPercentage: false, discountValue: 25 })).toBe("$25");
    expect(formatDiscount({ isPercentage: false, discountValue: 1000 })).toBe("$1,000");
  });

  it("shows dollars and cents otherwise, always two digits", () => {
    expect(formatDiscount({ isPercentage: false, discountValue: 12.5 })).toBe("$12.50");
    expect(formatDiscount({ isPercentage: false, discountValue: 0.99 })).toBe("$0.99");
    // Floating point leftovers from cents / 100 never show up as stray digits.
    expect(formatDiscount({ isPercentage: false, discountValue: 1999 / 100 })).toBe("$19.99");
    expect(formatDiscount({ isPercentage: false, discountValue: 24.999999 })).toBe("$25");
  });
});
