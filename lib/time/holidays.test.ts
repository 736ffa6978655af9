import { federalHolidays, holidayOn } from "@/lib/time/holidays";

describe("US federal holidays", () => {
  it("lists the eleven holidays of 2026 on their dates", () => {
    expect(Object.fromEntries(federalHolidays(2026))).toMatchObject({
      "2026-01-01": "New Year's Day",
      "2026-01-19": "Martin Luther King Jr. Day",
      "2026-02-16": "Washington's Birthday",
      "2026-05-25": "Memorial Day",
      "2026-06-19": "Juneteenth",
      "2026-07-04": "Independence Day",
      "2026-09-07": "Labor Day",
      "2026-10-12": "Columbus Day",
      "2026-11-11": "Veterans Day",
      "2026-11-26": "Thanksgiving Day",
      "2026-12-25": "Christmas Day",
    });
  });

  it("closes the weekday a weekend holiday is observed on too", () => {
    // July 4, 2026 is a Saturday: observed Friday July 3.
    expect(holidayOn("2026-07-03")).toBe("Independence Day (observed)");
    expect(holidayOn("2026-07-04")).toBe("Independence Day");
    // January 1, 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(holidayOn("2027-12-31")).toBe("New Year's Day (observed)");
    // Christmas 2027 is a Saturday (Friday the 24th); June 19, 2027 a Saturday (the 18th).
    expect(holidayOn("2027-12-24")).toBe("Christmas Day (observed)");
    expect(holidayOn("2027-06-18")).toBe("Juneteenth (observed)");
    // November 11, 2029 is a Sunday: observed Monday the 12th.
    expect(holidayOn("2029-11-12")).toBe("Veterans Day (observed)");
  });

  it("leaves ordinary days alone", () => {
    expect(holidayOn("2026-03-10")).toBeNull();
    expect(holidayOn("2026-11-27")).toBeNull();
    expect(holidayOn("not a date")).toBeNull();
  });
});
