import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { quoteForForm } from "@/lib/booking/booking-form";
import { formFromOrder } from "@/lib/booking/order-form";
import { editOrderAsCustomer } from "@/lib/booking/orders/edit-order";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { availableSlots } from "@/lib/booking/slot-availability";
import { START_PROBLEM_MESSAGES } from "@/lib/booking/slots";
import { submitBooking } from "@/lib/booking/submit-booking";
import { giveOffer, key, makeCustomer, nyTime, submission } from "@/lib/booking/test-support";
import { auditLog, orderEvents, orders, settings } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { getLogger } from "@/lib/platform/log/logger";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { DEFAULT_HOLIDAY_POLICY, type HolidayPolicy } from "@/lib/settings/holiday-policy";
import { updateHolidays } from "@/lib/admin/settings/update-holidays";

jest.setTimeout(60_000);

/** Thursday 1 October 2026, 10:00 in New York: Columbus Day, Veterans Day and Thanksgiving are bookable dates. */
const NOW = nyTime("2026-10-01", 10);
const COLUMBUS_DAY = "2026-10-12";
const VETERANS_DAY = "2026-11-11";
const THANKSGIVING = "2026-11-26";

const policy = (choices: Partial<HolidayPolicy>): HolidayPolicy => ({ ...DEFAULT_HOLIDAY_POLICY, ...choices });

