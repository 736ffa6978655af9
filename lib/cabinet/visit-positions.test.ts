/**
 * Check-in and check-out where the job is (docs/product.md, "Checking in where the job is"): the
 * phone's position goes with the step when it has one, staff read it checked against the
 * address's ZIP area, and a step without one works as before.
 */
import { eq } from "drizzle-orm";
import { assignCleanerAsStaff } from "@/lib/admin/orders/order-actions";
import { adminOrderPageView } from "@/lib/admin/orders/order-page";
import { bookOrder, makeAccount, NOW, nyTime } from "@/lib/admin/test-support";
import { toSessionUser } from "@/lib/auth/users";
import { visitPositions } from "@/lib/platform/db/schema";
import { purgeExpiredRows, VISIT_POSITION_RETENTION_MS } from "@/lib/platform/jobs/housekeeping";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { cabinetCheckOut } from "./check-out";
import { cabinetCheckIn } from "./job-actions";
import { visitPositionsOf } from "./visit-positions";

const MINUTE = 60_000;
/** On Bedford Avenue in Williamsburg, 11211 (the test booking's address), about 750 m from the ZIP's centre. */
const AT_THE_DOOR = { lat: 40.7172, lng: -73.9545, accuracyMeters: 12 };
/** Times Square: nowhere near a Williamsburg job. */
const MIDTOWN = { lat: 40.758, lng: -73.9855, accuracyMeters: 30 };

describe.each(testDrivers())("visit positions on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  let day = 2;
  async function assignedVisit() {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    day += 1;
    const start = nyTime(`2026-04-${String(day).padStart(2, "0")}`, 9);
    const id = await bookOrder(db, customer.id, start);
    expect(await assignCleanerAsStaff(db, admin, id, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    return { admin, cleaner, id, start, end: new Date(start.getTime() + 180 * MINUTE) };
  }

  it("records the check-in and check-out positions at the steps' instants, and staff see the far one flagged", async () => {
    const visit = await assignedVisit();
    expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: visit.start, position: AT_THE_DOOR })).toMatchObject({ ok: true, data: { status: "in_progress" } });
    expect(await cabinetCheckOut(db, visit.cleaner, visit.id, { note: "All done", reason: "The customer asked us to skip the checklist.", position: MIDTOWN }, { now: visit.end })).toMatchObject({ ok: true, data: { status: "completed" } });

    const rows = await db.select().from(visitPositions).where(eq(visitPositions.orderId, visit.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.step === "check_in")).toMatchObject({ cleanerId: visit.cleaner.id, latitude: AT_THE_DOOR.lat, longitude: AT_THE_DOOR.lng, accuracyMeters: 12, recordedAt: visit.start });

    const view = await adminOrderPageView(db, visit.id, toSessionUser(visit.admin), visit.end);
    expect(view?.positions.map(({ step, verdict, zip, recordedAt }) => ({ step, verdict, zip, recordedAt }))).toEqual([
      { step: "check_in", verdict: "near", zip: "11211", recordedAt: visit.start.toISOString() },
      { step: "check_out", verdict: "far", zip: "11211", recordedAt: visit.end.toISOString() },
    ]);
    expect(view?.positions[0]?.distanceMeters).toBeLessThan(1_000);
    expect(view?.positions[1]?.distanceMeters).toBeGreaterThan(5_000);
  });

  it("checks in and out without a position, writing none", async () => {
    const visit = await assignedVisit();
    expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: visit.start })).toMatchObject({ ok: true });
    expect(await cabinetCheckOut(db, visit.cleaner, visit.id, { note: null, reason: "The customer asked us to skip the checklist.", position: null }, { now: visit.end })).toMatchObject({ ok: true });
    expect(await visitPositionsOf(db, visit.id)).toEqual([]);
  });

  it("writes no position when the step is refused", async () => {
    const visit = await assignedVisit();
    const tooEarly = new Date(visit.start.getTime() - 3 * 60 * MINUTE);
    expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: tooEarly, position: AT_THE_DOOR })).toMatchObject({ ok: false, kind: "conflict" });
    const stranger = await makeAccount(db, "Cleaner");
    expect(await cabinetCheckIn(db, stranger, visit.id, { now: visit.start, position: AT_THE_DOOR })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await cabinetCheckOut(db, visit.cleaner, visit.id, { position: AT_THE_DOOR }, { now: visit.end })).toMatchObject({ ok: false });
    expect(await visitPositionsOf(db, visit.id)).toEqual([]);
  });

  it("refuses a check-out whose position is out of range, naming the field, and changes nothing", async () => {
    const visit = await assignedVisit();
    expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: visit.start })).toMatchObject({ ok: true });
    const refused = await cabinetCheckOut(db, visit.cleaner, visit.id, { position: { lat: 91, lng: -73.95, accuracyMeters: 10 } }, { now: visit.end });
    expect(refused).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { "position.lat": "The latitude must be between -90 and 90." } });
    expect(await visitPositionsOf(db, visit.id)).toEqual([]);
  });

  it("keeps a visit's positions for 90 days, then housekeeping deletes them", async () => {
    const visit = await assignedVisit();
    expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: visit.start, position: AT_THE_DOOR })).toMatchObject({ ok: true });
    const at = (ms: number) => new Date(visit.start.getTime() + ms);
    // Other tests' visits were earlier, so only this one's row is followed.
    await purgeExpiredRows(db, at(VISIT_POSITION_RETENTION_MS));
    expect(await visitPositionsOf(db, visit.id)).toHaveLength(1);
    expect((await purgeExpiredRows(db, at(VISIT_POSITION_RETENTION_MS + 1))).visitPositions).toBeGreaterThanOrEqual(1);
    expect(await visitPositionsOf(db, visit.id)).toEqual([]);
  });
});
