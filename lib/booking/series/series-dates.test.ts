import { nyTime } from "../test-support";
import { occurrenceStart, occurrencesBetween, seriesHorizon } from "./series-dates";

describe("series visit dates", () => {
  it("keeps 9:00 New York time across the spring-forward change", () => {
    const anchor = nyTime("2026-03-03", 9); // Tuesday, EST (14:00 UTC)
    expect(anchor.toISOString()).toBe("2026-03-03T14:00:00.000Z");
    expect(occurrenceStart(anchor, "weekly", 1).toISOString()).toBe("2026-03-10T13:00:00.000Z"); // EDT
  });

  it("keeps 17:00 across the fall-back change", () => {
    const anchor = nyTime("2026-10-27", 17); // EDT
    expect(occurrenceStart(anchor, "biweekly", 1).toISOString()).toBe("2026-11-10T22:00:00.000Z"); // EST
  });

  it("spaces weekly, every-two-weeks and monthly (every 4 weeks) visits on the same weekday", () => {
    const anchor = nyTime("2026-01-05", 10); // Monday
    expect(occurrenceStart(anchor, "weekly", 3).toISOString()).toBe(nyTime("2026-01-26", 10).toISOString());
    expect(occurrenceStart(anchor, "biweekly", 2).toISOString()).toBe(nyTime("2026-02-02", 10).toISOString());
    expect(occurrenceStart(anchor, "monthly", 3).toISOString()).toBe(nyTime("2026-03-30", 10).toISOString());
  });

  it("lists the visits in the 8-week window after the first", () => {
    const anchor = nyTime("2026-03-03", 9);
    const now = new Date("2026-03-02T15:00:00.000Z");
    const weekly = occurrencesBetween(anchor, "weekly", anchor, seriesHorizon(now));
    expect(weekly.map((visit) => visit.occurrence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekly.at(-1)?.startsAt.toISOString()).toBe(nyTime("2026-04-21", 9).toISOString());
    const monthly = occurrencesBetween(anchor, "monthly", anchor, seriesHorizon(now));
    expect(monthly.map((visit) => visit.occurrence)).toEqual([1]);
  });

  it("rolls on from where it stopped without repeating a visit", () => {
    const anchor = nyTime("2025-01-07", 9);
    const until = nyTime("2026-03-03", 9);
    const next = occurrencesBetween(anchor, "weekly", until, new Date(until.getTime() + 21 * 24 * 3600_000));
    expect(next.map((visit) => visit.startsAt.toISOString())).toEqual([nyTime("2026-03-10", 9), nyTime("2026-03-17", 9), nyTime("2026-03-24", 9)].map((d) => d.toISOString()));
    expect(next[0]?.occurrence).toBe(61);
  });
});
