import { asc, eq } from "drizzle-orm";
import { extendSeries } from "@/lib/booking/series/extend-series";
import { availableSlots } from "@/lib/booking/slot-availability";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { auditLog, orderEvents, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { closedDaySchema } from "@/lib/settings/closed-day";
import { addClosedDay, CLOSED_DAY_MESSAGES, removeClosedDay } from "@/lib/admin/settings/update-closed-days";

jest.setTimeout(60_000);

describe("closedDaySchema", () => {
  it("takes a real date and an optional one-line reason, and refuses anything else", () => {
    expect(closedDaySchema.parse({ date: "2026-03-12", reason: "  Staff training " })).toEqual({ date: "2026-03-12", reason: "Staff training" });
    expect(closedDaySchema.parse({ date: "2026-03-12", reason: "" })).toEqual({ date: "2026-03-12", reason: null });
    expect(closedDaySchema.safeParse({ date: "2026-02-30" }).success).toBe(false);
    expect(closedDaySchema.safeParse({ date: "2026-03-12", reason: "a\nb" }).success).toBe(false);
    expect(closedDaySchema.safeParse({ date: "2026-03-12", reason: "x".repeat(81) }).success).toBe(false);
  });
});

describe.each(testDrivers())("staff-edited closed days on %s", (driver) => {
  const database = useTestDatabase(driver);
  const admin = { id: "", role: "Admin" as const };
  beforeAll(async () => {
    admin.id = (await makeCustomer(database.db, { role: "Admin" })).id;
  });

  it("adds and removes a day, audited, and refuses past, doubled and unknown days", async () => {
    expect(await addClosedDay(database.db, admin, { date: "2026-03-20", reason: "Staff training" }, NOW)).toEqual({
      ok: true,
      closedDays: [{ date: "2026-03-20", reason: "Staff training" }],
    });
    expect(await addClosedDay(database.db, admin, { date: "2026-03-20", reason: null }, NOW)).toMatchObject({ ok: false, kind: "invalid", message: CLOSED_DAY_MESSAGES.duplicate });
    expect(await addClosedDay(database.db, admin, { date: "2026-03-01", reason: null }, NOW)).toMatchObject({ ok: false, kind: "invalid", message: CLOSED_DAY_MESSAGES.past });
    expect(await removeClosedDay(database.db, admin, "2026-03-21", NOW)).toMatchObject({ ok: false, kind: "invalid", message: CLOSED_DAY_MESSAGES.missing });
    await addClosedDay(database.db, admin, { date: "2026-03-13", reason: null }, NOW);
    expect((await readBusinessSettings(database.db)).closing.closedDays).toEqual([
      { date: "2026-03-13", reason: null },
      { date: "2026-03-20", reason: "Staff training" },
    ]);
    expect(await removeClosedDay(database.db, admin, "2026-03-13", NOW)).toEqual({ ok: true, closedDays: [{ date: "2026-03-20", reason: "Staff training" }] });

    const audits = await database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id)).orderBy(asc(auditLog.id));
    expect(audits.map((row) => [row.action, row.details])).toEqual([
      ["settings.closedDay.add", { date: "2026-03-20" }],
      ["settings.closedDay.add", { date: "2026-03-13" }],
      ["settings.closedDay.remove", { date: "2026-03-13" }],
    ]);
    expect(audits[0]?.reason).toBe("Staff training");
  });

  it("drops days that have passed when the list changes", async () => {
    const later = nyTime("2026-03-25", 9);
    expect(await addClosedDay(database.db, admin, { date: "2026-04-03", reason: null }, later)).toEqual({ ok: true, closedDays: [{ date: "2026-04-03", reason: null }] });
    await removeClosedDay(database.db, admin, "2026-04-03", later);
  });

  it("refuses a Moderator, changing nothing", async () => {
    const moderator = await makeCustomer(database.db, { role: "Moderator" });
    const before = await readBusinessSettings(database.db);
    expect(await addClosedDay(database.db, { id: moderator.id, role: "Moderator" }, { date: "2026-03-27", reason: null }, NOW)).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await removeClosedDay(database.db, { id: moderator.id, role: "Moderator" }, "2026-03-20", NOW)).toMatchObject({ ok: false, kind: "forbidden" });
    expect((await readBusinessSettings(database.db)).closing.closedDays).toEqual(before.closing.closedDays);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.actorId, moderator.id))).toEqual([]);
  });

  describe("a closed day is neither offered nor accepted", () => {
    const closed = "2026-04-09"; // a Thursday
    beforeAll(async () => {
      await addClosedDay(database.db, admin, { date: closed, reason: "Staff training" }, NOW);
    });

    it("lists no start times on it", async () => {
      const { travel, closing } = await readBusinessSettings(database.db);
      const query = { durationMinutes: 120, travel, borough: null, now: NOW, closing };
      expect(await availableSlots(database.db, { ...query, date: closed })).toEqual([]);
      expect((await availableSlots(database.db, { ...query, date: "2026-04-08" })).length).toBeGreaterThan(0);
    });

    it("refuses a booking on it", async () => {
      const customer = await makeCustomer(database.db);
      expect(await submitBooking(database.db, customer, submission(nyTime(closed, 10)), key(), { now: NOW })).toMatchObject({
        ok: false,
        kind: "invalid",
        fieldErrors: { startsAt: "We are closed that day; please choose another date" },
      });
      expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
    });

    it("skips it in a recurring series with a note giving the reason", async () => {
      const customer = await makeCustomer(database.db);
      const weekly = submission(nyTime("2026-04-02", 9), { request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, frequency: "weekly" } });
      const result = await submitBooking(database.db, customer, weekly, key(), { now: NOW });
      if (!result.ok || !result.order.seriesId) throw new Error("no series");
      await extendSeries(database.db, result.order.seriesId, { now: nyTime("2026-04-03", 9) });
      const days = (await database.db.select().from(orders).where(eq(orders.seriesId, result.order.seriesId)).orderBy(asc(orders.startsAt))).map((visit) =>
        visit.startsAt.toISOString().slice(0, 10),
      );
      expect(days.slice(0, 3)).toEqual(["2026-04-02", "2026-04-16", "2026-04-23"]);
      const notes = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, result.order.id));
      expect(notes.map((event) => event.note)).toContainEqual("No visit on Thursday, April 9, 2026 (Staff training): we are closed that day.");
    });
  });
});
