/**
 * Issue #24, bug 2: staff completed an unassigned visit six days ahead and the card was charged.
 * Staff status changes follow the cleaner's rules now, and the menu the order page offers is the
 * same function the action checks, on the same clock.
 */
import { eq } from "drizzle-orm";
import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { jobs, orderEvents, orderPayments, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { bookOrder, makeAccount, NOW } from "../test-support";
import { assignCleanerAsStaff, confirmOrderAsStaff, setOrderStatusAsStaff } from "./order-actions";
import { staffStatusChoices } from "./status-rules";
import { nyTime } from "@/lib/booking/test-support";

const MINUTE = 60_000;

describe.each(testDrivers())("staff status rules on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  const orderRow = async (orderId: string) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error("no order");
    return row;
  };
  const choicesOf = async (orderId: string, at: Date) => staffStatusChoices(await orderRow(orderId), at).map((choice) => choice.status);
  const chargesOf = async (orderId: string) => db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const pollJobs = async () => (await db.select().from(jobs).where(eq(jobs.kind, "booking:poll"))).length;

  /** A 3-hour visit at 9:00 New York time on a weekday of March 2026 of its own, booked on the clock of NOW. */
  let day = 15;
  async function visit(options: { cleaner?: boolean } = {}) {
    const admin = await makeAccount(db, "Admin");
    const customer = await makeAccount(db, "Customer");
    day += 1;
    const start = nyTime(`2026-03-${String(day)}`, 9);
    const orderId = await bookOrder(db, customer.id, start);
    const cleaner = options.cleaner ? await makeAccount(db, "Cleaner") : null;
    if (cleaner) expect(await assignCleanerAsStaff(db, admin, orderId, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    else expect(await confirmOrderAsStaff(db, admin, orderId, {}, NOW)).toMatchObject({ ok: true });
    return { admin, orderId, start, end: new Date(start.getTime() + 180 * MINUTE) };
  }

  it("never offers or allows completing a confirmed visit with no cleaner, days ahead or on the day", async () => {
    const { admin, orderId, start } = await visit();
    const sixDaysAhead = new Date(start.getTime() - 6 * 24 * 60 * MINUTE);
    expect(await choicesOf(orderId, sixDaysAhead)).toEqual([]);
    expect(await choicesOf(orderId, start)).toEqual([]);
    const pollsBefore = await pollJobs();
    const refused = await setOrderStatusAsStaff(db, admin, orderId, { status: "completed", note: "Done" }, sixDaysAhead);
    expect(refused).toMatchObject({ ok: false, kind: "conflict", message: expect.stringMatching(/Assign the cleaner/) });
    expect((await orderRow(orderId)).status).toBe("confirmed");
    expect(await chargesOf(orderId)).toEqual([]);
    expect(await pollJobs()).toBe(pollsBefore);
  });

  it("refuses completion before the visit window opens, even with a reason, and writes nothing", async () => {
    const { admin, orderId, start } = await visit({ cleaner: true });
    const early = new Date(start.getTime() - 2 * 60 * MINUTE - MINUTE);
    expect(await choicesOf(orderId, early)).toEqual([]);
    const refused = await setOrderStatusAsStaff(db, admin, orderId, { status: "completed", note: "Customer says it is fine" }, early);
    expect(refused).toMatchObject({ ok: false, kind: "conflict", message: expect.stringMatching(/can be marked completed from 7:00 AM/) });
    expect((await orderRow(orderId)).status).toBe("assigned");
    expect(await chargesOf(orderId)).toEqual([]);
    expect((await listAudit(db, auditQuerySchema.parse({ subjectType: "order", subjectId: orderId }))).items.map((entry) => entry.action)).toEqual(["order.assign"]);
  });

  it("checks in for the cleaner only inside the cleaner's check-in window", async () => {
    const { admin, orderId, start, end } = await visit({ cleaner: true });
    const dayBefore = new Date(start.getTime() - 24 * 60 * MINUTE);
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "in_progress" }, dayBefore)).toMatchObject({ ok: false, kind: "conflict", message: expect.stringMatching(/Check-in opens/) });
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "in_progress" }, new Date(end.getTime() + MINUTE))).toMatchObject({ ok: false, kind: "conflict" });
    expect(await choicesOf(orderId, start)).toEqual(["in_progress", "completed"]);
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "in_progress" }, start)).toMatchObject({ ok: true, data: { status: "in_progress" } });
  });

  it("asks for a reason to complete without a check-in, and shows it on the timeline and in the audit log", async () => {
    const { admin, orderId, end } = await visit({ cleaner: true });
    const after = new Date(end.getTime() + 30 * MINUTE);
    const [choice] = staffStatusChoices(await orderRow(orderId), after);
    expect(choice).toMatchObject({ status: "completed", reason: expect.stringMatching(/No one checked in/) });
    const noReason = await setOrderStatusAsStaff(db, admin, orderId, { status: "completed" }, after);
    expect(noReason).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { note: expect.stringMatching(/No one checked in/) } });
    expect(await chargesOf(orderId)).toEqual([]);

    const reason = "Marisol's phone died; the customer called to say the visit is done.";
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "completed", note: reason }, after)).toMatchObject({ ok: true, data: { status: "completed" } });
    const [completed] = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).then((rows) => rows.filter((row) => row.type === "completed"));
    expect(completed).toMatchObject({ note: reason, actorId: admin.id, data: { withoutCheckIn: true } });
    const [audit] = (await listAudit(db, auditQuerySchema.parse({ subjectType: "order", subjectId: orderId }))).items;
    expect(audit).toMatchObject({ action: "order.status", reason, details: { from: "assigned", to: "completed", withoutCheckIn: true } });
    expect(await chargesOf(orderId)).toHaveLength(1);
  });

  it("asks for a reason to complete a checked-in visit before its planned end, and not after", async () => {
    const early = await visit({ cleaner: true });
    await setOrderStatusAsStaff(db, early.admin, early.orderId, { status: "in_progress" }, early.start);
    const midway = new Date(early.start.getTime() + 60 * MINUTE);
    expect(staffStatusChoices(await orderRow(early.orderId), midway)).toEqual([{ status: "completed", reason: expect.stringMatching(/planned to end at 12:00 PM/) }]);
    expect(await setOrderStatusAsStaff(db, early.admin, early.orderId, { status: "completed" }, midway)).toMatchObject({ ok: false, kind: "invalid" });

    const onTime = await visit({ cleaner: true });
    await setOrderStatusAsStaff(db, onTime.admin, onTime.orderId, { status: "in_progress" }, onTime.start);
    expect(staffStatusChoices(await orderRow(onTime.orderId), onTime.end)).toEqual([{ status: "completed", reason: null }]);
    expect(await setOrderStatusAsStaff(db, onTime.admin, onTime.orderId, { status: "completed" }, onTime.end)).toMatchObject({ ok: true, data: { status: "completed" } });
  });
});