describe.each(testDrivers())("the holidays the company closes on %s", (driver) => {
  const database = useTestDatabase(driver);
  const admin = { id: "", role: "Admin" as const };
  beforeAll(async () => {
    admin.id = (await makeCustomer(database.db, { role: "Admin" })).id;
  });

  const slotsOn = async (date: string) => {
    const { travel, closing } = await readBusinessSettings(database.db);
    return availableSlots(database.db, { date, durationMinutes: 180, travel, borough: null, now: NOW, closing });
  };
  const saveHolidays = async (holidays: HolidayPolicy, reason?: string) => {
    const result = await updateHolidays(database.db, admin, { holidays, reason });
    if (!result.ok) throw new Error(result.message);
    return result;
  };
  const orderRow = async (id: string) => {
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error("no order");
    return row;
  };

  describe("the setting", () => {
    afterAll(async () => {
      await saveHolidays(DEFAULT_HOLIDAY_POLICY);
    });

    it("starts with the six holidays most businesses close closed and the other five open", async () => {
      expect((await readBusinessSettings(database.db)).closing.holidays).toEqual(DEFAULT_HOLIDAY_POLICY);
    });

    it("gives an existing settings row the defaults when the migration adds the column", async () => {
      const migration = readFileSync(join(process.cwd(), "drizzle/0012_holiday_policy.sql"), "utf8");
      await database.db.execute(sql`alter table settings drop column holidays`);
      for (const statement of migration.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
      const [row] = await database.db.select({ holidays: settings.holidays }).from(settings).where(eq(settings.id, 1));
      expect(row?.holidays).toEqual(DEFAULT_HOLIDAY_POLICY);
    });

    it("reads a damaged document as the defaults and says so in the log", async () => {
      const logged = jest.spyOn(getLogger(), "error").mockImplementation(() => undefined);
      try {
        await database.db.update(settings).set({ holidays: sql`'{"columbus-day":{"closed":"maybe"}}'::jsonb` }).where(eq(settings.id, 1));
        expect((await readBusinessSettings(database.db)).closing.holidays).toEqual(DEFAULT_HOLIDAY_POLICY);
        expect(logged).toHaveBeenCalledWith(expect.objectContaining({ issues: expect.any(Array) }), "stored holiday choices are invalid; using the defaults");
        // Saving over it repairs the document.
        await saveHolidays(DEFAULT_HOLIDAY_POLICY);
        const [row] = await database.db.select({ holidays: settings.holidays }).from(settings).where(eq(settings.id, 1));
        expect(row?.holidays).toEqual(DEFAULT_HOLIDAY_POLICY);
      } finally {
        logged.mockRestore();
      }
    });

    it("saves the choices in one audited change, each changed holiday from → to", async () => {
      const next = policy({ "columbus-day": { closed: true, surchargePercent: 0 }, "veterans-day": { closed: false, surchargePercent: 15 } });
      expect(await updateHolidays(database.db, admin, { holidays: next, reason: "We work Veterans Day at a premium" })).toEqual({
        ok: true,
        holidays: next,
        changes: ["Columbus Day: open → closed", "Veterans Day: open → open, 15% surcharge"],
      });
      expect((await readBusinessSettings(database.db)).closing.holidays).toEqual(next);
      const audits = await database.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "settings.holidays"))).orderBy(asc(auditLog.id));
      expect(audits.at(-1)).toMatchObject({
        subjectType: "settings",
        subjectId: "1",
        reason: "We work Veterans Day at a premium",
        details: {
          changes: ["Columbus Day: open → closed", "Veterans Day: open → open, 15% surcharge"],
          from: { "columbus-day": { closed: false, surchargePercent: 0 }, "veterans-day": { closed: false, surchargePercent: 0 } },
          to: { "columbus-day": { closed: true, surchargePercent: 0 }, "veterans-day": { closed: false, surchargePercent: 15 } },
        },
      });
    });

    it("writes nothing when nothing changes", async () => {
      const before = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.holidays"));
      const current = (await readBusinessSettings(database.db)).closing.holidays;
      expect(await updateHolidays(database.db, admin, { holidays: current })).toEqual({ ok: true, holidays: current, changes: [] });
      expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.holidays"))).toHaveLength(before.length);
    });

    it("refuses a Moderator, changing nothing", async () => {
      const moderator = await makeCustomer(database.db, { role: "Moderator" });
      const before = (await readBusinessSettings(database.db)).closing.holidays;
      expect(await updateHolidays(database.db, { id: moderator.id, role: "Moderator" }, { holidays: DEFAULT_HOLIDAY_POLICY })).toMatchObject({ ok: false, kind: "forbidden" });
      expect((await readBusinessSettings(database.db)).closing.holidays).toEqual(before);
      expect(await database.db.select().from(auditLog).where(eq(auditLog.actorId, moderator.id))).toEqual([]);
    });
  });

  describe("slots and bookings follow it", () => {
    afterEach(async () => {
      await saveHolidays(DEFAULT_HOLIDAY_POLICY);
    });

    it("offers Columbus Day, open by default, and accepts a booking on it at the usual price", async () => {
      expect(await slotsOn(COLUMBUS_DAY)).toHaveLength(9);
      const customer = await makeCustomer(database.db);
      const booked = await submitBooking(database.db, customer, submission(nyTime(COLUMBUS_DAY, 10)), key(), { now: NOW });
      if (!booked.ok) throw new Error(booked.message);
      const order = await orderRow(booked.order.id);
      // $175, tax $15.53: no surcharge line.
      expect(order.totalCents).toBe(19_053);
      expect(order.quote.lines.map((line) => line.kind)).not.toContain("holiday-surcharge");
    });

    it("neither offers nor accepts Veterans Day once it is closed, and the Thanksgiving closed by default", async () => {
      await saveHolidays(policy({ "veterans-day": { closed: true, surchargePercent: 0 } }));
      expect(await slotsOn(VETERANS_DAY)).toEqual([]);
      expect(await slotsOn(THANKSGIVING)).toEqual([]);
      const customer = await makeCustomer(database.db);
      for (const date of [VETERANS_DAY, THANKSGIVING]) {
        expect(await submitBooking(database.db, customer, submission(nyTime(date, 10)), key(), { now: NOW })).toMatchObject({
          ok: false,
          kind: "invalid",
          fieldErrors: { startsAt: START_PROBLEM_MESSAGES["closed-day"] },
        });
      }
      expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
    });

    it("stores a surcharged holiday's price with its own line, the price the booking form showed", async () => {
      const surcharged = policy({ thanksgiving: { closed: false, surchargePercent: 20 } });
      await saveHolidays(surcharged);
      expect(await slotsOn(THANKSGIVING)).toHaveLength(9);
      const customer = await makeCustomer(database.db);
      const offerId = await giveOffer(database.db, customer.id, { isPercentage: true, discountValue: 10 });
      const booked = await submitBooking(database.db, customer, submission(nyTime(THANKSGIVING, 10), { specialOfferId: offerId }), key(), { now: NOW });
      if (!booked.ok) throw new Error(booked.message);
      const order = await orderRow(booked.order.id);
      // $175 + 20% = $210; offer 10% = $21 → $189; tax 18900 × 71/800 = 1677.375 → 1677.
      expect(order.quote.lines.filter((line) => ["subtotal", "holiday-surcharge", "offer", "tax", "total"].includes(line.kind))).toEqual([
        { kind: "subtotal", label: "Subtotal", amountCents: 17_500 },
        { kind: "holiday-surcharge", label: "Holiday surcharge, Thanksgiving Day (20%)", amountCents: 3_500 },
        { kind: "offer", label: "Test offer (10% off)", amountCents: -2_100 },
        { kind: "tax", label: "NYC sales tax (8.875%)", amountCents: 1_677 },
        { kind: "total", label: "Total", amountCents: 20_577 },
      ]);
      expect(order).toMatchObject({ totalCents: 20_577, amountDueCents: 20_577 });

      // The order page shows the stored lines; the edit form quotes the same order the same way in the browser.
      const detail = await getCustomerOrder(database.db, customer.id, order.id);
      if (!detail) throw new Error("no order detail");
      expect(detail.lines).toEqual(order.quote.lines);
      const { priceTable, closing } = await readBusinessSettings(database.db);
      const offer = { id: offerId, name: "Test offer", isPercentage: true, discountValue: 10 };
      expect(quoteForForm(formFromOrder(detail), priceTable, closing, { offer })?.lines).toEqual(order.quote.lines);
    });

    it("prices an order moved onto a surcharged holiday with the surcharge, and moved off it without", async () => {
      await saveHolidays(policy({ "columbus-day": { closed: false, surchargePercent: 10 } }));
      const customer = await makeCustomer(database.db);
      const booked = await submitBooking(database.db, customer, submission(nyTime("2026-10-14", 10)), key(), { now: NOW });
      if (!booked.ok) throw new Error(booked.message);
      const { request: _request, specialOfferId: _offer, giftCardCode: _card, acceptTerms: _terms, ...details } = submission(nyTime(COLUMBUS_DAY, 10));
      const moveTo = (date: string) =>
        editOrderAsCustomer(database.db, customer.id, booked.order.id, { ...details, startsAt: nyTime(date, 10), request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 } }, { now: NOW });

      expect(await moveTo(COLUMBUS_DAY)).toMatchObject({ ok: true, rescheduled: true });
      let order = await orderRow(booked.order.id);
      // $175 + 10% = $192.50; tax 1708.4375 → 1708.
      expect(order.quote.lines.find((line) => line.kind === "holiday-surcharge")).toEqual({ kind: "holiday-surcharge", label: "Holiday surcharge, Columbus Day (10%)", amountCents: 1_750 });
      expect(order.totalCents).toBe(20_958);

      expect(await moveTo("2026-10-13")).toMatchObject({ ok: true, rescheduled: true });
      order = await orderRow(booked.order.id);
      expect(order.quote.lines.map((line) => line.kind)).not.toContain("holiday-surcharge");
      expect(order.totalCents).toBe(19_053);
    });
  });

  describe("a recurring series", () => {
    afterAll(async () => {
      await saveHolidays(DEFAULT_HOLIDAY_POLICY);
    });

    const weekly = (start: Date) => submission(start, { request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, frequency: "weekly" } });
    const visitsOf = async (seriesId: string) =>
      database.db.select().from(orders).where(eq(orders.seriesId, seriesId)).orderBy(asc(orders.startsAt));
    const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

    it("visits an open holiday, with its surcharge, and skips only the closed ones", async () => {
      await saveHolidays(policy({ "columbus-day": { closed: false, surchargePercent: 10 }, "veterans-day": { closed: true, surchargePercent: 0 } }));

      // Mondays from October 5: Columbus Day, October 12, is open with a 10% surcharge.
      const mondays = await submitBooking(database.db, await makeCustomer(database.db), weekly(nyTime("2026-10-05", 9)), key(), { now: NOW });
      if (!mondays.ok || !mondays.order.seriesId) throw new Error("no series");
      const mondayVisits = await visitsOf(mondays.order.seriesId);
      expect(mondayVisits.slice(0, 3).map((visit) => dayOf(visit.startsAt))).toEqual(["2026-10-05", COLUMBUS_DAY, "2026-10-19"]);
      // $175 − 20% weekly = $140, tax $12.43; on Columbus Day $175 + $17.50 = $192.50 − 20% = $154, tax $13.67.
      expect(mondayVisits.slice(0, 3).map((visit) => visit.totalCents)).toEqual([15_243, 16_767, 15_243]);
      expect(mondayVisits[1]?.quote.lines.find((line) => line.kind === "holiday-surcharge")?.label).toBe("Holiday surcharge, Columbus Day (10%)");

      // Wednesdays from November 4: Veterans Day, November 11, is closed now.
      const wednesdays = await submitBooking(database.db, await makeCustomer(database.db), weekly(nyTime("2026-11-04", 9)), key(), { now: NOW });
      if (!wednesdays.ok || !wednesdays.order.seriesId) throw new Error("no series");
      expect((await visitsOf(wednesdays.order.seriesId)).map((visit) => dayOf(visit.startsAt)).slice(0, 2)).toEqual(["2026-11-04", "2026-11-18"]);
      const notes = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, wednesdays.order.id));
      expect(notes.map((event) => event.note)).toContainEqual("No visit on Wednesday, November 11, 2026 (Veterans Day): we are closed that day.");
    });
  });
});
