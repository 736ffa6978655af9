/**
 * One cleaner for a whole recurring booking (docs/product.md, "Dispatch board"): every visit still
 * to come goes through the one staff assignment in one transaction; a visit it refuses keeps its
 * cleaner and comes back with the reason, the others are assigned.
 */
import { asc, eq } from "drizzle-orm";
import { auditLog, orders } from "@/lib/platform/db/schema";
import { blockByStaff } from "@/lib/booking/cleaner-preferences";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, submission } from "@/lib/booking/test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { bookOrder, makeAccount, NOW, nyTime } from "../test-support";
import { assignCleanerAsStaff } from "./order-actions";
import { assignSeriesAsStaff } from "./series-assignment";

jest.setTimeout(60_000);

describe.each(testDrivers())("assigning a whole series on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  /** A weekly series from the date at 9:00 (8 visits), booked by a new customer. */
  async function weeklySeries(firstDay: string) {
    const customer = await makeAccount(db, "Customer");
    const result = await submitBooking(
      db,
      { id: customer.id, emailVerified: true },
      submission(nyTime(firstDay, 9), { request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, frequency: "weekly" } }),
      key(),
      { now: NOW },
    );
    if (!result.ok || !result.order.seriesId) throw new Error("no series");
    const seriesId = result.order.seriesId;
    const visits = () => db.select({ id: orders.id, startsAt: orders.startsAt, cleanerId: orders.cleanerId }).from(orders).where(eq(orders.seriesId, seriesId)).orderBy(asc(orders.startsAt));
    return { customer, seriesId, visits };
  }

  it("gives every visit still to come the cleaner, leaves the past alone, and audits each", async () => {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const { seriesId, visits } = await weeklySeries("2026-03-10");
    const all = await visits();
    expect(all.length).toBeGreaterThanOrEqual(4);
    // The clock stands just after the second visit began: the first two are no longer the series' future.
    const now = new Date((all[1]?.startsAt.getTime() ?? 0) + 60_000);
    const result = await assignSeriesAsStaff(db, admin, seriesId, { cleanerId: cleaner.id }, now);
    expect(result).toMatchObject({ ok: true, data: { alreadyTheirs: 0, refused: [] } });
    if (!result.ok) return;
    expect(result.data.assigned.map((visit) => visit.orderId)).toEqual(all.slice(2).map((visit) => visit.id));
    expect((await visits()).map((visit) => visit.cleanerId)).toEqual(all.map((_, index) => (index < 2 ? null : cleaner.id)));
    const audited = await db.select({ subjectId: auditLog.subjectId }).from(auditLog).where(eq(auditLog.action, "order.assign"));
    expect(audited.map((row) => row.subjectId)).toEqual(expect.arrayContaining(all.slice(2).map((visit) => visit.id)));
    // Again: nothing to do, each visit already theirs.
    expect(await assignSeriesAsStaff(db, admin, seriesId, { cleanerId: cleaner.id }, now)).toMatchObject({ ok: true, data: { assigned: [], alreadyTheirs: all.length - 2, refused: [] } });
  });

  it("reports a visit the cleaner cannot take with the reason, and assigns the rest", async () => {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const { seriesId, visits } = await weeklySeries("2026-03-11");
    const all = await visits();
    const clashing = all[2];
    if (!clashing) throw new Error("too few visits");
    // The cleaner already has another customer's visit at that hour.
    const other = await bookOrder(db, (await makeAccount(db, "Customer")).id, clashing.startsAt);
    expect(await assignCleanerAsStaff(db, admin, other, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    const result = await assignSeriesAsStaff(db, admin, seriesId, { cleanerId: cleaner.id }, NOW);
    if (!result.ok) throw new Error(result.message);
    expect(result.data.refused).toEqual([{ orderId: clashing.id, number: expect.stringMatching(/^C-/), startsAt: clashing.startsAt.toISOString(), message: expect.stringMatching(/\S/) }]);
    expect(result.data.assigned).toHaveLength(all.length - 1);
    expect((await visits()).map((visit) => visit.cleanerId)).toEqual(all.map((visit) => (visit.id === clashing.id ? null : cleaner.id)));
  });

  it("refuses every visit for a cleaner the customer blocked, naming the block, and assigns none", async () => {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const { customer, seriesId, visits } = await weeklySeries("2026-03-12");
    expect(await blockByStaff(db, { customerId: customer.id, cleanerId: cleaner.id, actorId: admin.id, now: NOW })).toBeNull();
    const result = await assignSeriesAsStaff(db, admin, seriesId, { cleanerId: cleaner.id }, NOW);
    if (!result.ok) throw new Error(result.message);
    expect(result.data.assigned).toEqual([]);
    expect(result.data.refused.length).toBe((await visits()).length);
    for (const refusal of result.data.refused) expect(refusal.message).toMatch(/is blocked for/);
    expect((await visits()).every((visit) => visit.cleanerId === null)).toBe(true);
  });

  it("refuses those who may not assign, their own series, an unknown series and a bad cleaner, changing nothing", async () => {
    const cleaner = await makeAccount(db, "Cleaner");
    const { customer, seriesId, visits } = await weeklySeries("2026-03-13");
    expect(await assignSeriesAsStaff(db, cleaner, seriesId, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await assignSeriesAsStaff(db, { id: customer.id, role: "Moderator" }, seriesId, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: false, kind: "forbidden" });
    const admin = await makeAccount(db, "Admin");
    expect(await assignSeriesAsStaff(db, admin, "00000000-0000-4000-8000-000000000000", { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: false, kind: "not-found" });
    expect(await assignSeriesAsStaff(db, admin, seriesId, { cleanerId: "nobody" }, NOW)).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { cleanerId: expect.any(String) } });
    expect((await visits()).every((visit) => visit.cleanerId === null)).toBe(true);
  });
});
