import { adminOrderQuerySchema } from "./orders/order-query";
import { nyDayRange, nyToday, shiftIsoDate } from "../kernel/time/new-york-days";
import { pageCount, pageWindow } from "../kernel/paging";
import { firstValues, parseFilters } from "./search-params";

describe("filters from the address", () => {
  it("takes the first of repeated parameters", () => {
    expect(firstValues({ status: ["pending", "confirmed"], q: "Ana", empty: undefined })).toEqual({ status: "pending", q: "Ana" });
  });

  it("falls back to no filters, with messages, when the address is wrong", () => {
    const parsed = parseFilters(adminOrderQuerySchema, { status: "lost", page: "2" });
    expect(parsed.query.status).toBeUndefined();
    expect(parsed.query.page).toBe(1);
    expect(parsed.errors).toEqual({ status: "Choose a status from the list." });
    expect(parsed.values).toEqual({ status: "lost", page: "2" });
    expect(parseFilters(adminOrderQuerySchema, { status: "pending" }).query.status).toBe("pending");
  });
});

describe("paging", () => {
  it("clamps pages and sizes and counts pages", () => {
    expect(pageWindow(3, 25)).toEqual({ page: 3, pageSize: 25, offset: 50 });
    expect(pageWindow(0, 1_000)).toEqual({ page: 1, pageSize: 100, offset: 0 });
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});

describe("New York days", () => {
  it("are 23 or 25 hours long on the days the clocks change", () => {
    const spring = nyDayRange("2026-03-08");
    const fall = nyDayRange("2026-11-01");
    expect(spring && (spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    expect(fall && (fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(25);
    expect(nyDayRange("2026-02-30")).toBeNull();
  });

  it("knows today in New York whatever the zone of the machine", () => {
    expect(nyToday(new Date("2026-03-11T03:30:00Z"))).toBe("2026-03-10");
    expect(shiftIsoDate("2026-02-28", 1)).toBe("2026-03-01");
  });
});
