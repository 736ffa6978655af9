import { providerE164 } from "./phone-number";

// toE164 is tested with the kernel module it lives in (lib/kernel/phone/phone-number.test.ts).

describe("providerE164", () => {
  it.each([
    ["+12125550147", "+12125550147"],
    [" +19175550123 ", "+19175550123"],
    ["+447911123456", "+447911123456"],
  ])("reads %j as %s", (input, e164) => {
    expect(providerE164(input)).toBe(e164);
  });

  it.each(["", "2125550147", "+1212555014", "12345", "Twilio", "+1 (212) 555-0147 ext. 4", "+0123456789"])("refuses %j", (input) => {
    expect(providerE164(input)).toBeNull();
  });
});
