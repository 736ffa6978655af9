import { closedLabel, closureOn, DEFAULT_CLOSING_CALENDAR, holidaySurchargeAt, holidaySurchargeOn, upcomingClosing } from "./closing-calendar";
import { DEFAULT_HOLIDAY_POLICY, describeHolidayChanges, HOLIDAY_MESSAGES, holidayPolicySchema, storedHolidayPolicySchema } from "./holiday-policy";
import { closingWith } from "./test-support";

const closedIds = (policy: typeof DEFAULT_HOLIDAY_POLICY) => Object.entries(policy).filter(([, choice]) => choice.closed).map(([id]) => id);

describe("the default holiday policy", () => {
  it("closes the six holidays most businesses close and works the other five at the usual price", () => {
    expect(closedIds(DEFAULT_HOLIDAY_POLICY)).toEqual(["new-years-day", "memorial-day", "independence-day", "labor-day", "thanksgiving", "christmas"]);
    expect(Object.keys(DEFAULT_HOLIDAY_POLICY)).toHaveLength(11);
    expect(Object.values(DEFAULT_HOLIDAY_POLICY).every((choice) => choice.surchargePercent === 0)).toBe(true);
  });
});

describe("holidayPolicySchema (what staff save)", () => {
  const valid = { ...DEFAULT_HOLIDAY_POLICY, "veterans-day": { closed: false, surchargePercent: 15 } };

  it("takes every holiday's choice", () => {
    expect(holidayPolicySchema.parse(valid)).toEqual(valid);
  });

  it.each<[string, unknown, string, string]>([
    ["a percent above 100", { ...valid, "veterans-day": { closed: false, surchargePercent: 101 } }, "veterans-day.surchargePercent", HOLIDAY_MESSAGES.surcharge],
    ["a negative percent", { ...valid, "columbus-day": { closed: false, surchargePercent: -5 } }, "columbus-day.surchargePercent", HOLIDAY_MESSAGES.surcharge],
    ["a fraction of a percent", { ...valid, "columbus-day": { closed: false, surchargePercent: 7.5 } }, "columbus-day.surchargePercent", HOLIDAY_MESSAGES.surcharge],
    ["a percent as text", { ...valid, "columbus-day": { closed: false, surchargePercent: "10" } }, "columbus-day.surchargePercent", HOLIDAY_MESSAGES.surcharge],
    ["a surcharge on a closed holiday", { ...valid, christmas: { closed: true, surchargePercent: 20 } }, "christmas.surchargePercent", HOLIDAY_MESSAGES.closedWithSurcharge("Christmas Day")],
    ["a holiday left out", { ...valid, thanksgiving: undefined }, "thanksgiving", HOLIDAY_MESSAGES.choice("Thanksgiving Day")],
    ["an unknown holiday", { ...valid, "groundhog-day": { closed: true, surchargePercent: 0 } }, "", HOLIDAY_MESSAGES.unknown(["groundhog-day"])],
    ["no object at all", [], "", HOLIDAY_MESSAGES.policy],
  ])("refuses %s, naming the field", (_name, input, path, message) => {
    const parsed = holidayPolicySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([path, message]);
  });
});

describe("storedHolidayPolicySchema (what is read back)", () => {
  it("gives a holiday missing from the document its default and ignores keys it does not know", () => {
    expect(storedHolidayPolicySchema.parse({ "columbus-day": { closed: true, surchargePercent: 0 }, "old-holiday": { closed: true } })).toEqual({
      ...DEFAULT_HOLIDAY_POLICY,
      "columbus-day": { closed: true, surchargePercent: 0 },
    });
  });

  it("fails a document with a bad value, so the reader can fall back", () => {
    expect(storedHolidayPolicySchema.safeParse({ "columbus-day": { closed: "no" } }).success).toBe(false);
  });
});

describe("the closing calendar", () => {
  it("names a closed holiday, observed weekdays included, and a day staff closed", () => {
    const calendar = closingWith({}, [{ date: "2026-12-08", reason: "Staff training" }, { date: "2026-12-09", reason: null }]);
    expect(closedLabel("2026-11-26", calendar)).toBe("Thanksgiving Day");
    expect(closedLabel("2026-07-03", calendar)).toBe("Independence Day (observed)");
    expect(closedLabel("2026-12-08", calendar)).toBe("Staff training");
    expect(closedLabel("2026-12-09", calendar)).toBe("closed for the day");
    expect(closureOn("2026-12-09", calendar)).toEqual({ kind: "staff", reason: null });
    expect(closedLabel("2026-12-10", calendar)).toBeNull();
  });

  it("leaves an open holiday open, and a day staff closed closed even on an open holiday", () => {
    expect(closureOn("2026-10-12", DEFAULT_CLOSING_CALENDAR)).toBeNull();
    expect(closureOn("2026-11-11", DEFAULT_CLOSING_CALENDAR)).toBeNull();
    expect(closedLabel("2026-11-11", closingWith({}, [{ date: "2026-11-11", reason: "Team day" }]))).toBe("Team day");
    expect(closureOn("2026-11-11", closingWith({ "veterans-day": { closed: true, surchargePercent: 0 } }))).toEqual({ kind: "holiday", label: "Veterans Day" });
  });

  it("surcharges a visit only on an open holiday with a percent, observed weekdays included", () => {
    const calendar = closingWith({ "veterans-day": { closed: false, surchargePercent: 15 }, "independence-day": { closed: false, surchargePercent: 20 } });
    expect(holidaySurchargeOn("2026-11-11", calendar)).toEqual({ holiday: "Veterans Day", percent: 15 });
    expect(holidaySurchargeOn("2026-07-03", calendar)).toEqual({ holiday: "Independence Day (observed)", percent: 20 });
    expect(holidaySurchargeOn("2026-10-12", calendar)).toBeUndefined();
    expect(holidaySurchargeOn("2026-11-12", calendar)).toBeUndefined();
    expect(holidaySurchargeOn("2026-11-26", calendar)).toBeUndefined();
    // 10:00 on Veterans Day in New York is 15:00 UTC; 23:30 the night before there is already the 11th in UTC.
    expect(holidaySurchargeAt(new Date("2026-11-11T15:00:00.000Z"), calendar)).toEqual({ holiday: "Veterans Day", percent: 15 });
    expect(holidaySurchargeAt(new Date("2026-11-11T04:30:00.000Z"), calendar)).toBeUndefined();
  });

  it("keeps for the browser only the staff-closed days still ahead", () => {
    const calendar = closingWith({}, [{ date: "2026-12-08", reason: null }, { date: "2026-11-02", reason: null }]);
    expect(upcomingClosing(calendar, "2026-11-26")).toEqual({ holidays: DEFAULT_HOLIDAY_POLICY, closedDays: [{ date: "2026-12-08", reason: null }] });
  });

  it("describes a change for the audit log", () => {
    const after = { ...DEFAULT_HOLIDAY_POLICY, "veterans-day": { closed: false, surchargePercent: 15 }, "columbus-day": { closed: true, surchargePercent: 0 } };
    expect(describeHolidayChanges(DEFAULT_HOLIDAY_POLICY, after)).toEqual(["Columbus Day: open → closed", "Veterans Day: open → open, 15% surcharge"]);
    expect(describeHolidayChanges(after, after)).toEqual([]);
  });
});
