/**
 * Issue #29, "Access, safely": a saved address's lockbox and alarm codes are sealed at rest,
 * travel with the booking, and open only for the assigned cleaner inside the visit's window,
 * each look logged for staff (docs/product.md, "Access details and keys").
 */
import { eq } from "drizzle-orm";
import { addAddress, updateAddress } from "@/lib/account/addresses";
import { addressPatchSchema } from "@/lib/account/address-schema";
import { assignCleanerAsStaff } from "@/lib/admin/orders/order-actions";
import { bookOrder, makeAccount, NOW, nextVisitStart } from "@/lib/admin/test-support";
import { accessCodeViews, orders, userAddresses } from "@/lib/platform/db/schema";
import { setAccessCodeKeysForTests } from "@/lib/platform/security/access-code-key";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { accessCodeViewsOf, revealAccessCodes } from "./access-codes";
import { getCabinetJob } from "./jobs";

const HOUR = 60 * 60_000;
// The booking helper's address (lib/booking/test-support.ts).
const ADDRESS = { label: "Home", street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: null };

beforeAll(() => setAccessCodeKeysForTests({ current: "11".repeat(32) }));
afterAll(() => setAccessCodeKeysForTests(null));

describe.each(testDrivers())("access codes on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  /** A customer with the codes saved, a 3-hour visit at 9:00 booked at that address and assigned. */
  async function assignedVisit() {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    const saved = await addAddress(db, customer.id, {
      ...ADDRESS,
      // The booking matches the saved address whatever the case and spacing.
      street: " 245 BEDFORD AVE ",
      access: { doorman: false, buzzer: "3R", keyLocation: null, parking: "Meters on Bedford", lockboxCode: "4711", alarmCode: "9090#" },
    });
    if (!saved.ok) throw new Error(saved.message);
    const start = nextVisitStart(9);
    const id = await bookOrder(db, customer.id, start);
    expect(await assignCleanerAsStaff(db, admin, id, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    return { admin, cleaner, customer, id, start, end: new Date(start.getTime() + 3 * HOUR), addressId: saved.address.id };
  }

  const views = (orderId: string) => db.select().from(accessCodeViews).where(eq(accessCodeViews.orderId, orderId));

  it("stores the codes sealed on the address and the order, and shows the owner only that one is saved", async () => {
    const visit = await assignedVisit();
    const [address] = await db.select().from(userAddresses).where(eq(userAddresses.id, visit.addressId));
    const [order] = await db.select().from(orders).where(eq(orders.id, visit.id));
    for (const stored of [address?.accessDetails, order?.accessDetails]) {
      expect(stored).toMatchObject({ doorman: false, buzzer: "3R", parking: "Meters on Bedford", lockboxCode: expect.stringMatching(/^ac1\./), alarmCode: expect.stringMatching(/^ac1\./) });
      expect(JSON.stringify(stored)).not.toMatch(/4711|9090/);
    }
    const job = await getCabinetJob(db, visit.cleaner.id, visit.id);
    expect(job?.access).toEqual({ doorman: false, buzzer: "3R", keyLocation: null, parking: "Meters on Bedford", hasLockboxCode: true, hasAlarmCode: true });
    expect(JSON.stringify(job)).not.toMatch(/4711|9090/);
  });

  it("opens the codes from two hours before the start to the end, logging each look with its time", async () => {
    const visit = await assignedVisit();
    const opens = new Date(visit.start.getTime() - 2 * HOUR);
    expect(await revealAccessCodes(db, visit.cleaner, visit.id, { now: opens })).toEqual({
      ok: true,
      data: { lockboxCode: "4711", alarmCode: "9090#", visibleUntil: visit.end.toISOString() },
    });
    expect(await revealAccessCodes(db, visit.cleaner, visit.id, { now: visit.end })).toMatchObject({ ok: true });
    expect((await views(visit.id)).map((row) => [row.viewerId, row.viewedAt.toISOString()])).toEqual([
      [visit.cleaner.id, opens.toISOString()],
      [visit.cleaner.id, visit.end.toISOString()],
    ]);
    const name = `${visit.cleaner.firstName} ${visit.cleaner.lastName}`;
    expect(await accessCodeViewsOf(db, visit.id)).toEqual([
      { viewerName: name, viewedAt: visit.end.toISOString() },
      { viewerName: name, viewedAt: opens.toISOString() },
    ]);
  });

  it("says when the codes show before the window and refuses after it, logging nothing", async () => {
    const visit = await assignedVisit();
    const early = await revealAccessCodes(db, visit.cleaner, visit.id, { now: new Date(visit.start.getTime() - 2 * HOUR - 1) });
    expect(early).toMatchObject({ ok: false, kind: "forbidden", code: "outside-access-window", message: expect.stringMatching(/^The codes show from 7:00 AM on /) });
    const late = await revealAccessCodes(db, visit.cleaner, visit.id, { now: new Date(visit.end.getTime() + 1) });
    expect(late).toMatchObject({ ok: false, kind: "forbidden", code: "outside-access-window", message: expect.stringMatching(/^The codes were shown until the visit ended at 12:00 PM/) });
    expect(JSON.stringify([early, late])).not.toMatch(/4711|9090/);
    expect(await views(visit.id)).toEqual([]);
  });

  it("finds nothing for another cleaner, staff not assigned, or the customer, and logs nothing", async () => {
    const visit = await assignedVisit();
    const inside = visit.start;
    for (const other of [await makeAccount(db, "Cleaner"), await makeAccount(db, "Admin"), visit.customer]) {
      expect(await revealAccessCodes(db, other, visit.id, { now: inside })).toMatchObject({ ok: false, kind: "not-found" });
    }
    expect(await revealAccessCodes(db, visit.cleaner, "not-a-uuid", { now: inside })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await views(visit.id)).toEqual([]);
  });

  it("refuses a cancelled visit's codes, and a visit without codes says so", async () => {
    const visit = await assignedVisit();
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, visit.id));
    expect(await revealAccessCodes(db, visit.cleaner, visit.id, { now: visit.start })).toMatchObject({ ok: false, kind: "forbidden" });
    await db.update(orders).set({ status: "assigned", accessDetails: null }).where(eq(orders.id, visit.id));
    expect(await revealAccessCodes(db, visit.cleaner, visit.id, { now: visit.start })).toMatchObject({ ok: false, kind: "not-found", message: "The customer left no lockbox or alarm code for this visit." });
    expect(await views(visit.id)).toEqual([]);
  });

  it("takes a code changed on the saved address to the booked visit, keeps an unsent one and removes a blank one", async () => {
    const visit = await assignedVisit();
    const changed = await updateAddress(db, visit.customer.id, visit.addressId, { access: { doorman: true, buzzer: null, keyLocation: "With the doorman", parking: null, lockboxCode: "1357", alarmCode: "" } }, { now: NOW });
    expect(changed).toMatchObject({ ok: true, address: { access: { doorman: true, keyLocation: "With the doorman", hasLockboxCode: true, hasAlarmCode: false } } });
    expect(await revealAccessCodes(db, visit.cleaner, visit.id, { now: visit.start })).toMatchObject({ ok: true, data: { lockboxCode: "1357", alarmCode: null } });
    // No code sent: the saved one stays.
    expect(await updateAddress(db, visit.customer.id, visit.addressId, addressPatchSchema.parse({ access: { doorman: true, buzzer: "Lobby" } }), { now: NOW })).toMatchObject({
      ok: true,
      address: { access: { buzzer: "Lobby", hasLockboxCode: true } },
    });
    expect(await revealAccessCodes(db, visit.cleaner, visit.id, { now: visit.start })).toMatchObject({ ok: true, data: { lockboxCode: "1357" } });
  });

  it("opens codes sealed with the previous key after a rotation", async () => {
    const visit = await assignedVisit();
    setAccessCodeKeysForTests({ current: "22".repeat(32), previous: "11".repeat(32) });
    try {
      expect(await revealAccessCodes(db, visit.cleaner, visit.id, { now: visit.start })).toMatchObject({ ok: true, data: { lockboxCode: "4711" } });
    } finally {
      setAccessCodeKeysForTests({ current: "11".repeat(32) });
    }
  });
});
