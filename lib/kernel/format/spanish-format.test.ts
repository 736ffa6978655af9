import { formatApproxDuration, formatCalendarDate, formatInNewYork, formatTimeRange, type DatePattern } from "./date-time";
import { formatCount } from "./numbers";
import { formatUsd } from "@/lib/kernel/money";

/**
 * es-US as ICU writes it: weekday and month in lower case, "de" between day, month and year,
 * "a.m."/"p.m.". Some ICU versions put a narrow or no-break space before a.m. (Chromium's
 * does), others a plain one; `plain` reads them all as a space.
 * New York's 2026 switches: spring forward March 8 at 07:00 UTC, fall back November 1 at 06:00 UTC.
 */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("formatInNewYork in Spanish", () => {
  it.each<[string, string, DatePattern, string]>([
    ["a December Friday", "2026-12-04T14:00:00Z", "longWeekdayMonthDay", "viernes, 4 de diciembre"],
    ["a long date", "2026-12-04T14:00:00Z", "longWeekdayDate", "viernes, 4 de diciembre de 2026"],
    ["midnight UTC, still the evening before", "2026-01-01T00:00:00Z", "longWeekdayDate", "miércoles, 31 de diciembre de 2025"],
    ["the last EST minute before spring-forward", "2026-03-08T06:59:00Z", "time", "1:59 a.m."],
    ["the first EDT minute after spring-forward", "2026-03-08T07:00:00Z", "time", "3:00 a.m."],
    ["the first 1:30 on fall-back Sunday", "2026-11-01T05:30:00Z", "time", "1:30 a.m."],
    ["an afternoon", "2026-07-04T19:15:00Z", "time", "3:15 p.m."],
  ])("prints %s", (_case, iso, pattern, expected) => {
    expect(plain(formatInNewYork(iso, pattern, "es"))).toBe(expected);
  });

  it("keeps English as it was when no language is given", () => {
    expect(formatInNewYork("2026-12-04T14:00:00Z", "longWeekdayMonthDay")).toBe("Friday, December 4");
    expect(formatInNewYork("2026-12-04T14:00:00Z", "longWeekdayMonthDay", "en")).toBe("Friday, December 4");
  });

  it("prints calendar days and time ranges in Spanish", () => {
    expect(formatCalendarDate({ year: 2026, month: 11, day: 1 }, "longWeekdayDate", "es")).toBe("domingo, 1 de noviembre de 2026");
    expect(plain(formatTimeRange("2026-03-08T06:00:00Z", "2026-03-08T08:00:00Z", "es"))).toBe("1:00 a.m. – 4:00 a.m.");
  });
});

describe("lengths, counts and money in Spanish", () => {
  it.each([
    [45, "45 minutos"],
    [60, "1 hora"],
    [90, "1½ horas"],
    [120, "2 horas"],
  ])("says %i minutes as %s", (minutes, expected) => {
    expect(formatApproxDuration(minutes, "es")).toBe(expected);
  });

  it("groups and writes dollars as US Spanish does, the same as US English", () => {
    expect(formatCount(1234, "es")).toBe("1,234");
    expect(formatUsd(123_450, "es")).toBe("$1,234.50");
    expect(formatUsd(14_000, "es")).toBe("$140");
    expect(formatUsd(-3_500, "es")).toBe("-$35");
    // ICU's own es-US currency format agrees (it always shows cents).
    const icu = new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" });
    expect(formatUsd(123_456, "es")).toBe(icu.format(1234.56));
  });
});
