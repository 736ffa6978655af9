/** The owner's chart range from the address, and its New York weeks (docs/product.md, "The owner's charts"). */
import { parseFilters } from "../search-params";
import { insightRangeSchema, MAX_RANGE_WEEKS, resolveRange } from "./range";

// Wednesday 4 March 2026, 22:30 in New York (already Thursday in UTC).
const NOW = new Date("2026-03-05T03:30:00Z");
const resolve = (params: Record<string, string>, now = NOW) => resolveRange(insightRangeSchema.parse(params), now);

describe("the chart range", () => {
  it("defaults to the last 13 weeks, ending with the current one", () => {
    const range = resolve({});
    expect(range.preset).toBe("13w");
    expect(range.weeks).toHaveLength(13);
    expect(range.weeks.at(-1)?.monday).toBe("2026-03-02");
    expect(range.weeks[0]?.monday).toBe("2025-12-08");
    expect(range.end.toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it.each([
    ["4w", 4, "2026-02-09"],
    ["13w", 13, "2025-12-08"],
    ["52w", 52, "2025-03-10"],
  ])("offers %s", (preset, weeks, firstMonday) => {
    const range = resolve({ range: preset });
    expect([range.weeks.length, range.weeks[0]?.monday]).toEqual([weeks, firstMonday]);
  });

  it("widens chosen dates to whole weeks", () => {
    const range = resolve({ range: "custom", from: "2026-01-07", to: "2026-01-20" });
    expect(range.weeks.map((week) => week.monday)).toEqual(["2026-01-05", "2026-01-12", "2026-01-19"]);
    expect(range.start.toISOString()).toBe("2026-01-05T05:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-01-26T05:00:00.000Z");
  });

  it("keeps the latest weeks of a range longer than three years", () => {
    const range = resolve({ range: "custom", from: "2020-01-01", to: "2026-03-01" });
    expect(range.weeks).toHaveLength(MAX_RANGE_WEEKS);
    expect(range.weeks.at(-1)?.monday).toBe("2026-02-23");
  });

  it("refuses bad input with a message and falls back to the default range", () => {
    const parsed = parseFilters(insightRangeSchema, { range: "custom", from: "2026-03-10", to: "2026-03-01" });
    expect(parsed.errors).toEqual({ to: "The last day must not be before the first" });
    expect(parsed.query.range).toBe("13w");
    expect(parseFilters(insightRangeSchema, { range: "custom" }).errors).toEqual({ from: "Choose the first day of the range", to: "Choose the last day of the range" });
    expect(parseFilters(insightRangeSchema, { range: "forever" }).errors).toEqual({ range: "Choose one of the ranges offered" });
    expect(parseFilters(insightRangeSchema, { range: "custom", from: "2026-02-30", to: "2026-03-01" }).errors).toEqual({ from: "That date does not exist" });
  });

  it("ignores empty dates on a preset, as the form sends them", () => {
    expect(resolve({ range: "4w", from: "", to: "" }).weeks).toHaveLength(4);
  });
});

describe("weeks in New York", () => {
  it("has a 167-hour week when summer time starts and a 169-hour one when it ends", () => {
    const spring = resolve({ range: "custom", from: "2026-03-02", to: "2026-03-08" }).weeks[0];
    expect(spring?.start.toISOString()).toBe("2026-03-02T05:00:00.000Z");
    expect(spring?.end.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    const autumn = resolve({ range: "custom", from: "2026-10-26", to: "2026-11-01" }).weeks[0];
    expect(autumn?.start.toISOString()).toBe("2026-10-26T04:00:00.000Z");
    expect(autumn?.end.toISOString()).toBe("2026-11-02T05:00:00.000Z");
    const hours = (week: typeof spring) => ((week?.end.getTime() ?? 0) - (week?.start.getTime() ?? 0)) / 3_600_000;
    expect([hours(spring), hours(autumn)]).toEqual([167, 169]);
  });

  it("runs across the year's end, Monday to Monday", () => {
    const range = resolve({ range: "custom", from: "2026-12-28", to: "2027-01-05" });
    expect(range.weeks.map((week) => week.monday)).toEqual(["2026-12-28", "2027-01-04"]);
    expect(range.weeks[0]?.end.toISOString()).toBe("2027-01-04T05:00:00.000Z");
    // New Year's Eve at 23:00 in New York is already 2027 in UTC, and still in the first week.
    const lateNight = new Date("2027-01-01T04:00:00Z");
    expect(resolve({ range: "4w" }, lateNight).weeks.at(-1)?.monday).toBe("2026-12-28");
  });

  it("starts the current week on Monday at midnight, not on the UTC date", () => {
    // Sunday 8 March, 23:30 in New York: Monday in UTC, still the week of 2 March.
    expect(resolve({ range: "4w" }, new Date("2026-03-09T03:30:00Z")).weeks.at(-1)?.monday).toBe("2026-03-02");
    // Monday 9 March at 00:00 in New York: the new week.
    expect(resolve({ range: "4w" }, new Date("2026-03-09T04:00:00Z")).weeks.at(-1)?.monday).toBe("2026-03-09");
  });
});
