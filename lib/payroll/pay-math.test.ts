import { earnedPay, type VisitFacts } from "./pay-math";
import { decimalHours } from "./payroll-csv";

/** A visit on a March 2026 New York day, clock times in Eastern Daylight Time (UTC−4). */
function visit(number: number, day: string, from: string, to: string, servicePriceCents = 0): VisitFacts {
  return { orderId: `order-${number}`, orderNumber: number, checkedInAt: new Date(`${day}T${from}:00-04:00`), checkedOutAt: new Date(`${day}T${to}:00-04:00`), servicePriceCents, scheduledTimes: false };
}

const hourly = { kind: "hourly" as const, hourlyCents: 2375, percentBasisPoints: 0 };
const paid = { payTravel: true, travelCapMinutes: 60 };

describe("a cleaner's pay from clock times", () => {
  const day = [visit(2, "2026-03-10", "12:58", "15:31"), visit(1, "2026-03-10", "09:07", "12:20"), visit(3, "2026-03-11", "09:00", "12:00")];

  it("pays each visit's minutes at the hourly rate, rounded half up per visit, and travel between same-day visits", () => {
    const pay = earnedPay(hourly, paid, day);
    // 193 min × $23.75/h = $76.395833 → 7640; 153 min = $60.5625 → 6056; 180 min = 7125.
    expect(pay.visits.map((line) => [line.orderNumber, line.minutes, line.payCents, line.travelMinutes, line.travelPayCents])).toEqual([
      [1, 193, 7640, 0, 0],
      [2, 153, 6056, 38, 1504], // 12:20 → 12:58: 38 min × $23.75/h = $15.041666 → 1504
      [3, 180, 7125, 0, 0], // the next day's first visit has no travel
    ]);
    expect(pay).toMatchObject({ workMinutes: 526, travelMinutes: 38, paidMinutes: 564, visitPayCents: 20821, travelPayCents: 1504, grossCents: 22325 });
  });

  it("shows travel but pays none when travel is unpaid, and leaves it out of the hours", () => {
    const pay = earnedPay(hourly, { payTravel: false, travelCapMinutes: 60 }, day);
    expect(pay).toMatchObject({ travelMinutes: 38, travelPayCents: 0, paidMinutes: 526, grossCents: 20821 });
  });

  it("caps a long gap at the setting and counts overlapping visits as no travel", () => {
    const gaps = earnedPay(hourly, { payTravel: true, travelCapMinutes: 45 }, [visit(1, "2026-03-12", "08:00", "10:00"), visit(2, "2026-03-12", "14:00", "15:00"), visit(3, "2026-03-12", "14:30", "16:00")]);
    expect(gaps.visits.map((line) => line.travelMinutes)).toEqual([0, 45, 0]);
    expect(gaps.travelPayCents).toBe(1781); // 45 min × $23.75/h = $17.8125 → 1781
  });

  it("pays a percentage of the service price, whatever the hours, and travel at the rule's hourly rate", () => {
    const percent = { kind: "percent" as const, hourlyCents: 1800, percentBasisPoints: 3750 };
    const pay = earnedPay(percent, paid, [visit(1, "2026-03-10", "09:00", "12:00", 18_999), visit(2, "2026-03-10", "12:30", "14:00", 10_001)]);
    // 37.5% of $189.99 = $71.24625 → 7125; of $100.01 = $37.50375 → 3750; 30 min travel at $18/h = 900.
    expect(pay.visits.map((line) => line.payCents)).toEqual([7125, 3750]);
    expect(pay).toMatchObject({ travelPayCents: 900, grossCents: 11_775, paidMinutes: 300 });
  });

  it("pays nothing without a rule, yet still counts the hours", () => {
    expect(earnedPay(null, paid, day)).toMatchObject({ grossCents: 0, workMinutes: 526 });
  });

  it("writes minutes as decimal hours for the payroll provider", () => {
    expect([decimalHours(564), decimalHours(20), decimalHours(0), decimalHours(61)]).toEqual(["9.40", "0.33", "0.00", "1.02"]);
  });
});
