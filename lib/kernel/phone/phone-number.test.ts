import { formatOptionalPhone, formatPhone } from "./phone-display";
import { toE164 } from "./phone-number";

describe("toE164", () => {
  it.each([
    ["(212) 555-0147", "+12125550147"],
    ["212-555-0100", "+12125550100"],
    ["917.555.0123", "+19175550123"],
    ["  718 555 0142  ", "+17185550142"],
    ["1 (917) 867-5309", "+19178675309"],
    ["1-917-555-0105", "+19175550105"],
    ["+1 646 555 0199", "+16465550199"],
    ["+12125550147", "+12125550147"],
    ["tel:+12125550147", "+12125550147"],
  ])("reads %j as a US number, %s", (input, e164) => {
    expect(toE164(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ["", "invalid"],
    ["1234", "invalid"],
    ["555-0147", "invalid"],
    ["call me", "invalid"],
    ["(123) 456-7890", "invalid"],
    ["(212) 155-0147", "invalid"],
    ["(911) 555-0147", "invalid"],
    ["212-555-01470000", "invalid"],
    ["+44 7911 123456", "not-us"],
    ["+44 20 7946 0958", "not-us"],
    ["011 44 7911 123456", "not-us"],
    ["+52 55 1234 5678", "not-us"],
    ["+1 416 555 0199", "not-us"],
    ["+1 800 555 1234", "not-mobile"],
    ["(888) 555-0100", "not-mobile"],
    ["+1 900 555 1234", "not-mobile"],
    ["(212) 555-0147 ext. 12", "not-mobile"],
  ])("refuses %j: %s", (input, reason) => {
    const result = toE164(input);
    expect(result).toMatchObject({ ok: false, reason });
    expect(!result.ok && result.message).toMatch(/^That |^We can only/);
  });

  it("says politely what to do instead", () => {
    expect(toE164("1234")).toEqual({ ok: false, reason: "invalid", message: "That doesn't look like a complete phone number. Please check it, for example (917) 555-0123." });
    expect(toE164("+44 7911 123456")).toEqual({ ok: false, reason: "not-us", message: "We can only send texts to US phone numbers. Please give a US mobile number." });
    expect(toE164("+1 800 555 1234")).toEqual({ ok: false, reason: "not-mobile", message: "That number can't receive text messages. Please give a mobile number." });
  });
});

describe("formatPhone", () => {
  it("shows a stored US number the way people write it", () => {
    expect(formatPhone("+12125550147")).toBe("(212) 555-0147");
    expect(formatOptionalPhone("+17185550103")).toBe("(718) 555-0103");
  });

  it("shows a number stored before E.164 as it is, and no number as none", () => {
    expect(formatPhone("(917) 555-0105")).toBe("(917) 555-0105");
    expect(formatOptionalPhone(null)).toBeNull();
  });

  it("writes back what toE164 reads", () => {
    for (const typed of ["212.555.0147", "+1 718 555 0103"]) {
      const read = toE164(typed);
      expect(read.ok && toE164(formatPhone(read.e164))).toEqual(read);
    }
  });
});
