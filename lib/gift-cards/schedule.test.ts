import { deliveryRunAt } from "./schedule";

describe("gift-card delivery time", () => {
  const now = new Date("2026-03-07T15:00:00Z");

  it("sends a card for today (or an earlier day) at once", () => {
    expect(deliveryRunAt("2026-03-07", now)).toBe(now);
    expect(deliveryRunAt("2026-03-01", now)).toBe(now);
  });

  it("sends a card for a later day at 9:00 New York time, across DST", () => {
    expect(deliveryRunAt("2026-03-08", now).toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(deliveryRunAt("2026-12-24", now).toISOString()).toBe("2026-12-24T14:00:00.000Z");
  });

  it("uses the New York date: 11 p.m. on the 6th there is already the 7th in UTC", () => {
    const lateEvening = new Date("2026-03-07T04:00:00Z");
    expect(deliveryRunAt("2026-03-07", lateEvening).toISOString()).toBe("2026-03-07T14:00:00.000Z");
  });
});
