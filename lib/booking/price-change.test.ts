/**
 * Bug 3 of issue #24: the booking carries the total the customer accepted on the review step;
 * when the server prices it otherwise (an admin changed the price table meanwhile), nothing is
 * booked and the answer names both prices, so the customer can accept the new one.
 */
import { eq } from "drizzle-orm";
import { orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/settings/price-table";
import { submitBooking } from "./submit-booking";
import { giveOffer, key, makeCustomer, NOW, nyTime, offerUsedAt, raisedTable, submission } from "./test-support";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";

jest.setTimeout(30_000);

const settingsWith = (priceTable: PriceTable) => ({ priceTable, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR });

describe.each(testDrivers())("the price the customer accepted, on %s", (driver) => {
  const database = useTestDatabase(driver);
  const ordersOf = (customerId: string) => database.db.select().from(orders).where(eq(orders.customerId, customerId));

  // $140 base + $35 for the second bedroom = $175, tax 8.875% = $15.53: $190.53 with the default table.
  const ACCEPTED = 19_053;

  it("books at the accepted total when the server prices it the same", async () => {
    const customer = await makeCustomer(database.db);
    const result = await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 9), { acceptedTotalCents: ACCEPTED }), key(), { now: NOW, settings: settingsWith(DEFAULT_PRICE_TABLE) });
    expect(result).toMatchObject({ ok: true, created: true });
    expect((await ordersOf(customer.id)).map((order) => order.totalCents)).toEqual([ACCEPTED]);
  });

  it("refuses with 409 and both prices when the price went up since the review, and books nothing", async () => {
    const customer = await makeCustomer(database.db);
    // An admin raised the base price by $10 after the customer reviewed: $185 + 8.875% = $201.42.
    const result = await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 10), { acceptedTotalCents: ACCEPTED }), key(), { now: NOW, settings: settingsWith(raisedTable(1_000)) });
    expect(result).toMatchObject({
      ok: false,
      kind: "conflict",
      code: "price-changed",
      details: { priceChange: { acceptedTotalCents: ACCEPTED, currentTotalCents: 20_142 } },
      message: expect.stringContaining("$201.42"),
    });
    expect(result.ok ? "" : result.message).toContain("$190.53");
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("refuses a lower price too: the customer is told of every change", async () => {
    const customer = await makeCustomer(database.db);
    const result = await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 11), { acceptedTotalCents: ACCEPTED }), key(), { now: NOW, settings: settingsWith(raisedTable(-1_000)) });
    expect(result).toMatchObject({ ok: false, kind: "conflict", code: "price-changed", details: { priceChange: { acceptedTotalCents: ACCEPTED, currentTotalCents: 17_964 } } });
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("books at the new price once the customer accepts it, with the same form key", async () => {
    const customer = await makeCustomer(database.db);
    const formKey = key();
    const settings = settingsWith(raisedTable(1_000));
    const start = nyTime("2026-03-10", 12);
    const refused = await submitBooking(database.db, customer, submission(start, { acceptedTotalCents: ACCEPTED }), formKey, { now: NOW, settings });
    expect(refused).toMatchObject({ ok: false, code: "price-changed" });
    const accepted = await submitBooking(database.db, customer, submission(start, { acceptedTotalCents: 20_142 }), formKey, { now: NOW, settings });
    expect(accepted).toMatchObject({ ok: true, created: true });
    expect((await ordersOf(customer.id)).map((order) => order.totalCents)).toEqual([20_142]);
  });

  it("compares the total with the offer applied, and leaves the offer unused when it refuses", async () => {
    const customer = await makeCustomer(database.db);
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: false, discountValue: 2_000 });
    const start = nyTime("2026-03-11", 9);
    // $175 − $20 = $155, tax $13.76: the review showed $168.76.
    const withOffer = { specialOfferId: offerId, acceptedTotalCents: 16_876 };
    const refused = await submitBooking(database.db, customer, submission(start, withOffer), key(), { now: NOW, settings: settingsWith(raisedTable(1_000)) });
    expect(refused).toMatchObject({ ok: false, kind: "conflict", code: "price-changed", details: { priceChange: { acceptedTotalCents: 16_876, currentTotalCents: 17_964 } } });
    expect(await offerUsedAt(database.db, customer.id, offerId)).toBeNull();
    const booked = await submitBooking(database.db, customer, submission(start, withOffer), key(), { now: NOW, settings: settingsWith(DEFAULT_PRICE_TABLE) });
    expect(booked).toMatchObject({ ok: true, created: true });
  });
});
