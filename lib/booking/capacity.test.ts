import { scheduleLockDays } from "./capacity";
import { nyTime } from "./test-support";

describe("the days a visit locks", () => {
  const day = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

  it("is the New York date of a visit within one day", () => {
    expect(scheduleLockDays(nyTime("2026-03-10", 9), nyTime("2026-03-10", 12))).toEqual([day("2026-03-10")]);
  });

  it("includes the next day when a late visit runs past midnight", () => {
    expect(scheduleLockDays(nyTime("2026-03-10", 17), nyTime("2026-03-11", 2))).toEqual([day("2026-03-10"), day("2026-03-11")]);
  });

  it("stops before a day the visit only touches at midnight", () => {
    expect(scheduleLockDays(nyTime("2026-03-10", 17), nyTime("2026-03-11", 0))).toEqual([day("2026-03-10")]);
  });

  it("uses New York dates, not UTC ones (20:00 EST is already tomorrow in UTC)", () => {
    expect(scheduleLockDays(nyTime("2026-01-10", 17), nyTime("2026-01-10", 22))).toEqual([day("2026-01-10")]);
  });
});
