import { customerChangeDeadline, isWithinCustomerWindow, lateChangeMessage } from "./edit-window";

describe("the customer's 24-hour change window", () => {
  const start = new Date("2026-03-10T14:00:00.000Z");
  it.each([
    ["two days before", "2026-03-08T14:00:00.000Z", true],
    ["exactly 24 hours before", "2026-03-09T14:00:00.000Z", true],
    ["a second after the cutoff", "2026-03-09T14:00:01.000Z", false],
    ["an hour before", "2026-03-10T13:00:00.000Z", false],
    ["after the start", "2026-03-10T15:00:00.000Z", false],
  ])("%s: %s", (_label, now, allowed) => {
    expect(isWithinCustomerWindow(start, new Date(now))).toBe(allowed);
  });

  it("is 24 hours of real time across a DST change (spring forward on March 8, 2026)", () => {
    const afterSwitch = new Date("2026-03-08T16:00:00.000Z"); // Sunday 12:00 EDT
    expect(customerChangeDeadline(afterSwitch).toISOString()).toBe("2026-03-07T16:00:00.000Z");
  });

  it("tells the customer to call", () => {
    expect(lateChangeMessage("(212) 555-0147")).toMatch(/less than 24 hours.*call us at \(212\) 555-0147/);
  });
});
