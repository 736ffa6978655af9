import { eq } from "drizzle-orm";
import { jobs, orderEvents, orders } from "@/lib/platform/db/schema";
import { testDrivers, type TestDatabase } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { submitBooking } from "../submit-booking";
import { giveOffer, key, makeCustomer, NOW, nyTime, offerUsedAt, submission } from "../test-support";
import { cancelOrderAsCustomer, cancelOrderAsStaff } from "./cancel-order";
import { editOrderAsCustomer } from "./edit-order";
import { getCustomerOrder, listCustomerOrders } from "./queries";
import { crewWorkingOn } from "@/lib/startup/testing/crew";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

type Db = TestDatabase["db"];

async function book(db: Db, customer: { id: string; emailVerified: boolean }, start: Date, overrides = {}) {
  const result = await submitBooking(db, customer, submission(start, overrides), key(), { now: NOW });
  if (!result.ok) throw new Error(`booking failed: ${result.message}`);
  return result.order.id;
}

const change = (start: Date, request: Record<string, unknown> = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 }) => {
  const { request: _unused, specialOfferId: _o, giftCardCode: _g, acceptTerms: _t, ...rest } = submission(start);
  return { ...rest, request };
};

describe.each(testDrivers())("orders after booking on %s", (driver) => {
  const database = useTestDatabase(driver);

  it("lists a customer's orders, upcoming first (a future cancelled visit among them, in date order), and hides other customers' orders", async () => {
    const customer = await makeCustomer(database.db);
    const later = await book(database.db, customer, nyTime("2026-03-20", 9));
    const sooner = await book(database.db, customer, nyTime("2026-03-19", 9));
    const cancelled = await book(database.db, customer, nyTime("2026-03-19", 13));
    await cancelOrderAsCustomer(database.db, customer.id, cancelled, { now: NOW });
    const list = await listCustomerOrders(database.db, customer.id, NOW);
    expect(list.upcoming.map((order) => order.id)).toEqual([sooner, cancelled, later]);
    expect(list.upcoming[1]).toMatchObject({ status: "cancelled" });
    expect(list.past).toEqual([]);
    // Once its day has gone by, the cancelled visit is history like any other.
    const after = await listCustomerOrders(database.db, customer.id, nyTime("2026-03-19", 20));
    expect(after.upcoming.map((order) => order.id)).toEqual([later]);
    expect(after.past.map((order) => order.id)).toEqual([cancelled, sooner]);
    expect(list.upcoming[0]).toMatchObject({ number: expect.stringMatching(/^C-\d{5}$/), statusLabel: "Received", serviceName: "Regular cleaning" });

    const stranger = await makeCustomer(database.db);
    expect(await getCustomerOrder(database.db, stranger.id, sooner)).toBeNull();
    expect(await getCustomerOrder(database.db, stranger.id, "not-a-uuid")).toBeNull();
    expect(await cancelOrderAsCustomer(database.db, stranger.id, sooner, { now: NOW })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await editOrderAsCustomer(database.db, stranger.id, sooner, change(nyTime("2026-03-19", 10)), { now: NOW })).toMatchObject({ ok: false, kind: "not-found" });
  });

  it("reschedules with a new quote, records the event and replaces the reminder", async () => {
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-24", 9);
    const id = await book(database.db, customer, start);
    const moved = nyTime("2026-03-25", 13);
    const result = await editOrderAsCustomer(database.db, customer.id, id, change(moved, { service: "residential-cleaning", bedrooms: 3, bathrooms: 2, extras: [{ id: "inside-oven" }] }), { now: NOW });
    expect(result).toMatchObject({ ok: true, rescheduled: true, changed: ["home details and extras"] });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    // $140 + 2 × $35 + $30 + $35 = $275; tax $24.41.
    expect(order).toMatchObject({ totalCents: 29_941, status: "pending" });
    expect(order?.startsAt.toISOString()).toBe(moved.toISOString());
    // 150 + 3 × 30 + 30 minutes.
    expect(order?.endsAt.getTime()).toBe(moved.getTime() + 270 * 60_000);
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((job) => job.key);
    expect(keys).toContain(`order-reminder:${id}:${moved.toISOString()}`);
    expect(keys).not.toContain(`order-reminder:${id}:${start.toISOString()}`);
    expect(keys.filter((k) => k?.startsWith("order-mail:rescheduled:"))).toHaveLength(1);
    const detail = await getCustomerOrder(database.db, customer.id, id, NOW);
    expect(detail?.timeline.map((entry) => [entry.type, entry.actorName])).toEqual([
      ["created", "You"],
      ["rescheduled", "You"],
      ["edited", "You"],
    ]);
  });

  it("keeps the frequency and the offer on an edit, with the discount on the new subtotal", async () => {
    const customer = await makeCustomer(database.db);
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: false, discountValue: 2_500 });
    const id = await book(database.db, customer, nyTime("2026-03-26", 9), { specialOfferId: offerId });
    const result = await editOrderAsCustomer(database.db, customer.id, id, change(nyTime("2026-03-26", 9), { service: "deep-cleaning", bedrooms: 1, bathrooms: 1, frequency: "weekly" }), { now: NOW });
    expect(result).toMatchObject({ ok: true, rescheduled: false });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    // Deep cleaning $225 − $25 = $200; tax $17.75. Frequency stays one-time.
    expect(order).toMatchObject({ serviceSlug: "deep-cleaning", totalCents: 21_775, specialOfferId: offerId });
    expect(order?.request.frequency).toBe("one-time");
  });

  it("rechecks capacity when moving, not counting the order itself", async () => {
    await crewWorkingOn(database.db, "2026-03-27", 1);
    const settings = { priceTable: DEFAULT_PRICE_TABLE, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR };
    const customer = await makeCustomer(database.db);
    const other = await makeCustomer(database.db);
    const mine = await book(database.db, customer, nyTime("2026-03-27", 9));
    await book(database.db, other, nyTime("2026-03-27", 14));
    // Longer in place: overlaps only itself.
    expect(await editOrderAsCustomer(database.db, customer.id, mine, change(nyTime("2026-03-27", 9), { service: "residential-cleaning", bedrooms: 3, bathrooms: 1 }), { now: NOW, settings })).toMatchObject({ ok: true });
    // Onto the other order's time: full.
    expect(await editOrderAsCustomer(database.db, customer.id, mine, change(nyTime("2026-03-27", 13)), { now: NOW, settings })).toMatchObject({ ok: false, kind: "conflict", fieldErrors: { startsAt: expect.any(String) } });
  });

  it("refuses customer changes inside 24 hours and tells them to call", async () => {
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-28", 9);
    const id = await book(database.db, customer, start);
    const late = new Date(start.getTime() - 23 * 3600_000);
    expect(await cancelOrderAsCustomer(database.db, customer.id, id, { now: late })).toMatchObject({ ok: false, kind: "conflict", code: "too-late", message: expect.stringContaining("call us at") });
    expect(await editOrderAsCustomer(database.db, customer.id, id, change(nyTime("2026-03-29", 9)), { now: late })).toMatchObject({ ok: false, code: "too-late" });
    expect((await getCustomerOrder(database.db, customer.id, id, late))?.canChange).toBe(false);
    expect((await getCustomerOrder(database.db, customer.id, id, NOW))?.canChange).toBe(true);
  });

  it("cancels: offer back, reminder gone, cancelled email scheduled, and only once", async () => {
    const customer = await makeCustomer(database.db);
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: true, discountValue: 10 });
    const start = nyTime("2026-03-30", 9);
    const id = await book(database.db, customer, start, { specialOfferId: offerId });
    expect(await cancelOrderAsCustomer(database.db, customer.id, id, { now: NOW, reason: "Moving away" })).toMatchObject({ ok: true });
    expect(await offerUsedAt(database.db, customer.id, offerId)).toBeNull();
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((job) => job.key);
    expect(keys).toContain(`order-mail:cancelled:${id}`);
    expect(keys).not.toContain(`order-reminder:${id}:${start.toISOString()}`);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: "cancelled", cancelReason: "Moving away", lateCancellationFeeCents: 0 });
    expect(await cancelOrderAsCustomer(database.db, customer.id, id, { now: NOW })).toMatchObject({ ok: false, kind: "conflict", message: "This order is cancelled." });
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((event) => event.type)).toEqual(["created", "cancelled"]);
  });

  it("a cancelled order owes nothing, or only the late fee, and shows its offer as returned", async () => {
    const customer = await makeCustomer(database.db);
    const staff = await makeCustomer(database.db, { role: "Admin" });
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: true, discountValue: 10, name: "Spring Refresh" });
    const early = await book(database.db, customer, nyTime("2026-04-01", 9), { specialOfferId: offerId });
    const booked = await getCustomerOrder(database.db, customer.id, early, NOW);
    expect(booked?.amountDueCents).toBeGreaterThan(0);
    expect(booked).toMatchObject({ offerName: "Spring Refresh", offerReturned: false });

    await cancelOrderAsCustomer(database.db, customer.id, early, { now: NOW });
    expect(await getCustomerOrder(database.db, customer.id, early, NOW)).toMatchObject({ amountDueCents: 0, offerName: "Spring Refresh", offerReturned: true });

    const start = nyTime("2026-04-02", 9);
    const late = await book(database.db, customer, start);
    await cancelOrderAsStaff(database.db, late, staff, { now: new Date(start.getTime() - 3 * 3600_000) });
    expect(await getCustomerOrder(database.db, customer.id, late, NOW)).toMatchObject({ amountDueCents: 5_000, lateCancellationFeeCents: 5_000, offerReturned: false });

    const { upcoming, past } = await listCustomerOrders(database.db, customer.id, NOW);
    const listed = [...upcoming, ...past];
    expect(listed.find((order) => order.id === early)?.amountDueCents).toBe(0);
    expect(listed.find((order) => order.id === late)?.amountDueCents).toBe(5_000);
  });

  it("lets staff cancel late with the late-cancellation fee, or waive it", async () => {
    const customer = await makeCustomer(database.db);
    const staff = await makeCustomer(database.db, { role: "Admin" });
    const start = nyTime("2026-03-31", 9);
    const late = new Date(start.getTime() - 3 * 3600_000);
    const first = await book(database.db, customer, start);
    expect(await cancelOrderAsStaff(database.db, first, staff, { now: late, reason: "Called in sick" })).toMatchObject({ ok: true, lateCancellationFeeCents: 5_000 });
    const second = await book(database.db, customer, nyTime("2026-03-31", 13));
    expect(await cancelOrderAsStaff(database.db, second, staff, { now: late, waiveFee: true })).toMatchObject({ ok: true, lateCancellationFeeCents: 0 });
  });
});
