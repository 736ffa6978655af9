import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";
import { phoneSchema, PHONE_REQUIRED_MESSAGE, requiredPhoneSchema } from "./phone";

describe("phoneSchema", () => {
  it.each([
    ["(212) 555-0147", "+12125550147"],
    ["212-555-0147", "+12125550147"],
    ["212.555.0147", "+12125550147"],
    ["2125550147", "+12125550147"],
    ["+1 718 555 0103", "+17185550103"],
    ["1-917-555-0105", "+19175550105"],
  ])("stores %s as %s", (input, expected) => {
    expect(phoneSchema.parse(input)).toBe(expected);
  });

  it("treats blank and null as no phone", () => {
    expect(phoneSchema.parse("  ")).toBeNull();
    expect(phoneSchema.parse(null)).toBeNull();
  });

  it.each([
    ["call me", PHONE_PROBLEM_MESSAGES.invalid],
    ["555-0147", PHONE_PROBLEM_MESSAGES.invalid],
    ["21255501470", PHONE_PROBLEM_MESSAGES.invalid],
    ["+44 20 7946 0958", PHONE_PROBLEM_MESSAGES["not-us"]],
    ["(800) 555-0100", PHONE_PROBLEM_MESSAGES["not-mobile"]],
    ["212-555-0147 ext. 4", PHONE_PROBLEM_MESSAGES["not-mobile"]],
    ["1".repeat(31), PHONE_PROBLEM_MESSAGES.invalid],
  ])("refuses %j, saying why", (input, message) => {
    const result = phoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe("requiredPhoneSchema", () => {
  it("asks for a number when there is none, and reads one like phoneSchema", () => {
    expect(requiredPhoneSchema.safeParse(" ").error?.issues.map((issue) => issue.message)).toEqual([PHONE_REQUIRED_MESSAGE]);
    expect(requiredPhoneSchema.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual([PHONE_REQUIRED_MESSAGE]);
    expect(requiredPhoneSchema.parse("(917) 555-0105")).toBe("+19175550105");
    expect(requiredPhoneSchema.safeParse("+1 888 555 0100").error?.issues.map((issue) => issue.message)).toEqual([PHONE_PROBLEM_MESSAGES["not-mobile"]]);
  });
});
