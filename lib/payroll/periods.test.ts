import { periodBetween, periodOfDay, periodOfInstant, periodStartingOn, recentPeriods } from "./periods";

const HOUR = 3_600_000;
const weekly = { frequency: "weekly" as const, anchorDate: "2026-01-05" };
const biweekly = { frequency: "biweekly" as const, anchorDate: "2026-01-05" };

describe("pay periods in New York calendar days", () => {
  it("puts a day in the week counted from the anchor, before the anchor too", () => {
    expect(periodOfDay(weekly, "2026-03-11")).toMatchObject({ start: "2026-03-09", end: "2026-03-16" });
    expect(periodOfDay(weekly, "2026-03-09")).toMatchObject({ start: "2026-03-09", end: "2026-03-16" });
    expect(periodOfDay(weekly, "2026-03-15")).toMatchObject({ start: "2026-03-09", end: "2026-03-16" });
    expect(periodOfDay(weekly, "2025-12-31")).toMatchObject({ start: "2025-12-29", end: "2026-01-05" });
  });

  it("counts two-week periods from the anchor", () => {
    expect(periodOfDay(biweekly, "2026-01-18")).toMatchObject({ start: "2026-01-05", end: "2026-01-19" });
    expect(periodOfDay(biweekly, "2026-01-19")).toMatchObject({ start: "2026-01-19", end: "2026-02-02" });
    expect(periodStartingOn(biweekly, "2026-01-12")).toBeNull();
    expect(periodStartingOn(biweekly, "2026-02-02")).toMatchObject({ end: "2026-02-16" });
  });

  it("spans a spring-forward week in 167 hours and a fall-back week in 169, from New York midnight to midnight", () => {
    const spring = periodOfDay(weekly, "2026-03-08");
    expect(spring).toMatchObject({ start: "2026-03-02", end: "2026-03-09" });
    expect(spring.from.toISOString()).toBe("2026-03-02T05:00:00.000Z");
    expect(spring.to.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(spring.to.getTime() - spring.from.getTime()).toBe(167 * HOUR);
    const fall = periodOfDay(weekly, "2026-11-01");
    expect(fall).toMatchObject({ start: "2026-10-26", end: "2026-11-02" });
    expect(fall.to.getTime() - fall.from.getTime()).toBe(169 * HOUR);
  });

  it("places an instant by its New York day: Sunday 11:30 PM is still the old week though UTC says Monday", () => {
    expect(periodOfInstant(weekly, new Date("2026-03-16T03:30:00Z")).start).toBe("2026-03-09");
    expect(periodOfInstant(weekly, new Date("2026-03-16T04:00:00Z")).start).toBe("2026-03-16");
  });

  it("runs across the new year, weekly and every two weeks", () => {
    expect(periodOfDay(weekly, "2027-01-01")).toMatchObject({ start: "2026-12-28", end: "2027-01-04" });
    expect(periodOfDay(biweekly, "2027-01-01")).toMatchObject({ start: "2026-12-21", end: "2027-01-04" });
    expect(periodOfDay(biweekly, "2027-01-04")).toMatchObject({ start: "2027-01-04", end: "2027-01-18" });
    expect(periodBetween("2026-12-28", "2027-01-04").to.toISOString()).toBe("2027-01-04T05:00:00.000Z");
  });

  it("lists recent periods newest first, the running one included", () => {
    expect(recentPeriods(biweekly, new Date("2026-01-20T15:00:00Z"), 3).map((period) => period.start)).toEqual(["2026-01-19", "2026-01-05", "2025-12-22"]);
  });
});
