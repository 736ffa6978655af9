import { FEDERAL_HOLIDAY_IDS, federalHolidayOn, federalHolidays, nextOccurrence } from "@/lib/kernel/time/holidays";

const labelOn = (date: string) => federalHolidayOn(date)?.label ?? null;

describe("US federal holidays", () => {
  it("lists the eleven holidays of 2026 on their dates, each with its stable id", () => {
    const year = Object.fromEntries([...federalHolidays(2026)].filter(([, holiday]) => !holiday.observed).map(([date, holiday]) => [date, [holiday.id, holiday.name]]));
    expect(year).toEqual({
      "2026-01-01": ["new-years-day", "New Year's Day"],
      "2026-01-19": ["mlk-day", "Martin Luther King Jr. Day"],
      "2026-02-16": ["washingtons-birthday", "Washington's Birthday"],
      "2026-05-25": ["memorial-day", "Memorial Day"],
      "2026-06-19": ["juneteenth", "Juneteenth"],
      "2026-07-04": ["independence-day", "Independence Day"],
      "2026-09-07": ["labor-day", "Labor Day"],
      "2026-10-12": ["columbus-day", "Columbus Day"],
      "2026-11-11": ["veterans-day", "Veterans Day"],
      "2026-11-26": ["thanksgiving", "Thanksgiving Day"],
      "2026-12-25": ["christmas", "Christmas Day"],
    });
    expect(FEDERAL_HOLIDAY_IDS).toHaveLength(11);
  });

  it("marks the weekday a weekend holiday is observed on, with its holiday's id", () => {
    // July 4, 2026 is a Saturday: observed Friday July 3.
    expect(federalHolidayOn("2026-07-03")).toEqual({ id: "independence-day", name: "Independence Day", observed: true, label: "Independence Day (observed)" });
    expect(labelOn("2026-07-04")).toBe("Independence Day");
    // January 1, 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(federalHolidayOn("2027-12-31")).toMatchObject({ id: "new-years-day", label: "New Year's Day (observed)" });
    // Christmas 2027 is a Saturday (Friday the 24th); June 19, 2027 a Saturday (the 18th).
    expect(labelOn("2027-12-24")).toBe("Christmas Day (observed)");
    expect(labelOn("2027-06-18")).toBe("Juneteenth (observed)");
    // November 11, 2029 is a Sunday: observed Monday the 12th.
    expect(federalHolidayOn("2029-11-12")).toMatchObject({ id: "veterans-day", observed: true });
  });

  it("leaves ordinary days alone", () => {
    expect(federalHolidayOn("2026-03-10")).toBeNull();
    expect(federalHolidayOn("2026-11-27")).toBeNull();
    expect(federalHolidayOn("not a date")).toBeNull();
  });

  it("finds a holiday's next occurrence, with the weekday it is observed on", () => {
    expect(nextOccurrence("thanksgiving", "2026-11-26")).toEqual({ date: "2026-11-26", observedOn: null });
    expect(nextOccurrence("thanksgiving", "2026-11-27")).toEqual({ date: "2027-11-25", observedOn: null });
    expect(nextOccurrence("independence-day", "2026-06-01")).toEqual({ date: "2026-07-04", observedOn: "2026-07-03" });
    // July 4, 2027 is a Sunday: on its observed Monday it is still this year's.
    expect(nextOccurrence("independence-day", "2027-07-05")).toEqual({ date: "2027-07-04", observedOn: "2027-07-05" });
    expect(nextOccurrence("independence-day", "2027-07-06")).toEqual({ date: "2028-07-04", observedOn: null });
    expect(nextOccurrence("new-years-day", "2027-12-31")).toEqual({ date: "2028-01-01", observedOn: "2027-12-31" });
    expect(nextOccurrence("christmas", "not a date")).toBeNull();
  });
});
