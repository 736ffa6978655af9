import { reviewRequestTime } from "./schedule";

/** docs/product.md#review-requests: 10 AM New York time on the New York day after the visit was completed. */
describe("when a review request goes out", () => {
  it.each([
    // An ordinary afternoon in winter (EST, UTC-5): 10 AM is 15:00 UTC.
    ["2026-02-10T19:30:00Z", "2026-02-11T15:00:00Z"],
    // 9 PM in New York is already the next day in UTC: still the New York day after.
    ["2026-02-11T02:00:00Z", "2026-02-11T15:00:00Z"],
    // Completed the Saturday before clocks spring forward: Sunday 10 AM is EDT (UTC-4).
    ["2026-03-07T22:00:00Z", "2026-03-08T14:00:00Z"],
    // Completed on the day of the change itself.
    ["2026-03-08T18:00:00Z", "2026-03-09T14:00:00Z"],
    // The Saturday before clocks fall back: Sunday 10 AM is EST again.
    ["2026-10-31T20:00:00Z", "2026-11-01T15:00:00Z"],
    // New Year's Eve late in the evening (already January 1st in UTC): New Year's Day at 10 AM.
    ["2027-01-01T04:30:00Z", "2027-01-01T15:00:00Z"],
    // New Year's Eve afternoon.
    ["2026-12-31T17:00:00Z", "2027-01-01T15:00:00Z"],
  ])("completed at %s is asked at %s", (completedAt, expected) => {
    expect(reviewRequestTime(new Date(completedAt)).toISOString()).toBe(new Date(expected).toISOString());
  });
});
