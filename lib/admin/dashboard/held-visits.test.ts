/**
 * Visits held for review after a short check-out are on the staff dashboard, linking to the
 * order and saying how long the visit lasted, until staff review them (docs/product.md,
 * "Checking out"). Fixed clocks throughout.
 */
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { assignCleanerAsStaff, reviewHeldVisit } from "@/lib/admin/orders/order-actions";
import { bookOrder, makeAccount, NOW, nyTime } from "@/lib/admin/test-support";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { cabinetCheckIn } from "@/lib/cabinet/job-actions";
import { cabinetCheckOut } from "@/lib/cabinet/check-out";
import { orders } from "@/lib/platform/db/schema";
import { eq } from "drizzle-orm";
import { loadDashboard } from "./dashboard";

const MINUTE = 60_000;

describe.each(testDrivers())("visits held for review on the dashboard, on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  /** A 3-hour regular cleaning at 9:00 on `date`, checked in at 9:05 and checked out `minutes` later. */
  async function workedVisit(date: string, minutes: number, reason: string) {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    const start = nyTime(date, 9);
    const id = await bookOrder(db, customer.id, start);
    expect(await assignCleanerAsStaff(db, admin, id, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    const checkedIn = new Date(start.getTime() + 5 * MINUTE);
    expect(await cabinetCheckIn(db, cleaner, id, { now: checkedIn })).toMatchObject({ ok: true });
    const leaving = new Date(checkedIn.getTime() + minutes * MINUTE);
    expect(await cabinetCheckOut(db, cleaner, id, { reason }, { now: leaving })).toMatchObject({ ok: true });
    const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
    return { admin, id, number: formatOrderNumber(row?.number ?? 0), leaving };
  }

  it("lists each held visit with how long it lasted, and drops it once reviewed", async () => {
    const short = await workedVisit("2026-03-23", 14, "The customer sent me away: a family emergency.");
    const shorter = await workedVisit("2026-03-24", 40, "No hot water in the building.");
    // A full visit is not held, so it is not listed.
    await workedVisit("2026-03-25", 180, "The balcony door was locked.");

    const held = (await loadDashboard(db, nyTime("2026-03-24", 18))).heldVisits;
    expect(held).toEqual([
      {
        orderId: short.id,
        number: short.number,
        customerName: expect.any(String),
        heldAt: short.leaving.toISOString(),
        summary: "Visit held for review: checked out after 14 min of about 3 h",
        reason: "The customer sent me away: a family emergency.",
      },
      expect.objectContaining({ orderId: shorter.id, summary: "Visit held for review: checked out after 40 min of about 3 h" }),
    ]);

    expect(await reviewHeldVisit(db, short.admin, short.id, { note: "Called the customer." }, new Date(short.leaving.getTime() + 60 * MINUTE))).toMatchObject({ ok: true });
    expect((await loadDashboard(db, nyTime("2026-03-24", 19))).heldVisits.map((visit) => visit.orderId)).toEqual([shorter.id]);
  });
});
