import { eq, sql } from "drizzle-orm";
import { leads, orders, satisfactionPolls } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { bookOrder, makeAccount, NOW, nyTime } from "../test-support";
import { assignCleanerAsStaff, cancelOrderByStaff, confirmOrderAsStaff } from "../orders/order-actions";
import { loadDashboard } from "./dashboard";
import { weeklyBookings } from "./weekly-bookings";
import { lastWeeks } from "./weeks";

describe("chart weeks", () => {
  it("runs Monday to Monday in New York, oldest first, ending with the current week", () => {
    // Wednesday 4 March 2026, 22:30 in New York (already Thursday in UTC).
    const weeks = lastWeeks(new Date("2026-03-05T03:30:00Z"), 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.monday).toBe("2026-03-02");
    expect(weeks[0]?.monday).toBe("2025-12-15");
    expect(weeks.at(-1)?.start.toISOString()).toBe("2026-03-02T05:00:00.000Z");
  });

  it("keeps whole New York days across the change to summer time", () => {
    const [week] = lastWeeks(new Date("2026-03-10T16:00:00Z"), 1);
    // The week of 9 March starts in EDT; the one before it started in EST.
    expect(week?.start.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    const [before] = lastWeeks(new Date("2026-03-04T16:00:00Z"), 1);
    expect(before?.end.toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });
});

describe.each(testDrivers())("the dashboard on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  it("shows today's and tomorrow's jobs and what waits for staff", async () => {
    const customer = await makeAccount(db, "Customer");
    const cleaner = await makeAccount(db, "Cleaner");
    const moderator = await makeAccount(db, "Moderator");
    const today = await bookOrder(db, customer.id, nyTime("2026-03-10", 9));
    const tomorrow = await bookOrder(db, customer.id, nyTime("2026-03-11", 15));
    const later = await bookOrder(db, customer.id, nyTime("2026-03-20", 9));
    const gone = await bookOrder(db, customer.id, nyTime("2026-03-10", 13));
    await assignCleanerAsStaff(db, moderator, today, { cleanerId: cleaner.id });
    await confirmOrderAsStaff(db, moderator, later);
    await cancelOrderByStaff(db, moderator, gone, { reason: "Duplicate booking" }, NOW);
    await db.insert(leads).values([
      { name: "Open", email: "open@example.test", message: "Quote please" },
      { name: "Called", email: "called@example.test", message: "Office", status: "contacted" },
      { name: "Done", email: "done@example.test", message: "Move-out", status: "won" },
    ]);
    await db.insert(satisfactionPolls).values({ orderId: today, tokenHash: "flagged-token", rating: 2, comment: "Streaky mirrors", answeredAt: new Date(), flagged: true });

    const dashboard = await loadDashboard(db, nyTime("2026-03-10", 7));
    expect(dashboard.today).toMatchObject({ date: "2026-03-10", jobs: [{ id: today, cleaner: { id: cleaner.id } }] });
    expect(dashboard.tomorrow.jobs.map((job) => job.id)).toEqual([tomorrow]);
    expect(dashboard.pendingCount).toBe(1);
    // The confirmed later visit and the pending one tomorrow have nobody yet.
    expect(dashboard.unassignedCount).toBe(2);
    expect(dashboard.openLeadsCount).toBe(2);
    expect(dashboard.flaggedPollCount).toBe(1);
    expect(dashboard.flaggedPolls).toEqual([expect.objectContaining({ orderId: today, rating: 2, comment: "Streaky mirrors" })]);
    expect(dashboard.weeks).toHaveLength(12);
  });

  it("counts bookings and booked revenue by the week they were made, leaving out cancelled money", async () => {
    const customer = await makeAccount(db, "Customer");
    const moderator = await makeAccount(db, "Moderator");
    const a = await bookOrder(db, customer.id, nyTime("2026-04-01", 9));
    const b = await bookOrder(db, customer.id, nyTime("2026-04-02", 9));
    const c = await bookOrder(db, customer.id, nyTime("2026-04-03", 9));
    await cancelOrderByStaff(db, moderator, c, { reason: "Changed plans" }, NOW);
    // Move the three bookings into known weeks: a and c three weeks ago, b this week.
    const now = new Date("2026-05-06T16:00:00Z");
    await db.update(orders).set({ createdAt: new Date("2026-04-14T15:00:00Z") }).where(eq(orders.id, a));
    await db.update(orders).set({ createdAt: new Date("2026-04-15T15:00:00Z") }).where(eq(orders.id, c));
    await db.update(orders).set({ createdAt: new Date("2026-05-04T05:00:00Z") }).where(eq(orders.id, b));
    // Everything else this suite made is dated far away from these weeks.
    await db.update(orders).set({ createdAt: new Date("2020-01-01T00:00:00Z") }).where(sql`${orders.id} not in (${a}, ${b}, ${c})`);
    const [row] = await db.select({ total: orders.totalCents }).from(orders).where(eq(orders.id, a));
    const weeks = await weeklyBookings(db, now);
    expect(weeks.map((week) => week.monday).slice(-4)).toEqual(["2026-04-13", "2026-04-20", "2026-04-27", "2026-05-04"]);
    expect(weeks.at(-4)).toEqual({ monday: "2026-04-13", bookings: 2, revenueCents: row?.total });
    expect(weeks.at(-1)).toEqual({ monday: "2026-05-04", bookings: 1, revenueCents: row?.total });
    expect(weeks.slice(0, -4).every((week) => week.bookings === 0 && week.revenueCents === 0)).toBe(true);
  });
});
