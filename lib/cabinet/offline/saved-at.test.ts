import { offlineSavedLine } from "./saved-at";

describe("offlineSavedLine", () => {
  it("says the New York time of a save made today", () => {
    // 12:42 UTC is 7:42 AM in New York in November (EST).
    expect(offlineSavedLine(new Date("2026-11-27T12:42:10Z"), new Date("2026-11-27T15:05:00Z"))).toBe("Offline — saved at 7:42 AM");
  });

  it("counts the day in New York, not in UTC: 11:30 PM is still today there", () => {
    expect(offlineSavedLine(new Date("2026-11-28T04:30:00Z"), new Date("2026-11-28T04:45:00Z"))).toBe("Offline — saved at 11:30 PM");
  });

  it("names the day of a save made before today", () => {
    expect(offlineSavedLine(new Date("2026-11-26T22:15:00Z"), new Date("2026-11-27T12:00:00Z"))).toBe("Offline — saved Thu, Nov 26 at 5:15 PM");
  });

  it("follows daylight saving time (EDT in July)", () => {
    expect(offlineSavedLine(new Date("2026-07-14T11:42:00Z"), new Date("2026-07-14T12:00:00Z"))).toBe("Offline — saved at 7:42 AM");
  });
});
