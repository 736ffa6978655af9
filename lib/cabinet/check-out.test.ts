/**
 * Issue #24, bug 5: a cleaner checked out 14 minutes into a long visit with 2 checklist items
 * ticked, and the customer was charged and asked to rate. An early or unfinished check-out now
 * asks for a reason staff see; under half the estimate, the charge, receipt and rating request
 * wait for staff review.
 */
import { and, eq } from "drizzle-orm";
import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { jobs, orderPayments, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { assignCleanerAsStaff, reviewHeldVisit } from "@/lib/admin/orders/order-actions";
import { getAdminOrder } from "@/lib/admin/orders/order-detail";
import { bookOrder, makeAccount, NOW, nyTime } from "@/lib/admin/test-support";
import { cabinetCheckIn } from "./job-actions";
import { cabinetCheckOut } from "./check-out";
import { setChecklistTick } from "./checklist-ticks";
import { checklistItemKeys } from "./checklists";
import { getCabinetJob } from "./jobs";

const MINUTE = 60_000;

describe.each(testDrivers())("checking out of a visit on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  const orderRow = async (id: string) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error("no order");
    return row;
  };
  const jobsFor = async (kind: string, key: string) => (await db.select().from(jobs).where(eq(jobs.kind, kind))).filter((job) => job.dedupeKey?.includes(key));
  const chargeOf = async (id: string) => (await db.select().from(orderPayments).where(and(eq(orderPayments.orderId, id), eq(orderPayments.kind, "charge"))))[0];

  /** A 3-hour regular cleaning at 9:00 on its own March day, assigned and checked in at 9:00. */
  let day = 22;
  async function checkedInVisit() {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    day += 1;
    const start = nyTime(`2026-03-${String(day)}`, 9);
    const id = await bookOrder(db, customer.id, start);
    expect(await assignCleanerAsStaff(db, admin, id, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    expect(await cabinetCheckIn(db, cleaner, id, { now: start })).toMatchObject({ ok: true });
    const job = await getCabinetJob(db, cleaner.id, id);
    const keys = checklistItemKeys(job?.checklist ?? []);
    const tick = async (count: number) => {
      for (const item of keys.slice(0, count)) expect(await setChecklistTick(db, cleaner, id, { item, done: true }, start)).toMatchObject({ ok: true });
    };
    return { admin, cleaner, customer, id, start, end: new Date(start.getTime() + 180 * MINUTE), keys, tick };
  }

  it("asks for a reason 14 minutes in with 2 items ticked, then holds the charge, receipt and poll for staff", async () => {
    const visit = await checkedInVisit();
    await visit.tick(2);
    const leaving = new Date(visit.start.getTime() + 14 * MINUTE);

    const asked = await cabinetCheckOut(db, visit.cleaner, visit.id, { note: "Bye" }, { now: leaving });
    expect(asked).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { reason: expect.stringMatching(new RegExp(`planned end at 12:00 PM.*${visit.keys.length - 2} of ${visit.keys.length} checklist items`)) } });
    expect((await orderRow(visit.id)).status).toBe("in_progress");

    const reason = "The customer sent me away: a family emergency.";
    expect(await cabinetCheckOut(db, visit.cleaner, visit.id, { note: "Sorry to rush off", reason }, { now: leaving })).toEqual({
      ok: true,
      data: { orderId: visit.id, status: "completed", heldForReview: true },
    });
    expect(await orderRow(visit.id)).toMatchObject({ status: "completed", checkOutReason: reason, reviewHeldAt: leaving, reviewedAt: null });
    // Charge opened (what is owed is on record) but not tried; no rating request.
    expect(await chargeOf(visit.id)).toMatchObject({ status: "pending", attempt: 0 });
    expect(await jobsFor("billing:charge", (await chargeOf(visit.id))?.id ?? "none")).toEqual([]);
    expect(await jobsFor("booking:poll", visit.id)).toEqual([]);
    expect((await getCabinetJob(db, visit.cleaner.id, visit.id))?.heldForReview).toBe(true);

    // Staff see the reason and the facts; the customer's timeline does not.
    const staffView = await getAdminOrder(db, visit.id, leaving);
    expect(staffView?.review).toEqual({ heldAt: leaving.toISOString(), reviewedAt: null, reason });
    expect(staffView?.timeline.find((entry) => entry.type === "note")?.note).toBe(
      `Checked out after 14 min of about 3 h, with 2 of ${visit.keys.length} checklist items ticked. Reason: ${reason}`,
    );
    const customerView = await getCustomerOrder(db, visit.customer.id, visit.id);
    expect(JSON.stringify(customerView?.timeline)).not.toContain("family emergency");

    // "Reviewed — send receipt": the charge is tried and the poll goes, once, audited.
    const reviewedAt = new Date(leaving.getTime() + 60 * MINUTE);
    expect(await reviewHeldVisit(db, visit.admin, visit.id, { note: "Called the customer: they confirm." }, reviewedAt)).toMatchObject({ ok: true, data: { status: "completed" } });
    expect(await orderRow(visit.id)).toMatchObject({ reviewedAt });
    expect((await getCabinetJob(db, visit.cleaner.id, visit.id))?.heldForReview).toBe(false);
    expect(await jobsFor("booking:poll", visit.id)).toHaveLength(1);
    expect(await jobsFor("billing:charge", (await chargeOf(visit.id))?.id ?? "none")).toHaveLength(1);
    expect(await reviewHeldVisit(db, visit.admin, visit.id, {}, reviewedAt)).toMatchObject({ ok: false, kind: "conflict" });
    const [audit] = (await listAudit(db, auditQuerySchema.parse({ subjectType: "order", subjectId: visit.id }))).items;
    expect(audit).toMatchObject({ action: "order.review", actor: { id: visit.admin.id }, reason: "Called the customer: they confirm." });
  });

  it("asks a reason for unticked items at the planned end, but holds nothing for a full-length visit", async () => {
    const visit = await checkedInVisit();
    await visit.tick(visit.keys.length - 1);
    expect(await cabinetCheckOut(db, visit.cleaner, visit.id, {}, { now: visit.end })).toMatchObject({
      ok: false,
      kind: "invalid",
      fieldErrors: { reason: expect.stringMatching(/^1 of \d+ checklist items is not ticked/) },
    });
    expect(await cabinetCheckOut(db, visit.cleaner, visit.id, { reason: "No access to the balcony." }, { now: visit.end })).toEqual({
      ok: true,
      data: { orderId: visit.id, status: "completed", heldForReview: false },
    });
    expect(await orderRow(visit.id)).toMatchObject({ reviewHeldAt: null, checkOutReason: "No access to the balcony." });
    expect(await jobsFor("booking:poll", visit.id)).toHaveLength(1);
    expect(await reviewHeldVisit(db, visit.admin, visit.id, {}, visit.end)).toMatchObject({ ok: false, kind: "conflict" });
  });

  it("asks nothing when every item is ticked at the planned end, and holds nothing past half the estimate", async () => {
    const done = await checkedInVisit();
    await done.tick(done.keys.length);
    expect(await cabinetCheckOut(db, done.cleaner, done.id, {}, { now: done.end })).toMatchObject({ ok: true, data: { heldForReview: false } });
    expect(await orderRow(done.id)).toMatchObject({ checkOutReason: null, reviewHeldAt: null });

    const overHalf = await checkedInVisit();
    await overHalf.tick(overHalf.keys.length);
    const atTwoHours = new Date(overHalf.start.getTime() + 120 * MINUTE);
    expect(await cabinetCheckOut(db, overHalf.cleaner, overHalf.id, {}, { now: atTwoHours })).toMatchObject({ ok: false, kind: "invalid" });
    expect(await cabinetCheckOut(db, overHalf.cleaner, overHalf.id, { reason: "A small studio: all done." }, { now: atTwoHours })).toMatchObject({ ok: true, data: { heldForReview: false } });
    expect(await jobsFor("booking:poll", overHalf.id)).toHaveLength(1);
  });
});
