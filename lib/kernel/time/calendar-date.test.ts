import { addDays, formatIsoDate, isoDateSchema, parseIsoDate } from "@/lib/kernel/time/calendar-date";

describe("isoDateSchema", () => {
  it.each(["2026-02-28", "2028-02-29", "2000-02-29", "2026-12-31", "2026-01-01", "2026-04-30"])("accepts %s", (date) => {
    expect(isoDateSchema.safeParse(date).success).toBe(true);
  });

  it.each([
    ["2026-02-30", "That date does not exist"],
    ["2026-02-29", "That date does not exist"], // 2026 is not a leap year
    ["1900-02-29", "That date does not exist"], // divisible by 100, not by 400
    ["2026-04-31", "That date does not exist"],
    ["2026-13-01", "That date does not exist"],
    ["2026-00-10", "That date does not exist"],
    ["2026-05-00", "That date does not exist"],
    ["2026-2-3", "Enter the date as YYYY-MM-DD"],
    ["2026-02-03T00:00", "Enter the date as YYYY-MM-DD"],
    ["03/02/2026", "Enter the date as YYYY-MM-DD"],
    ["", "Enter the date as YYYY-MM-DD"],
  ])("rejects %p: %s", (date, message) => {
    const result = isoDateSchema.safeParse(date);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("rejects a non-string", () => {
    expect(isoDateSchema.safeParse(20260203).error?.issues[0]?.message).toBe("Choose a date");
  });
});

describe("calendar arithmetic", () => {
  it.each([
    ["2026-03-01", 90, "2026-05-30"], // 30 left in March, 30 in April, 30 into May
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-12-31", 90, "2027-03-31"], // 31 + 28 + 31
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-07", 1, "2026-03-08"], // across spring-forward: still one calendar day
    ["2026-11-01", -1, "2026-10-31"],
  ])("%s + %i days = %s", (start, days, end) => {
    const date = parseIsoDate(start);
    if (!date) throw new Error(start);
    expect(formatIsoDate(addDays(date, days))).toBe(end);
  });

  it("keeps years below 100 literal", () => {
    expect(formatIsoDate({ year: 99, month: 12, day: 31 })).toBe("0099-12-31");
    expect(formatIsoDate(addDays({ year: 99, month: 12, day: 31 }, 1))).toBe("0100-01-01");
  });
});
