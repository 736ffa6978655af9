import { eq } from "drizzle-orm";
import { orderEvents, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { CODE_MESSAGES } from "@/lib/gift-cards/code-messages";
import type { GiftCardRedeemer } from "@/lib/gift-cards/redeem";
import { cancelOrderAsCustomer } from "./orders/cancel-order";
import { EMAIL_UNVERIFIED_MESSAGE, submitBooking } from "./submit-booking";
import { giveOffer, jobKeys, key, makeCustomer, NOW, nyTime, offerUsedAt, submission } from "./test-support";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";
import { crewWorkingOn } from "@/lib/startup/testing/crew";

/** The settings the database starts with, handed in so these tests do not read them each time. */
const settings = { priceTable: DEFAULT_PRICE_TABLE, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR };

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

describe.each(testDrivers())("submitting a booking on %s", (driver) => {
  const database = useTestDatabase(driver);
  // One database for the file; each test uses its own customers and days.
  const ordersOf = (customerId: string) => database.db.select().from(orders).where(eq(orders.customerId, customerId));

  it("stores the server's own quote, the address and a created event, and schedules the emails", async () => {
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-10", 9);
    const result = await submitBooking(database.db, customer, submission(start), key(), { now: NOW });
    expect(result).toMatchObject({ ok: true, created: true });
    if (!result.ok) return;
    expect(result.order.number).toBeGreaterThanOrEqual(10001);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, result.order.id));
    // $140 base + $35 for the second bedroom = $175; tax 8.875% = $15.53.
    expect(order).toMatchObject({
      status: "pending",
      customerId: customer.id,
      serviceSlug: "residential-cleaning",
      totalCents: 19_053,
      amountDueCents: 19_053,
      borough: "Brooklyn",
      zip: "11211",
      unit: "3R",
      contactPhone: "(718) 555-0199",
    });
    expect(order?.startsAt.toISOString()).toBe(start.toISOString());
    expect(order?.endsAt.getTime()).toBe(start.getTime() + 180 * 60_000);
    expect(order?.quote.lines.map((line) => line.kind)).toEqual(["base", "bedrooms", "subtotal", "tax", "total", "amount-due"]);
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, result.order.id));
    expect(events.map((event) => [event.type, event.actorId])).toEqual([["created", customer.id]]);
    const keys = (await jobKeys(database.db)).filter((jobKey) => jobKey.includes(result.order.id));
    expect(keys).toEqual([`order-mail:received:${result.order.id}`, `order-reminder:${result.order.id}:${start.toISOString()}`]);
  });

  it("ignores prices sent by the browser and refuses requests the table does not allow", async () => {
    const customer = await makeCustomer(database.db);
    const tampered = submission(nyTime("2026-03-10", 9), { request: { service: "residential-cleaning", bedrooms: 9, bathrooms: 1, totalCents: 1 } });
    const result = await submitBooking(database.db, customer, tampered, key(), { now: NOW });
    expect(result).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { "request.bedrooms": expect.stringContaining("bedrooms") } });
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it("books a custom cleaning only with its task list, and stores the list with the order", async () => {
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-17", 9);
    const request = { service: "custom-cleaning", hours: 3, cleaners: 1 };
    const refused = await submitBooking(database.db, customer, submission(start, { request }), key(), { now: NOW });
    expect(refused).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { "request.tasks": "List the tasks you want done." } });
    const booked = await submitBooking(database.db, customer, submission(start, { request: { ...request, tasks: "Clean inside the fridge and the oven" } }), key(), { now: NOW });
    if (!booked.ok) throw new Error(booked.message);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, booked.order.id));
    expect(order?.request.tasks).toBe("Clean inside the fridge and the oven");
  });

  it("refuses an unverified email, a time off the hour and a date outside the window", async () => {
    const unverified = await makeCustomer(database.db, { verified: false });
    expect(await submitBooking(database.db, unverified, submission(nyTime("2026-03-10", 9)), key(), { now: NOW })).toMatchObject({
      ok: false,
      kind: "forbidden",
      code: "email-unverified",
      message: EMAIL_UNVERIFIED_MESSAGE,
    });
    const customer = await makeCustomer(database.db);
    const offHour = new Date(nyTime("2026-03-10", 9).getTime() + 30 * 60_000);
    expect(await submitBooking(database.db, customer, submission(offHour), key(), { now: NOW })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { startsAt: expect.any(String) } });
    expect(await submitBooking(database.db, customer, submission(nyTime("2026-03-02", 17)), key(), { now: NOW })).toMatchObject({ ok: false, kind: "invalid" });
    expect(await submitBooking(database.db, customer, submission(nyTime("2026-06-10", 9)), key(), { now: NOW })).toMatchObject({ ok: false, kind: "invalid" });
  });

  it("makes one order for one idempotency key, and answers a retry with it even when the slot is full", async () => {
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-25", 9);
    await crewWorkingOn(database.db, "2026-03-25", 1);
    const idempotencyKey = key();
    const first = await submitBooking(database.db, customer, submission(start), idempotencyKey, { now: NOW, settings });
    const retry = await submitBooking(database.db, customer, submission(start), idempotencyKey, { now: NOW, settings });
    expect(first).toMatchObject({ ok: true, created: true });
    expect(retry).toMatchObject({ ok: true, created: false, order: first.ok ? first.order : {} });
    expect(await ordersOf(customer.id)).toHaveLength(1);
    // A different customer using the same key is a different booking (and here, a full slot).
    const other = await makeCustomer(database.db);
    expect(await submitBooking(database.db, other, submission(start), idempotencyKey, { now: NOW, settings })).toMatchObject({ ok: false, kind: "conflict", code: "fully-booked" });
  });

  it("refuses a reused idempotency key with a different booking (422 naming the key) and keeps the first order as it was", async () => {
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-19", 10);
    const idempotencyKey = key();
    const first = await submitBooking(database.db, customer, submission(start), idempotencyKey, { now: NOW, settings });
    expect(first).toMatchObject({ ok: true, created: true });

    const changed = await submitBooking(database.db, customer, submission(nyTime("2026-03-19", 13), { notes: "Two cats, please keep the door shut" }), idempotencyKey, { now: NOW, settings });
    expect(changed).toMatchObject({ ok: false, kind: "unprocessable", code: "idempotency-key-reused" });
    expect(!changed.ok && changed.message).toContain(idempotencyKey);
    const stored = await ordersOf(customer.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ notes: null, startsAt: start });

    // The same booking with its fields in another order is the same body: the retry gets the order.
    const { request, ...rest } = submission(start);
    const reordered = { ...rest, request: { frequency: request.frequency, extras: request.extras, bathrooms: request.bathrooms, bedrooms: request.bedrooms, service: request.service } };
    expect(await submitBooking(database.db, customer, reordered, idempotencyKey, { now: NOW, settings })).toMatchObject({ ok: true, created: false });
  });

  it("counts each order made once in the bookings metric (a retry and a refusal add nothing)", async () => {
    const counted = async () => (await getMetrics().bookingsCreated.get()).values[0]?.value ?? 0;
    const before = await counted();
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-18", 9);
    await crewWorkingOn(database.db, "2026-03-18", 1);
    const idempotencyKey = key();
    await submitBooking(database.db, customer, submission(start), idempotencyKey, { now: NOW, settings });
    await submitBooking(database.db, customer, submission(start), idempotencyKey, { now: NOW, settings });
    await submitBooking(database.db, await makeCustomer(database.db), submission(start), key(), { now: NOW, settings });
    expect(await counted()).toBe(before + 1);
  });

  it("offers a slot only while a cleaner is free for the whole visit and the travel to it", async () => {
    await crewWorkingOn(database.db, "2026-03-12", 2);
    const book = async (hour: number) => submitBooking(database.db, await makeCustomer(database.db), submission(nyTime("2026-03-12", hour)), key(), { now: NOW, settings });
    expect(await book(9)).toMatchObject({ ok: true });
    expect(await book(11)).toMatchObject({ ok: true });
    // 10:00–13:00 overlaps both (9–12 and 11–14): full.
    expect(await book(10)).toMatchObject({ ok: false, kind: "conflict", code: "fully-booked" });
    // 12:00–15:00: the 9:00 cleaner is free at 12:00 but needs 30 minutes to reach the next Brooklyn home.
    expect(await book(12)).toMatchObject({ ok: false, kind: "conflict", code: "fully-booked" });
    expect(await book(13)).toMatchObject({ ok: true });
  });

  it("uses a special offer once, prices it in, and gives it back when the order is cancelled", async () => {
    const customer = await makeCustomer(database.db);
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: true, discountValue: 20 });
    const first = await submitBooking(database.db, customer, submission(nyTime("2026-03-13", 9), { specialOfferId: offerId }), key(), { now: NOW });
    expect(first).toMatchObject({ ok: true, created: true });
    if (!first.ok) return;
    const [order] = await database.db.select().from(orders).where(eq(orders.id, first.order.id));
    // $175 − 20% = $140; tax $12.43.
    expect(order).toMatchObject({ specialOfferId: offerId, totalCents: 15_243 });
    expect(await offerUsedAt(database.db, customer.id, offerId)).not.toBeNull();

    const again = await submitBooking(database.db, customer, submission(nyTime("2026-03-11", 9), { specialOfferId: offerId }), key(), { now: NOW });
    expect(again).toMatchObject({ ok: false, kind: "conflict", code: "offer-unavailable", fieldErrors: { specialOfferId: expect.any(String) } });

    expect(await cancelOrderAsCustomer(database.db, customer.id, first.order.id, { now: NOW })).toMatchObject({ ok: true });
    expect(await offerUsedAt(database.db, customer.id, offerId)).toBeNull();
    expect(await submitBooking(database.db, customer, submission(nyTime("2026-03-11", 9), { specialOfferId: offerId }), key(), { now: NOW })).toMatchObject({ ok: true });
  });

  it("refuses an offer that is not the user's or not active on the visit date", async () => {
    const customer = await makeCustomer(database.db);
    const stranger = await makeCustomer(database.db);
    const theirs = await giveOffer(database.db, stranger.id, { isPercentage: false, discountValue: 2500 });
    expect(await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 9), { specialOfferId: theirs }), key(), { now: NOW })).toMatchObject({ ok: false, code: "offer-unavailable" });
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it("rolls the whole booking back (order and offer) when the gift card is refused", async () => {
    const customer = await makeCustomer(database.db);
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: true, discountValue: 10 });
    // No card was ever issued with this code, so the real redeemer refuses it inside the booking's transaction.
    const result = await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 9), { giftCardCode: "ABCD-EFGH-JKMN-PQRS", specialOfferId: offerId }), key(), {
      now: NOW,
    });
    expect(result).toMatchObject({ ok: false, kind: "conflict", message: CODE_MESSAGES.notFound, fieldErrors: { giftCardCode: CODE_MESSAGES.notFound } });
    expect(await ordersOf(customer.id)).toHaveLength(0);
    expect(await offerUsedAt(database.db, customer.id, offerId)).toBeNull();
  });

  it("lets a gift-card implementation pay part of the order inside the booking transaction", async () => {
    const customer = await makeCustomer(database.db);
    const calls: unknown[] = [];
    const giftCards: GiftCardRedeemer = {
      async redeem(_tx, input) {
        calls.push(input);
        return { giftCardId: "4b0d2f9e-8a57-4a3c-9d1e-5c1f2e3a4b5c", appliedCents: 5_000 };
      },
      async refund() {},
      async reapply() {
        return null;
      },
    };
    const result = await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 9), { giftCardCode: "ABCD-EFGH-JKMN-PQRS" }), key(), { now: NOW, giftCards });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(calls).toEqual([{ code: "ABCD-EFGH-JKMN-PQRS", userId: customer.id, amountCents: 19_053, orderId: result.order.id, at: NOW }]);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, result.order.id));
    expect(order).toMatchObject({ totalCents: 19_053, giftCardCents: 5_000, amountDueCents: 14_053, giftCardId: "4b0d2f9e-8a57-4a3c-9d1e-5c1f2e3a4b5c" });
    expect(order?.quote.lines.find((line) => line.kind === "gift-card")?.amountCents).toBe(-5_000);
  });
});
