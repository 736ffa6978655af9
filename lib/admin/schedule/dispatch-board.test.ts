/** The dispatch board's data as staff see it (docs/product.md, "Dispatch board"), read from the database. */
import { blockByStaff } from "@/lib/booking/cleaner-preferences";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { bookOrder, makeAccount, NOW, nyTime } from "../test-support";
import { assignCleanerAsStaff, cancelOrderByStaff } from "../orders/order-actions";
import { dispatchBoard } from "./dispatch-board";

jest.setTimeout(60_000);

describe.each(testDrivers())("the dispatch board's data on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  it("shows the day's visits by cleaner with their versions, the rest in the tray, and each customer's cleaners", async () => {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner", { firstName: "Zora", lastName: "Quill" });
    const blocked = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    const date = "2026-04-14";
    const morning = await bookOrder(db, customer.id, nyTime(date, 8));
    const afternoon = await bookOrder(db, customer.id, nyTime(date, 13));
    const loose = await bookOrder(db, customer.id, nyTime(date, 10));
    const cancelled = await bookOrder(db, customer.id, nyTime(date, 15));
    const nextDay = await bookOrder(db, customer.id, nyTime("2026-04-15", 9));
    for (const orderId of [morning, afternoon, nextDay]) expect(await assignCleanerAsStaff(db, admin, orderId, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    expect(await cancelOrderByStaff(db, admin, cancelled, { reason: "Customer moved out" }, NOW)).toMatchObject({ ok: true });
    expect(await blockByStaff(db, { customerId: customer.id, cleanerId: blocked.id, actorId: admin.id, now: NOW })).toBeNull();

    const day = await dispatchBoard(db, { date, view: "day" }, NOW);
    const row = day.rows.find((candidate) => candidate.cleaner.id === cleaner.id);
    expect(row?.cleaner.name).toBe("Zora Quill");
    expect(row?.tracks[0]?.visits.map((visit) => [visit.id, visit.startMinute, visit.movable])).toEqual([
      [morning, 8 * 60, true],
      [afternoon, 13 * 60, true],
    ]);
    // Two 3-hour visits, 8:00 and 13:00: two hours between them.
    expect(row?.tracks[0]?.gaps.map((gap) => gap.minutes)).toEqual([120]);
    expect(row?.tracks[0]?.visits[0]?.version).toBeGreaterThan(1);
    expect(day.tray.map((visit) => visit.id)).toContain(loose);
    expect(day.tray.map((visit) => visit.id)).not.toContain(cancelled);
    expect(day.choices[customer.id]?.blockedIds).toEqual([blocked.id]);
    expect(day.hours.length).toBeGreaterThan(0);

    const week = await dispatchBoard(db, { date, view: "week" }, NOW);
    expect(week.dates).toEqual(["2026-04-13", "2026-04-14", "2026-04-15", "2026-04-16", "2026-04-17", "2026-04-18", "2026-04-19"]);
    const weekRow = week.rows.find((candidate) => candidate.cleaner.id === cleaner.id);
    expect(weekRow?.tracks.map((track) => track.visits.length)).toEqual([0, 2, 1, 0, 0, 0, 0]);
    expect(week.hours).toEqual([]);
  });
});
