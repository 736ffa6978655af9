import { asc, eq } from "drizzle-orm";
import { jobs, orderEvents, orderSeries, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { submitBooking } from "../submit-booking";
import { giveOffer, key, makeCustomer, NOW, nyTime, submission } from "../test-support";
import { cancelSeriesAsCustomer } from "./cancel-series";
import { extendAllSeries, extendSeries, nextDailyRun } from "./extend-series";
import { crewWorkingOn } from "@/lib/startup/testing/crew";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

const weekly = (start: Date, overrides = {}) =>
  submission(start, { request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, frequency: "weekly" }, ...overrides });

describe.each(testDrivers())("recurring bookings on %s", (driver) => {
  const database = useTestDatabase(driver);

  const visitsOf = (seriesId: string) => database.db.select().from(orders).where(eq(orders.seriesId, seriesId)).orderBy(asc(orders.startsAt));

  it("creates a series with visits 8 weeks ahead, keeping 9:00 across DST, the offer on the first visit only", async () => {
    const customer = await makeCustomer(database.db);
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: true, discountValue: 15 });
    const result = await submitBooking(database.db, customer, weekly(nyTime("2026-03-03", 9), { specialOfferId: offerId }), key(), { now: NOW });
    expect(result).toMatchObject({ ok: true, created: true, order: { seriesId: expect.any(String) } });
    if (!result.ok || !result.order.seriesId) return;
    const visits = await visitsOf(result.order.seriesId);
    expect(visits.map((visit) => visit.seriesOccurrence)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(visits[0]?.startsAt.toISOString()).toBe("2026-03-03T14:00:00.000Z");
    expect(visits[1]?.startsAt.toISOString()).toBe("2026-03-10T13:00:00.000Z");
    expect(visits.map((visit) => visit.specialOfferId)).toEqual([offerId, null, null, null, null, null, null, null]);
    // $175 − 20% weekly = $140 (+ tax $12.43); the first also − 15%: $119 (+ $10.56).
    expect(visits[0]?.totalCents).toBe(12_956);
    expect(visits[1]?.totalCents).toBe(15_243);
    const [series] = await database.db.select().from(orderSeries).where(eq(orderSeries.id, result.order.seriesId));
    expect(series).toMatchObject({ frequency: "weekly", customerId: customer.id });
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((job) => job.key);
    expect(keys).toContain("series-extend:2026-03-03");
  });

  it("skips a holiday the company closes (Memorial Day, by default), noting it on the booked visit's timeline", async () => {
    const customer = await makeCustomer(database.db);
    // Mondays from May 18: the next one is Memorial Day, May 25, 2026.
    const result = await submitBooking(database.db, customer, weekly(nyTime("2026-05-18", 9)), key(), { now: NOW });
    if (!result.ok || !result.order.seriesId) throw new Error("no series");
    await extendSeries(database.db, result.order.seriesId, { now: nyTime("2026-05-19", 9) });
    const days = (await visitsOf(result.order.seriesId)).map((visit) => visit.startsAt.toISOString().slice(0, 10));
    expect(days.slice(0, 3)).toEqual(["2026-05-18", "2026-06-01", "2026-06-08"]);
    const notes = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, result.order.id));
    expect(notes.map((event) => event.note)).toContainEqual(expect.stringMatching(/Monday, May 25, 2026.*Memorial Day/));
  });

  it("extends on a rolling basis, once, however often it runs", async () => {
    const customer = await makeCustomer(database.db);
    const result = await submitBooking(database.db, customer, submission(nyTime("2026-03-05", 11), { request: { service: "residential-cleaning", bedrooms: 1, bathrooms: 1, frequency: "biweekly" } }), key(), { now: NOW });
    if (!result.ok || !result.order.seriesId) throw new Error("no series");
    const seriesId = result.order.seriesId;
    expect((await visitsOf(seriesId)).length).toBe(4); // 3/5, 3/19, 4/2, 4/16
    expect(await extendSeries(database.db, seriesId, { now: NOW })).toEqual({ created: 0, skipped: 0 });
    const weekLater = new Date(NOW.getTime() + 7 * 86_400_000);
    await Promise.all([extendSeries(database.db, seriesId, { now: weekLater }), extendAllSeries(database.db, weekLater)]);
    const visits = await visitsOf(seriesId);
    expect(visits.map((visit) => visit.startsAt.toISOString())).toEqual(["2026-03-05", "2026-03-19", "2026-04-02", "2026-04-16", "2026-04-30"].map((date) => nyTime(date, 11).toISOString()));
  });

  it("skips a generated visit whose slot is full and tells the customer", async () => {
    await crewWorkingOn(database.db, "2026-03-16", 1);
    const settings = { priceTable: DEFAULT_PRICE_TABLE, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR };
    const blocker = await makeCustomer(database.db);
    expect(await submitBooking(database.db, blocker, submission(nyTime("2026-03-16", 9)), key(), { now: NOW, settings })).toMatchObject({ ok: true });
    const customer = await makeCustomer(database.db);
    const result = await submitBooking(database.db, customer, weekly(nyTime("2026-03-09", 9)), key(), { now: NOW, settings });
    if (!result.ok || !result.order.seriesId) throw new Error("no series");
    const visits = await visitsOf(result.order.seriesId);
    expect(visits.map((visit) => visit.seriesOccurrence)).toEqual([0, 2, 3, 4, 5, 6, 7]);
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((job) => job.key);
    expect(keys).toContain(`series-skipped:${result.order.seriesId}:1`);
  });

  it("cancels the whole series: future visits beyond 24 h cancelled, none generated after", async () => {
    const customer = await makeCustomer(database.db);
    const result = await submitBooking(database.db, customer, weekly(nyTime("2026-03-04", 15)), key(), { now: NOW });
    if (!result.ok || !result.order.seriesId) throw new Error("no series");
    const seriesId = result.order.seriesId;
    // A day before the second visit, 20 hours ahead of it: that one stays.
    const now = new Date(nyTime("2026-03-11", 15).getTime() - 20 * 3600_000);
    const cancelled = await cancelSeriesAsCustomer(database.db, customer.id, seriesId, { now });
    expect(cancelled).toMatchObject({ ok: true, cancelledVisits: 6, keptVisits: 1 });
    const visits = await visitsOf(seriesId);
    expect(visits.map((visit) => visit.status)).toEqual(["pending", "pending", "cancelled", "cancelled", "cancelled", "cancelled", "cancelled", "cancelled"]);
    expect(await extendSeries(database.db, seriesId, { now: new Date(now.getTime() + 30 * 86_400_000) })).toEqual({ created: 0, skipped: 0 });
    expect(await cancelSeriesAsCustomer(database.db, customer.id, seriesId, { now })).toMatchObject({ ok: false, kind: "conflict" });
    const stranger = await makeCustomer(database.db);
    expect(await cancelSeriesAsCustomer(database.db, stranger.id, seriesId, { now })).toMatchObject({ ok: false, kind: "not-found" });
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((job) => job.key);
    expect(keys).toContain(`series-cancelled:${seriesId}`);
    expect(keys.filter((k) => k?.startsWith("order-mail:cancelled:") && visits.some((visit) => k.endsWith(visit.id)))).toHaveLength(0);
  });

  it("runs the daily job at 3:00 New York time", () => {
    expect(nextDailyRun(NOW).toISOString()).toBe("2026-03-03T08:00:00.000Z");
    expect(nextDailyRun(new Date("2026-03-03T07:59:00.000Z")).toISOString()).toBe("2026-03-03T08:00:00.000Z");
  });
});
