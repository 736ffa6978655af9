import { and, eq, gte, lt } from "drizzle-orm";
import { cleanerAvailability, orders } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";
import { CREW_SIZE, crewIds, hireCleaner, keepCrew } from "@/lib/startup/testing/crew";
import { maxOverlap } from "./slots";
import { submitBooking } from "./submit-booking";
import { giveOffer, key, makeCustomer, NOW, nyTime, offerUsedAt, submission } from "./test-support";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

/**
 * Real concurrency needs real connections: these run on PostgreSQL only (PGlite has one
 * connection, so its transactions never overlap). Set TEST_DATABASE_URL to run them.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const title = process.env.TEST_DATABASE_URL
  ? "concurrent bookings on PostgreSQL"
  : "concurrent bookings on PostgreSQL (skipped: TEST_DATABASE_URL is not set, and PGlite cannot run transactions side by side)";

onPostgres(title, () => {
  const database = useTestDatabase("postgres");
  const settings = { priceTable: DEFAULT_PRICE_TABLE, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR };

  it("makes exactly one order from 20 simultaneous submissions for the last free cleaner", async () => {
    const start = nyTime("2026-03-12", 10);
    for (let cleaner = 0; cleaner < CREW_SIZE - 1; cleaner++) {
      const booked = await submitBooking(database.db, await makeCustomer(database.db), submission(start), key(), { now: NOW, settings });
      expect(booked).toMatchObject({ ok: true });
    }
    const customers = await Promise.all(Array.from({ length: 20 }, () => makeCustomer(database.db)));
    const results = await Promise.all(customers.map((customer) => submitBooking(database.db, customer, submission(start), key(), { now: NOW, settings })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.code === "fully-booked")).toHaveLength(19);
    expect(await database.db.select().from(orders).where(eq(orders.startsAt, start))).toHaveLength(CREW_SIZE);
  }, 60_000);

  it("never lets more visits overlap than there are cleaners when partly overlapping visits race", async () => {
    // 3-hour visits starting every hour from 9:00 to 13:00, five at each hour, all at once.
    const starts = [9, 10, 11, 12, 13].flatMap((hour) => Array.from({ length: 5 }, () => nyTime("2026-03-13", hour)));
    const customers = await Promise.all(starts.map(() => makeCustomer(database.db)));
    const results = await Promise.all(starts.map((start, index) => submitBooking(database.db, customers[index]!, submission(start), key(), { now: NOW, settings })));
    const dayStart = nyTime("2026-03-13", 0);
    const dayEnd = nyTime("2026-03-14", 0);
    const placed = await database.db.select({ start: orders.startsAt, end: orders.endsAt }).from(orders).where(and(gte(orders.startsAt, dayStart), lt(orders.startsAt, dayEnd)));
    expect(placed.length).toBe(results.filter((result) => result.ok).length);
    expect(placed.length).toBeGreaterThanOrEqual(CREW_SIZE);
    expect(maxOverlap(placed, dayStart, dayEnd)).toBe(CREW_SIZE);
  }, 60_000);

  it("makes one order when the same idempotency key is submitted twice at once", async () => {
    const customer = await makeCustomer(database.db);
    const idempotencyKey = key();
    const start = nyTime("2026-03-14", 9);
    const [first, second] = await Promise.all([
      submitBooking(database.db, customer, submission(start), idempotencyKey, { now: NOW, settings }),
      submitBooking(database.db, customer, submission(start), idempotencyKey, { now: NOW, settings }),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true });
    if (!first.ok || !second.ok) return;
    expect(first.order.id).toBe(second.order.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(1);
  }, 60_000);

  // Issue #25 L6: the loser is told its key was used for another booking (422), not handed that order.
  it("makes one order when one key arrives twice at once with different days in the body, and refuses the other", async () => {
    const customer = await makeCustomer(database.db);
    const idempotencyKey = key();
    const results = await Promise.all([
      submitBooking(database.db, customer, submission(nyTime("2026-03-15", 9)), idempotencyKey, { now: NOW, settings }),
      submitBooking(database.db, customer, submission(nyTime("2026-03-16", 9)), idempotencyKey, { now: NOW, settings }),
    ]);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([expect.objectContaining({ kind: "unprocessable", code: "idempotency-key-reused" })]);
    expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(1);
  }, 60_000);

  it("uses a single-use offer once when two bookings apply it at the same time", async () => {
    const customer = await makeCustomer(database.db);
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: true, discountValue: 15 });
    // Different days, so the day locks do not serialize them: only the offer's row can.
    const results = await Promise.all([
      submitBooking(database.db, customer, submission(nyTime("2026-03-17", 9), { specialOfferId: offerId }), key(), { now: NOW, settings }),
      submitBooking(database.db, customer, submission(nyTime("2026-03-18", 9), { specialOfferId: offerId }), key(), { now: NOW, settings }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.code === "offer-unavailable")).toHaveLength(1);
    const withOffer = await database.db.select().from(orders).where(eq(orders.specialOfferId, offerId));
    expect(withOffer).toHaveLength(1);
    expect(await offerUsedAt(database.db, customer.id, offerId)).not.toBeNull();
  }, 60_000);
});

onPostgres(`${title}: one cleaner left, with travel and pools`, () => {
  const database = useTestDatabase("postgres");
  const settings = { priceTable: DEFAULT_PRICE_TABLE, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR };
  const queens = { street: "41-12 Queens Blvd", unit: null, city: "Sunnyside", zip: "11104", accessNotes: null };

  beforeAll(async () => {
    await keepCrew(database.db, 1);
  });

  it("makes one order from 20 simultaneous submissions for the last cleaner's last free time, travel included", async () => {
    // 9:00-12:00 in Brooklyn; then Queens is an hour away: 13:00 is the first start that leaves it.
    expect(await submitBooking(database.db, await makeCustomer(database.db), submission(nyTime("2026-03-19", 9)), key(), { now: NOW, settings })).toMatchObject({ ok: true });
    const customers = await Promise.all(Array.from({ length: 20 }, () => makeCustomer(database.db)));
    const results = await Promise.all(
      customers.map((customer, index) => submitBooking(database.db, customer, submission(nyTime("2026-03-19", index % 2 === 0 ? 13 : 14), { address: queens }), key(), { now: NOW, settings })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.code === "fully-booked")).toHaveLength(19);
  }, 60_000);

  it("lets two pools that share no cleaner book the same hour side by side", async () => {
    const [brooklynCleaner] = await crewIds(database.db);
    await database.db.update(cleanerAvailability).set({ boroughs: ["Brooklyn"] }).where(eq(cleanerAvailability.cleanerId, brooklynCleaner!));
    await hireCleaner(database.db, "queens-only@crew.example.test", { boroughs: ["Queens"] });
    const start = nyTime("2026-03-20", 10);
    const [brooklyn, inQueens] = await Promise.all([
      submitBooking(database.db, await makeCustomer(database.db), submission(start), key(), { now: NOW, settings }),
      submitBooking(database.db, await makeCustomer(database.db), submission(start, { address: queens }), key(), { now: NOW, settings }),
    ]);
    expect(brooklyn).toMatchObject({ ok: true });
    expect(inQueens).toMatchObject({ ok: true });
    // Both cleaners are now busy at 10:00: a third booking that hour is refused in either borough.
    const third = await submitBooking(database.db, await makeCustomer(database.db), submission(start, { address: queens }), key(), { now: NOW, settings });
    expect(third).toMatchObject({ ok: false, code: "fully-booked" });
  }, 60_000);
});
