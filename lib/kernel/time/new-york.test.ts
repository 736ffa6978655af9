import { newYorkDateOf, newYorkIsoDateOf, newYorkTimeOfDay, newYorkWallTimeToUtc } from "./new-york";

/**
 * The expected instants are written out by hand from the rules of the zone, not computed: in
 * 2026 New York springs forward on Sunday March 8 (2:00 EST becomes 3:00 EDT, at 07:00 UTC)
 * and falls back on Sunday November 1 (2:00 EDT becomes 1:00 EST, at 06:00 UTC). EST is
 * UTC-5, EDT is UTC-4.
 */
const utc = (iso: string) => new Date(iso);

describe("newYorkWallTimeToUtc", () => {
  it.each([
    ["a winter weekday", { year: 2026, month: 1, day: 15 }, 9, 0, "2026-01-15T14:00:00.000Z"],
    ["the Saturday before spring-forward", { year: 2026, month: 3, day: 7 }, 9, 0, "2026-03-07T14:00:00.000Z"],
    ["spring-forward Sunday, before the switch", { year: 2026, month: 3, day: 8 }, 1, 30, "2026-03-08T06:30:00.000Z"],
    ["spring-forward Sunday, the first summer hour", { year: 2026, month: 3, day: 8 }, 3, 0, "2026-03-08T07:00:00.000Z"],
    ["spring-forward Sunday, a morning visit", { year: 2026, month: 3, day: 8 }, 9, 0, "2026-03-08T13:00:00.000Z"],
    ["a summer afternoon", { year: 2026, month: 7, day: 4 }, 16, 30, "2026-07-04T20:30:00.000Z"],
    ["the Saturday before fall-back", { year: 2026, month: 10, day: 31 }, 9, 0, "2026-10-31T13:00:00.000Z"],
    ["fall-back Sunday, just after midnight", { year: 2026, month: 11, day: 1 }, 0, 30, "2026-11-01T04:30:00.000Z"],
    ["fall-back Sunday, a morning visit", { year: 2026, month: 11, day: 1 }, 9, 0, "2026-11-01T14:00:00.000Z"],
    ["fall-back Sunday, the last hour of the day", { year: 2026, month: 11, day: 1 }, 23, 0, "2026-11-02T04:00:00.000Z"],
    ["spring-forward Sunday in 2025", { year: 2025, month: 3, day: 9 }, 8, 0, "2025-03-09T12:00:00.000Z"],
    ["fall-back Sunday in 2025", { year: 2025, month: 11, day: 2 }, 8, 0, "2025-11-02T13:00:00.000Z"],
  ])("reads %s", (_case, date, hour, minute, expected) => {
    expect(newYorkWallTimeToUtc(date, hour, minute).toISOString()).toBe(expected);
  });

  it("puts 2:30 on spring-forward Sunday, a time the clocks skip, within the hour around the switch", () => {
    const instant = newYorkWallTimeToUtc({ year: 2026, month: 3, day: 8 }, 2, 30).getTime();
    expect(instant).toBeGreaterThanOrEqual(utc("2026-03-08T06:30:00Z").getTime());
    expect(instant).toBeLessThanOrEqual(utc("2026-03-08T07:30:00Z").getTime());
  });

  it("puts 1:30 on fall-back Sunday, which happens twice, at one of its two instants", () => {
    const instant = newYorkWallTimeToUtc({ year: 2026, month: 11, day: 1 }, 1, 30).toISOString();
    expect(["2026-11-01T05:30:00.000Z", "2026-11-01T06:30:00.000Z"]).toContain(instant);
  });
});

describe("newYorkDateOf and newYorkIsoDateOf", () => {
  it.each([
    ["2026-03-08T04:59:59Z", "2026-03-07"],
    ["2026-03-08T05:00:00Z", "2026-03-08"],
    ["2026-03-09T03:59:59Z", "2026-03-08"],
    ["2026-03-09T04:00:00Z", "2026-03-09"],
    ["2026-11-01T03:59:59Z", "2026-10-31"],
    ["2026-11-01T04:00:00Z", "2026-11-01"],
    ["2026-11-02T04:59:59Z", "2026-11-01"],
    ["2026-11-02T05:00:00Z", "2026-11-02"],
    ["2026-01-01T04:30:00Z", "2025-12-31"],
  ])("puts %s on %s", (instant, expected) => {
    expect(newYorkIsoDateOf(utc(instant))).toBe(expected);
    const [year, month, day] = expected.split("-").map(Number);
    expect(newYorkDateOf(utc(instant))).toEqual({ year, month, day });
  });
});

describe("newYorkTimeOfDay", () => {
  it.each([
    ["2026-03-08T06:59:00Z", 1, 59],
    ["2026-03-08T07:00:00Z", 3, 0],
    ["2026-11-01T05:30:00Z", 1, 30],
    ["2026-11-01T06:30:00Z", 1, 30],
    ["2026-11-01T07:00:00Z", 2, 0],
    ["2026-07-04T00:15:00Z", 20, 15],
  ])("reads %s as %i:%i on the New York clock", (instant, hour, minute) => {
    expect(newYorkTimeOfDay(utc(instant))).toEqual({ hour, minute });
  });
});
