import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { closingWith } from "@/lib/settings/test-support";
import { dateStripDays } from "./date-strip";

describe("dateStripDays", () => {
  it("runs from the first bookable day to the last, each day once", () => {
    const days = dateStripDays({ earliest: "2026-03-03", latest: "2026-06-01" }, DEFAULT_CLOSING_CALENDAR);
    expect(days[0]).toEqual({ date: "2026-03-03", closed: null });
    expect(days.at(-1)?.date).toBe("2026-06-01");
    // March 3 to June 1 inclusive; Memorial Day (May 25) is in, named.
    expect(days).toHaveLength(91);
    expect(days.find((day) => day.date === "2026-05-25")).toEqual({ date: "2026-05-25", closed: "Memorial Day" });
  });

  it("opens on the first open day when the range starts on closed days, and names the closed days after it", () => {
    // Thanksgiving 2026 is Thursday, November 26; staff closed the Friday after it.
    const closing = closingWith({}, [
      { date: "2026-11-27", reason: "Team day" },
      { date: "2026-12-01", reason: null },
    ]);
    const days = dateStripDays({ earliest: "2026-11-26", latest: "2026-12-10" }, closing);
    expect(days.slice(0, 5)).toEqual([
      { date: "2026-11-28", closed: null },
      { date: "2026-11-29", closed: null },
      { date: "2026-11-30", closed: null },
      { date: "2026-12-01", closed: "closed for the day" },
      { date: "2026-12-02", closed: null },
    ]);
  });

  it("keeps a closed day in the middle, with its holiday's name", () => {
    const days = dateStripDays({ earliest: "2026-11-20", latest: "2026-11-30" }, DEFAULT_CLOSING_CALENDAR);
    expect(days.find((day) => day.date === "2026-11-26")?.closed).toBe("Thanksgiving Day");
    expect(days.filter((day) => day.closed !== null)).toHaveLength(1);
  });

  it("is empty for a malformed range", () => {
    expect(dateStripDays({ earliest: "2026-02-30", latest: "2026-03-10" }, DEFAULT_CLOSING_CALENDAR)).toEqual([]);
  });
});
