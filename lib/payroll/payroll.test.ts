import { and, eq } from "drizzle-orm";
import { makeAccount, nyTime } from "@/lib/admin/test-support";
import { auditLog, orders, payrollApprovals } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { clockedVisit, paidTip } from "@/lib/startup/testing/payroll";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { checkOut } from "@/lib/booking/orders/status-actions";
import { addAdjustment, approvePeriod, PAYROLL_MESSAGES } from "./approve";
import { setPayRule } from "./pay-rules";
import { payrollCsv } from "./payroll-csv";
import { periodReport } from "./report";
import { updatePayrollSettings } from "./settings";

/** A New York wall time on a March 2026 day (daylight time, UTC−4), to the minute. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00-04:00`);

describe.each(testDrivers())("payroll on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  async function team(name = "Dorota") {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner", { firstName: name, lastName: "Kowalska" });
    const customer = await makeAccount(db, "Customer");
    return { admin, cleaner, customer };
  }

  it("adds up hourly pay, travel, tips and adjustments to the cent, and leaves out travel when it is unpaid", async () => {
    const people = await team();
    expect(await setPayRule(db, people.admin.id, people.cleaner.id, { kind: "hourly", hourlyCents: 2375 })).toMatchObject({ ok: true });
    const first = await clockedVisit(db, people, { startsAt: nyTime("2026-03-10", 9), checkInAt: at("2026-03-10", "09:07"), checkOutAt: at("2026-03-10", "12:20") });
    await clockedVisit(db, people, { startsAt: nyTime("2026-03-10", 13), checkInAt: at("2026-03-10", "12:58"), checkOutAt: at("2026-03-10", "15:31") });
    await clockedVisit(db, people, { startsAt: nyTime("2026-03-11", 9), checkInAt: at("2026-03-11", "09:00"), checkOutAt: at("2026-03-11", "12:00") });
    const tipped = { orderId: first, customerId: people.customer.id, cleanerId: people.cleaner.id };
    await paidTip(db, tipped, 1500, at("2026-03-12", "18:00"));
    await paidTip(db, { ...tipped, orderId: await clockedVisit(db, people, { startsAt: nyTime("2026-03-17", 9), checkInAt: at("2026-03-17", "09:00"), checkOutAt: at("2026-03-17", "12:00") }) }, 999, at("2026-03-17", "18:00"));
    expect(await addAdjustment(db, people.admin.id, "2026-03-09", { cleanerId: people.cleaner.id, amountCents: 2500, reason: "Paper towels bought for the Chelsea office" }, at("2026-03-13", "10:00"))).toMatchObject({ ok: true });
    expect(await addAdjustment(db, people.admin.id, "2026-03-09", { cleanerId: people.cleaner.id, amountCents: -1000, reason: "Uniform advance, second of four" }, at("2026-03-13", "10:05"))).toMatchObject({ ok: true });

    const report = await periodReport(db, "2026-03-09");
    const dorota = report?.cleaners.find((cleaner) => cleaner.cleanerId === people.cleaner.id);
    // Visits 7640 + 6056 + 7125, travel 38 min 1504, tip 1500 (the one paid on the 17th is next week's), adjustments +1500.
    expect(dorota).toMatchObject({ workMinutes: 526, travelMinutes: 38, paidMinutes: 564, visitPayCents: 20_821, travelPayCents: 1504, grossCents: 22_325, tipsCents: 1500, adjustmentsCents: 1500, totalCents: 25_325 });
    expect(dorota?.visits.map((line) => line.scheduledTimes)).toEqual([false, false, false]);
    expect(dorota?.adjustments.map((line) => line.reason)).toEqual(["Paper towels bought for the Chelsea office", "Uniform advance, second of four"]);

    expect(await updatePayrollSettings(db, people.admin.id, { frequency: "weekly", anchorDate: "2026-01-05", payTravel: false, travelCapMinutes: 60 })).toMatchObject({ ok: true });
    const unpaid = (await periodReport(db, "2026-03-09"))?.cleaners.find((cleaner) => cleaner.cleanerId === people.cleaner.id);
    expect(unpaid).toMatchObject({ travelMinutes: 38, travelPayCents: 0, paidMinutes: 526, grossCents: 20_821, totalCents: 23_821 });
  });

  it("pays a percentage of each visit's service price", async () => {
    const people = await team("Marisol");
    expect(await setPayRule(db, people.admin.id, people.cleaner.id, { kind: "percent", percentBasisPoints: 3750, hourlyCents: 0 })).toMatchObject({ ok: true });
    const id = await clockedVisit(db, people, { startsAt: nyTime("2026-03-18", 9), checkInAt: at("2026-03-18", "09:00"), checkOutAt: at("2026-03-18", "11:00") });
    const [order] = await db.select({ quote: orders.quote }).from(orders).where(eq(orders.id, id));
    const subtotal = order?.quote.subtotalCents ?? 0;
    expect(subtotal).toBeGreaterThan(0);
    const marisol = (await periodReport(db, "2026-03-16"))?.cleaners.find((cleaner) => cleaner.cleanerId === people.cleaner.id);
    expect(marisol?.visitPayCents).toBe(Math.floor((subtotal * 3750 + 5000) / 10_000));
    expect(marisol?.totalCents).toBe(marisol?.visitPayCents);
  });

  it("locks an approved period: a visit checked out later is paid as a correction in the next open period, at the approved rate, once", async () => {
    const people = await team("Ana");
    await setPayRule(db, people.admin.id, people.cleaner.id, { kind: "hourly", hourlyCents: 2400 });
    await clockedVisit(db, people, { startsAt: nyTime("2026-03-24", 9), checkInAt: at("2026-03-24", "09:00"), checkOutAt: at("2026-03-24", "12:00") });
    // Checked in on the 25th, never checked out: not paid until it is completed.
    const forgotten = await clockedVisit(db, people, { startsAt: nyTime("2026-03-25", 9), checkInAt: at("2026-03-25", "09:00"), checkOutAt: null });

    expect(await approvePeriod(db, people.admin.id, "2026-03-23", at("2026-03-30", "09:00"))).toEqual({ ok: true, alreadyApproved: false });
    const approved = await periodReport(db, "2026-03-23");
    expect(approved?.approval).toMatchObject({ approvedBy: people.admin.id });
    expect(approved?.cleaners.find((cleaner) => cleaner.cleanerId === people.cleaner.id)).toMatchObject({ visitPayCents: 7200, totalCents: 7200 });
    expect(await addAdjustment(db, people.admin.id, "2026-03-23", { cleanerId: people.cleaner.id, amountCents: 500, reason: "Late bonus" }, at("2026-03-30", "10:00"))).toMatchObject({ ok: false, kind: "conflict", message: PAYROLL_MESSAGES.approved });

    // A raise after approval, then the office checks the forgotten visit out: 2 hours on the 25th.
    await setPayRule(db, people.admin.id, people.cleaner.id, { kind: "hourly", hourlyCents: 3000 });
    expect(await checkOut(db, forgotten, people.admin, { now: at("2026-03-25", "11:00") })).toMatchObject({ ok: true });

    const stillApproved = (await periodReport(db, "2026-03-23"))?.cleaners.find((cleaner) => cleaner.cleanerId === people.cleaner.id);
    expect(stillApproved).toMatchObject({ visitPayCents: 7200, totalCents: 7200 });
    const next = (await periodReport(db, "2026-03-30"))?.cleaners.find((cleaner) => cleaner.cleanerId === people.cleaner.id);
    expect(next?.adjustments).toEqual([{ kind: "correction", amountCents: 4800, reason: "Visits changed after the pay period starting 2026-03-23 was approved", sourcePeriodStart: "2026-03-23" }]);
    expect(next?.totalCents).toBe(4800);

    expect(await approvePeriod(db, people.admin.id, "2026-03-30", at("2026-04-06", "09:00"))).toMatchObject({ ok: true, alreadyApproved: false });
    const after = (await periodReport(db, "2026-04-06"))?.cleaners.find((cleaner) => cleaner.cleanerId === people.cleaner.id);
    expect(after).toBeUndefined();
  });

  it("approves a period once when two admins approve at the same moment, and never before it ends", async () => {
    const people = await team("Keisha");
    const second = await makeAccount(db, "Admin");
    await setPayRule(db, people.admin.id, people.cleaner.id, { kind: "hourly", hourlyCents: 2000 });
    await clockedVisit(db, people, { startsAt: nyTime("2026-04-07", 9), checkInAt: at("2026-04-07", "09:00"), checkOutAt: at("2026-04-07", "12:00") });
    expect(await approvePeriod(db, people.admin.id, "2026-04-06", at("2026-04-12", "23:00"))).toMatchObject({ ok: false, kind: "conflict", message: PAYROLL_MESSAGES.notEnded });
    expect(await approvePeriod(db, people.admin.id, "2026-04-07", at("2026-04-20", "09:00"))).toMatchObject({ ok: false, kind: "not-found" });

    const results = await Promise.all([people.admin, second, people.admin, second].map((admin) => approvePeriod(db, admin.id, "2026-04-06", at("2026-04-13", "09:00"))));
    expect(results.filter((result) => result.ok && !result.alreadyApproved)).toHaveLength(1);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await db.select().from(payrollApprovals).where(eq(payrollApprovals.periodStart, "2026-04-06"))).toHaveLength(1);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "payroll.approve"), eq(auditLog.subjectId, "2026-04-06")))).toHaveLength(1);
  });

  it("shows a cleaner only their own report", async () => {
    const people = await team("Rosa");
    const other = await makeAccount(db, "Cleaner", { firstName: "Tomasz", lastName: "Nowak" });
    await setPayRule(db, people.admin.id, people.cleaner.id, { kind: "hourly", hourlyCents: 2200 });
    await setPayRule(db, people.admin.id, other.id, { kind: "hourly", hourlyCents: 2600 });
    await clockedVisit(db, people, { startsAt: nyTime("2026-04-14", 9), checkInAt: at("2026-04-14", "09:00"), checkOutAt: at("2026-04-14", "12:00") });
    await clockedVisit(db, { ...people, cleaner: other }, { startsAt: nyTime("2026-04-15", 9), checkInAt: at("2026-04-15", "09:00"), checkOutAt: at("2026-04-15", "12:00") });
    const all = await periodReport(db, "2026-04-13");
    expect(all?.cleaners.map((cleaner) => cleaner.name).sort()).toEqual(["Rosa Kowalska", "Tomasz Nowak"]);
    const own = await periodReport(db, "2026-04-13", other.id);
    expect(own?.cleaners.map((cleaner) => cleaner.cleanerId)).toEqual([other.id]);
    await approvePeriod(db, people.admin.id, "2026-04-13", at("2026-04-20", "09:00"));
    expect((await periodReport(db, "2026-04-13", other.id))?.cleaners.map((cleaner) => cleaner.cleanerId)).toEqual([other.id]);
  });

  it("exports the period for the payroll provider, with names that look like formulas defused", async () => {
    const people = await team("=HYPERLINK(\"http://evil\")");
    await setPayRule(db, people.admin.id, people.cleaner.id, { kind: "hourly", hourlyCents: 2375 });
    await clockedVisit(db, people, { startsAt: nyTime("2026-04-21", 9), checkInAt: at("2026-04-21", "09:07"), checkOutAt: at("2026-04-21", "12:20") });
    await addAdjustment(db, people.admin.id, "2026-04-20", { cleanerId: people.cleaner.id, amountCents: -250, reason: "Parking ticket share" }, at("2026-04-22", "10:00"));
    const report = await periodReport(db, "2026-04-20");
    if (!report) throw new Error("no report");
    expect(payrollCsv(report)).toBe(
      "employee_name,employee_id,employee_email,period_start,period_end,regular_hours,gross_pay,tips,adjustments,total_pay\r\n" +
        `"'=HYPERLINK(""http://evil"") Kowalska",${people.cleaner.id},${people.cleaner.email},2026-04-20,2026-04-26,3.22,76.4,0,-2.5,73.9\r\n`,
    );
  });
});
