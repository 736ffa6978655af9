import { ON_THE_WAY_MAX_MINUTES, ON_THE_WAY_MIN_MINUTES } from "@/lib/booking/orders/on-the-way";
import { onTheWayBodySchema } from "./job-actions";
import { ON_MY_WAY_CHOICES, shownOnTheWay } from "./on-my-way";

describe("the on-my-way choices", () => {
  it("are the five big ones, each accepted by the server's contract", () => {
    expect(ON_MY_WAY_CHOICES).toEqual([10, 20, 30, 45, 60]);
    for (const minutes of ON_MY_WAY_CHOICES) {
      expect(minutes).toBeGreaterThanOrEqual(ON_THE_WAY_MIN_MINUTES);
      expect(minutes).toBeLessThanOrEqual(ON_THE_WAY_MAX_MINUTES);
      expect(onTheWayBodySchema.safeParse({ etaMinutes: minutes }).success).toBe(true);
    }
  });
});

describe("shownOnTheWay", () => {
  const earlier = { at: "2026-03-16T13:20:00.000Z", etaMinutes: 45 };
  const justSent = { at: "2026-03-16T13:40:00.000Z", etaMinutes: 20 };

  it("shows the server's estimate when nothing was sent from this page", () => {
    expect(shownOnTheWay(null, null)).toBeNull();
    expect(shownOnTheWay(null, earlier)).toEqual(earlier);
  });

  it("shows the estimate just sent until the server's view moves past the one it replaced", () => {
    expect(shownOnTheWay({ onTheWay: justSent, replaced: null }, null)).toEqual(justSent);
    expect(shownOnTheWay({ onTheWay: justSent, replaced: earlier.at }, earlier)).toEqual(justSent);
    const fromServer = { at: "2026-03-16T13:40:02.000Z", etaMinutes: 20 };
    expect(shownOnTheWay({ onTheWay: justSent, replaced: earlier.at }, fromServer)).toEqual(fromServer);
    // Another phone's later estimate wins as well.
    const otherPhone = { at: "2026-03-16T13:50:00.000Z", etaMinutes: 10 };
    expect(shownOnTheWay({ onTheWay: justSent, replaced: null }, otherPhone)).toEqual(otherPhone);
  });
});
