import { orders } from "@/lib/platform/db/schema";
import { isClosedDate } from "@/lib/booking/slots";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { testDrivers } from "@/lib/startup/testing/database";
import { seedDemoOrders } from "@/lib/startup/demo/demo-orders";
import { DEMO_SAMPLES } from "@/lib/startup/demo/demo-samples";
import { capturedWarnings, useDemoDatabase, writtenAfter } from "@/lib/startup/testing/demo";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkIsoDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

/**
 * A first start of the demo at moments that broke it or could: holidays (Thanksgiving,
 * Christmas Eve evening and Christmas Day, New Year's Eve just before midnight and New Year's
 * Day, the Monday Independence Day is observed), the spring-forward morning before the first
 * start and a leap day. Every sample is booked in its status, nothing is dated after "now",
 * and nothing is refused.
 */

jest.setTimeout(60_000);

/** New York wall times. */
const INSTANTS = ["2026-11-26 14:00", "2026-12-24 20:00", "2026-12-25 09:00", "2026-12-31 23:30", "2027-01-01 12:00", "2027-03-14 07:30", "2027-07-05 10:00", "2028-02-29 12:00"];

function newYork(wallTime: string): Date {
  const [date = "", time = ""] = wallTime.split(" ");
  const [hour, minute] = time.split(":").map(Number);
  const day = parseIsoDate(date);
  if (!day || hour === undefined || minute === undefined) throw new Error(`not a New York wall time: ${wallTime}`);
  return newYorkWallTimeToUtc(day, hour, minute);
}

describe.each(testDrivers())("demo orders on any day, on %s", (driver) => {
  const database = useDemoDatabase(driver);

  it.each(INSTANTS)("seeds every sample at %s New York time", async (wallTime) => {
    const now = newYork(wallTime);
    const warnings = capturedWarnings();
    expect(await seedDemoOrders(database.db, { now, logger: warnings.logger })).toEqual({ createdOrders: DEMO_SAMPLES.length, skippedSamples: 0 });
    expect(warnings.lines()).toEqual([]);

    const rows = await database.db.select({ status: orders.status, startsAt: orders.startsAt, endsAt: orders.endsAt }).from(orders);
    // Each sample in the status it is meant to end in: all six of them.
    expect(rows.map((row) => row.status).sort()).toEqual(DEMO_SAMPLES.map((sample) => sample.status).sort());
    expect(rows.filter((row) => isClosedDate(newYorkIsoDateOf(row.startsAt), DEFAULT_CLOSING_CALENDAR))).toEqual([]);
    // Visits under way or done began before now; the ones ahead begin after it.
    const begun = rows.filter((row) => row.status === "completed" || row.status === "in_progress");
    const ahead = rows.filter((row) => row.status === "pending" || row.status === "confirmed" || row.status === "assigned");
    expect(begun.filter((row) => row.startsAt >= now)).toEqual([]);
    expect(ahead.filter((row) => row.startsAt <= now)).toEqual([]);
    const held = rows.filter((row) => row.status !== "cancelled").sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (const [index, row] of held.entries()) {
      const next = held[index + 1];
      if (next) expect(next.startsAt.getTime()).toBeGreaterThanOrEqual(row.endsAt.getTime());
    }
    expect(await writtenAfter(database.db, now)).toEqual([]);
  });
});
