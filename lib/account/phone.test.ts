import { normalizeUsPhone, phoneSchema, PHONE_MESSAGE } from "./phone";

describe("normalizeUsPhone", () => {
  it.each([
    ["(212) 555-0147", "(212) 555-0147"],
    ["212-555-0147", "(212) 555-0147"],
    ["212.555.0147", "(212) 555-0147"],
    ["2125550147", "(212) 555-0147"],
    ["+1 718 555 0103", "(718) 555-0103"],
    ["1-917-555-0105", "(917) 555-0105"],
  ])("writes %s as %s", (input, expected) => {
    expect(normalizeUsPhone(input)).toBe(expected);
  });

  it.each(["555-0147", "+44 20 7946 0958", "(012) 555-0147", "(212) 155-0147", "(911) 555-0147", "212-555-0147 ext. 4", "21255501470"])(
    "refuses %s",
    (input) => {
      expect(normalizeUsPhone(input)).toBeNull();
    },
  );
});

describe("phoneSchema", () => {
  it("treats blank and null as no phone", () => {
    expect(phoneSchema.parse("  ")).toBeNull();
    expect(phoneSchema.parse(null)).toBeNull();
  });

  it("says how to write a number it refuses", () => {
    const result = phoneSchema.safeParse("call me");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });
});
