import { formatCentiCentsAsUsd, formatMilliPercent, formatUsd, groupThousands, mulDivRoundHalfUp } from "@/lib/kernel/money";

describe("mulDivRoundHalfUp", () => {
  it.each([
    // value × numerator / denominator = exact → rounded
    [14_000, 8875, 100_000, 1243], // 1242.5 → 1243: exactly half a cent rounds up
    [20_500, 8875, 100_000, 1819], // 1819.375 → 1819
    [24_097, 8875, 100_000, 2139], // 2138.60875 → 2139
    [26_775, 10, 100, 2678], // 2677.5 → 2678
    [26_774, 10, 100, 2677], // 2677.4 → 2677
    [0, 8875, 100_000, 0],
    [1, 1, 2, 1], // 0.5 → 1
    [1, 1, 3, 0], // 0.333 → 0
    [2, 1, 3, 1], // 0.667 → 1
  ])("%i × %i / %i = %i", (value, numerator, denominator, expected) => {
    expect(mulDivRoundHalfUp(value, numerator, denominator)).toBe(expected);
  });

  it("stays exact where floating point would not", () => {
    // 0.145 × 100 in floating point is 14.499999999999998; integer arithmetic gives 14.5 → 15.
    expect(mulDivRoundHalfUp(145, 10, 100)).toBe(15);
    // A product beyond 2^53 is still exact: (2^52 + 1) × 3 = 13510798882111491 (not a double),
    // / 2 = 3 × 2^51 + 1.5 → 3 × 2^51 + 2.
    expect(mulDivRoundHalfUp(2 ** 52 + 1, 3, 2)).toBe(3 * 2 ** 51 + 2);
    expect(mulDivRoundHalfUp(Number.MAX_SAFE_INTEGER, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses negative, fractional and zero-denominator arguments", () => {
    expect(() => mulDivRoundHalfUp(-1, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1, 1, 0)).toThrow(RangeError);
  });
});

describe("groupThousands", () => {
  it("prints whole numbers as en-US does, from a number or a bigint", () => {
    for (const value of [0, 7, 999, 1000, 20_000, 1_234_567]) expect(groupThousands(value)).toBe(value.toLocaleString("en-US"));
    expect(groupThousands(1_234_567n)).toBe("1,234,567");
  });
});

describe("formatUsd", () => {
  it.each([
    [123_450, "$1,234.50"],
    [14_000, "$140"],
    [1_242, "$12.42"],
    [5, "$0.05"],
    [0, "$0"],
    [-3_500, "-$35"],
    [-2_678, "-$26.78"],
    [100_000_000, "$1,000,000"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

describe("rate formatting", () => {
  it.each([
    [1500, "$0.15"],
    [3500, "$0.35"],
    [1525, "$0.1525"],
    [1510, "$0.151"],
    [10_000, "$1.00"],
  ])("%i hundredths of a cent per unit → %s", (centiCents, text) => {
    expect(formatCentiCentsAsUsd(centiCents)).toBe(text);
  });

  it.each([
    [8875, "8.875%"],
    [8000, "8%"],
    [4500, "4.5%"],
    [0, "0%"],
  ])("%i thousandths of a percent → %s", (milliPercent, text) => {
    expect(formatMilliPercent(milliPercent)).toBe(text);
  });
});
