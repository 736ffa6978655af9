import { accountingExportPageView, accountingExportQuerySchema, monthRange, previousMonth } from "./month";

describe("the export's month", () => {
  it("runs from New York midnight to New York midnight, across DST", () => {
    // March 2026: EST at the start, EDT from the 8th, so 31 days less one hour.
    expect(monthRange("2026-03")).toEqual({ start: new Date("2026-03-01T05:00:00Z"), end: new Date("2026-04-01T04:00:00Z") });
    // November 2026: EDT at the start, EST from the 1st at 2 AM, so the month starts on EDT's midnight.
    expect(monthRange("2026-11")).toEqual({ start: new Date("2026-11-01T04:00:00Z"), end: new Date("2026-12-01T05:00:00Z") });
    expect(monthRange("2026-12")).toEqual({ start: new Date("2026-12-01T05:00:00Z"), end: new Date("2027-01-01T05:00:00Z") });
  });

  it("defaults to the month before New York's today, across a year and at New York's midnight", () => {
    expect(previousMonth(new Date("2026-01-15T12:00:00Z"))).toBe("2025-12");
    // 00:30 UTC on 1 April is still 31 March in New York.
    expect(previousMonth(new Date("2026-04-01T00:30:00Z"))).toBe("2026-02");
    expect(previousMonth(new Date("2026-04-01T04:30:00Z"))).toBe("2026-03");
  });

  it("refuses anything but YYYY-MM with a message saying how to write it", () => {
    for (const month of ["2026-13", "2026-3", "March", "2026-03-01", ""]) {
      const parsed = accountingExportQuerySchema.safeParse({ month });
      expect([month, parsed.success]).toEqual([month, false]);
      expect(parsed.error?.issues[0]?.message).toBe("Choose a month as YYYY-MM, for example 2026-03");
    }
    expect(accountingExportQuerySchema.safeParse({ month: "2026-03" }).success).toBe(true);
  });
});

describe("the export page's months", () => {
  it("offers last month first and this month at the latest, both by New York's calendar", () => {
    expect(accountingExportPageView(new Date("2026-12-01T03:00:00Z"))).toEqual({ defaultMonth: "2026-10", latestMonth: "2026-11" });
    expect(accountingExportPageView(new Date("2026-12-01T06:00:00Z"))).toEqual({ defaultMonth: "2026-11", latestMonth: "2026-12" });
  });
});
