import { formatApproxDuration, formatCalendarDate, formatDuration, formatInNewYork, formatTimeRange, formatWallHours, formatWallMinutes, type DatePattern } from "./date-time";
import { formatCount } from "./numbers";
import { formatUsd } from "@/lib/kernel/money";

/**
 * Expected strings are written by hand from the zone's rules, not computed: in 2026 New York
 * springs forward on Sunday March 8 at 07:00 UTC (EST, UTC-5, becomes EDT, UTC-4) and falls
 * back on Sunday November 1 at 06:00 UTC. Jest runs with TZ=UTC, so a formatter that used the
 * machine's zone would print other hours.
 */
describe("formatInNewYork", () => {
  it.each<[string, string, DatePattern, string]>([
    ["a winter evening, the day before in New York", "2026-03-04T02:05:00Z", "weekdayDateTime", "Tue, Mar 3, 2026, 9:05 PM"],
    ["the last EST minute before spring-forward", "2026-03-08T06:59:00Z", "time", "1:59 AM"],
    ["the first EDT minute after spring-forward", "2026-03-08T07:00:00Z", "time", "3:00 AM"],
    ["a summer morning", "2026-07-04T13:00:00Z", "longWeekdayDateTime", "Saturday, July 4, 2026 at 9:00 AM"],
    ["the first 1:30 AM on fall-back Sunday", "2026-11-01T05:30:00Z", "dateTimeWithZone", "Nov 1, 2026, 1:30 AM EDT"],
    ["the second 1:30 AM on fall-back Sunday", "2026-11-01T06:30:00Z", "dateTimeWithZone", "Nov 1, 2026, 1:30 AM EST"],
    ["midnight UTC, still the evening before", "2026-01-01T00:00:00Z", "longWeekdayDate", "Wednesday, December 31, 2025"],
    ["a short weekday", "2026-03-03T14:00:00Z", "weekdayMonthDay", "Tue, Mar 3"],
    ["a long day", "2026-03-03T14:00:00Z", "longWeekdayMonthDay", "Tuesday, March 3"],
    ["a review date", "2026-03-03T14:00:00Z", "longDate", "March 3, 2026"],
    ["a receipt", "2026-03-03T14:00:00Z", "longDateTime", "March 3, 2026 at 9:00 AM"],
    ["a gift card row", "2026-03-03T14:00:00Z", "mediumDateTime", "Mar 3, 2026, 9:00 AM"],
    ["a device's last visit", "2026-03-03T14:00:00Z", "monthDayTime", "Mar 3, 9:00 AM"],
    ["a chart day", "2026-03-03T14:00:00Z", "monthDay", "Mar 3"],
    ["a staff date", "2026-03-03T14:00:00Z", "weekdayDate", "Tue, Mar 3, 2026"],
    ["a date strip's weekday", "2026-03-03T14:00:00Z", "weekday", "Tue"],
    ["a date strip's month", "2026-03-03T14:00:00Z", "month", "Mar"],
  ])("prints %s", (_case, iso, pattern, expected) => {
    expect(formatInNewYork(iso, pattern)).toBe(expected);
    expect(formatInNewYork(new Date(iso), pattern)).toBe(expected);
  });
});

describe("formatCalendarDate", () => {
  it("prints the day itself, never the day before, on DST Sundays and New Year's Day", () => {
    expect(formatCalendarDate({ year: 2026, month: 3, day: 8 }, "longWeekdayDate")).toBe("Sunday, March 8, 2026");
    expect(formatCalendarDate({ year: 2026, month: 11, day: 1 }, "longWeekdayDate")).toBe("Sunday, November 1, 2026");
    expect(formatCalendarDate({ year: 2027, month: 1, day: 1 }, "longWeekdayDate")).toBe("Friday, January 1, 2027");
    expect(formatCalendarDate({ year: 2026, month: 2, day: 28 }, "monthYear")).toBe("February 2026");
  });
});

describe("formatTimeRange and formatDuration", () => {
  it("prints a visit's window across the spring-forward switch in wall time", () => {
    expect(formatTimeRange("2026-03-08T06:00:00Z", "2026-03-08T08:00:00Z")).toBe("1:00 AM – 4:00 AM");
  });

  it.each([
    [45, "45 min"],
    [60, "1 h"],
    [150, "2 h 30 min"],
  ])("prints %i minutes as %s", (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe("formatWallMinutes and formatWallHours", () => {
  it("prints a working day's hours, given in minutes after midnight, whatever the zone", () => {
    expect(formatWallMinutes(7 * 60)).toBe("7:00 AM");
    expect(formatWallMinutes(12 * 60 + 30)).toBe("12:30 PM");
    expect(formatWallHours(8 * 60, 19 * 60)).toBe("8:00 AM – 7:00 PM");
  });
});

describe("formatApproxDuration", () => {
  it.each([
    [45, "45 minutes"],
    [60, "1 hour"],
    [90, "1½ hours"],
    [100, "1½ hours"],
    [120, "2 hours"],
    [210, "3½ hours"],
    [225, "4 hours"],
  ])("says %i minutes as %s", (minutes, expected) => {
    expect(formatApproxDuration(minutes)).toBe(expected);
  });
});

describe("counts and money", () => {
  it("groups thousands and prints cents as dollars", () => {
    expect(formatCount(1234)).toBe("1,234");
    expect(formatUsd(123_450)).toBe("$1,234.50");
    expect(formatUsd(14_000)).toBe("$140");
  });
});
