import { eq } from "drizzle-orm";
import { assignCleanerAsStaff, cancelOrderByStaff } from "@/lib/admin/orders/order-actions";
import { bookOrder, makeAccount, nyTime } from "@/lib/admin/test-support";
import { orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { checklistItemKey } from "./checklists";
import { setChecklistTick } from "./checklist-ticks";
import { getCabinetJob } from "./jobs";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

describe.each(testDrivers())("checklist ticks on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  let day = 10;
  async function assignedJob(to?: string) {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    day += 1;
    const id = await bookOrder(db, customer.id, nyTime(`2026-03-${day}`, 9), {
      request: { service: "deep-cleaning", bedrooms: 2, bathrooms: 1, extras: [{ id: "inside-fridge" }] },
    });
    const result = await assignCleanerAsStaff(db, admin, id, { cleanerId: to ?? cleaner.id });
    if (!result.ok) throw new Error(result.message);
    return { admin, cleaner, id };
  }

  it("keeps a tick on the server, per job and item, so the job shows it when opened again", async () => {
    const { cleaner, id } = await assignedJob();
    const job = await getCabinetJob(db, cleaner.id, id);
    const [first, second] = job?.checklist.flatMap((section) => section.items.map((item) => checklistItemKey(section.title, item))) ?? [];
    expect(job?.checklistDone).toEqual([]);

    expect(await setChecklistTick(db, cleaner, id, { item: first, done: true })).toEqual({ ok: true, data: { done: [first] } });
    expect(await setChecklistTick(db, cleaner, id, { item: second, done: true })).toEqual({ ok: true, data: { done: [first, second] } });
    // Ticking twice is harmless; unticking removes it.
    expect(await setChecklistTick(db, cleaner, id, { item: first, done: true })).toMatchObject({ ok: true });
    expect(await setChecklistTick(db, cleaner, id, { item: second, done: false })).toEqual({ ok: true, data: { done: [first] } });
    expect((await getCabinetJob(db, cleaner.id, id))?.checklistDone).toEqual([first]);
  });

  it("lets only the assigned person tick, and staff only on jobs of their own", async () => {
    const { admin, cleaner, id } = await assignedJob();
    const other = await makeAccount(db, "Cleaner");
    const item = checklistItemKey("Kitchen, in depth", "Clean the microwave inside and out");
    for (const stranger of [other, admin]) {
      expect(await setChecklistTick(db, stranger, id, { item, done: true })).toMatchObject({ ok: false, kind: "not-found" });
    }
    expect((await getCabinetJob(db, cleaner.id, id))?.checklistDone).toEqual([]);

    // An Admin who takes a job themselves ticks it like any cleaner.
    const own = await assignedJob(admin.id);
    const adminItem = checklistItemKey("Extras booked", "Empty, wipe and dry the inside of the fridge, shelves and drawers; put food back");
    const job = await getCabinetJob(db, admin.id, own.id);
    expect(job?.checklist.find((section) => section.title === "Extras booked")?.items).toContain("Empty, wipe and dry the inside of the fridge, shelves and drawers; put food back");
    expect(await setChecklistTick(db, admin, own.id, { item: adminItem, done: true })).toEqual({ ok: true, data: { done: [adminItem] } });
  });

  it("refuses an item that is not on the job's checklist, bad input and closed jobs, changing nothing", async () => {
    const { admin, cleaner, id } = await assignedJob();
    expect(await setChecklistTick(db, cleaner, id, { item: "Kitchen / Polish the silverware", done: true })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { item: expect.any(String) } });
    expect(await setChecklistTick(db, cleaner, id, { item: "", done: "yes" })).toMatchObject({ ok: false, kind: "invalid" });
    expect(await setChecklistTick(db, cleaner, id, null)).toMatchObject({ ok: false, kind: "invalid" });
    expect(await setChecklistTick(db, cleaner, "not-a-job", { item: "x", done: true })).toMatchObject({ ok: false, kind: "not-found" });
    expect((await getCabinetJob(db, cleaner.id, id))?.checklistDone).toEqual([]);

    const cancelled = await cancelOrderByStaff(db, admin, id, { reason: "Customer moved away", waiveFee: true }, nyTime("2026-03-01", 9));
    expect(cancelled).toMatchObject({ ok: true });
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe("cancelled");
    expect(await setChecklistTick(db, cleaner, id, { item: checklistItemKey("Kitchen, in depth", "Clean the microwave inside and out"), done: true })).toMatchObject({ ok: false, kind: "conflict" });
  });

  it("keeps every tick when several arrive at once", async () => {
    const { cleaner, id } = await assignedJob();
    const job = await getCabinetJob(db, cleaner.id, id);
    const keys = (job?.checklist ?? []).flatMap((section) => section.items.map((item) => checklistItemKey(section.title, item))).slice(0, 8);
    const results = await Promise.all(keys.map((item) => setChecklistTick(db, cleaner, id, { item, done: true })));
    expect(results.every((result) => result.ok)).toBe(true);
    expect([...((await getCabinetJob(db, cleaner.id, id))?.checklistDone ?? [])].sort()).toEqual([...keys].sort());
  });
});
