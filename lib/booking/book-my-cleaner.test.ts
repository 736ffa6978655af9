/**
 * "Book my cleaner again" (docs/product.md#booking): a customer who marked a cleaner "I'd like …
 * again" books her, sees only her free starts, and nobody else can ask for her; the order pages
 * and the dispatch board say who was asked for.
 */
import { eq } from "drizzle-orm";
import { newYorkTimeOfDay } from "@/lib/kernel/time/new-york";
import type { Role } from "@/lib/kernel/enums/roles";
import { getAdminOrder } from "@/lib/admin/orders/order-detail";
import { dispatchBoard } from "@/lib/admin/schedule/dispatch-board";
import { cleanerPreferences, orders } from "@/lib/platform/db/schema";
import { hireCleaner } from "@/lib/startup/testing/crew";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { REQUESTED_CLEANER_MESSAGE, yourCleaners } from "./availability/your-cleaners";
import { getCustomerOrder } from "./orders/queries";
import { searchSlots } from "./slot-search";
import { submitBooking } from "./submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "./test-support";

jest.setTimeout(30_000);

/** The starts a search answers, as New York hours. */
const hoursOf = (times: string[]) => times.map((time) => newYorkTimeOfDay(new Date(time)).hour);

describe.each(testDrivers())("book my cleaner again on %s", (driver) => {
  const database = useTestDatabase(driver);
  let dorota = "";
  let jordan: Awaited<ReturnType<typeof makeCustomer>>;

  beforeAll(async () => {
    // One more cleaner beside the crew of four: Dorota, whom Jordan asked to see again.
    dorota = await hireCleaner(database.db, "dorota@crew.example.test", { firstName: "Dorota" });
    jordan = await makeCustomer(database.db);
    await database.db.insert(cleanerPreferences).values({ customerId: jordan.id, cleanerId: dorota, kind: "preferred", setBy: "customer", setByUserId: jordan.id, createdAt: NOW });
  });

  const search = (asker: { id: string; role: Role } | null, date: string, cleanerId?: string) =>
    searchSlots(database.db, { date, durationMinutes: 180, rawQuery: {}, zip: "11211", cleanerId, asker: async () => asker }, NOW);

  it("books the customer's cleaner: the order asks for her, and the pages and the board say so", async () => {
    expect(await yourCleaners(database.db, jordan.id)).toEqual([{ id: dorota, firstName: "Dorota" }]);
    const booked = await submitBooking(database.db, jordan, submission(nyTime("2026-03-11", 9), { requestedCleanerId: dorota }), key(), { now: NOW });
    if (!booked.ok) throw new Error(booked.message);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, booked.order.id));
    expect(order).toMatchObject({ requestedCleanerId: dorota, cleanerId: null });

    expect(await getCustomerOrder(database.db, jordan.id, booked.order.id, NOW)).toMatchObject({ requestedCleanerFirstName: "Dorota", cleanerFirstName: null });
    expect((await getAdminOrder(database.db, booked.order.id, NOW))?.requestedCleaner).toEqual({ id: dorota, name: "Dorota dorota" });
    const board = await dispatchBoard(database.db, { date: "2026-03-11", view: "day" }, NOW);
    expect(board.tray.find((visit) => visit.id === booked.order.id)?.requestedCleanerFirstName).toBe("Dorota");

    // Once staff assign a cleaner, the customer is told who comes, not who they asked for.
    await database.db.update(orders).set({ cleanerId: dorota, status: "assigned" }).where(eq(orders.id, booked.order.id));
    expect(await getCustomerOrder(database.db, jordan.id, booked.order.id, NOW)).toMatchObject({ requestedCleanerFirstName: null, cleanerFirstName: "Dorota" });
  });

  it("answers only her free starts: a visit of hers at 10:00 takes that hour and the travel around it from her, not from anyone", async () => {
    const date = "2026-03-18";
    const before = await search(jordan, date, dorota);
    expect(before.ok && hoursOf(before.times)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    const booked = await submitBooking(database.db, jordan, submission(nyTime(date, 10), { requestedCleanerId: dorota }), key(), { now: NOW });
    if (!booked.ok) throw new Error(booked.message);

    // 10:00–13:00 and 30 minutes' travel either side: nothing that ends after 9:30 can come first,
    // nothing can start before 13:30.
    const hers = await search(jordan, date, dorota);
    expect(hers.ok && hoursOf(hers.times)).toEqual([14, 15, 16]);
    const anyone = await search(jordan, date);
    expect(anyone.ok && hoursOf(anyone.times)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);

    // Moving a second visit of hers (15:00) is offered her times, as its change will be checked.
    const later = await submitBooking(database.db, jordan, submission(nyTime(date, 15), { requestedCleanerId: dorota }), key(), { now: NOW });
    if (!later.ok) throw new Error(later.message);
    const moving = await searchSlots(database.db, { date, durationMinutes: 180, rawQuery: {}, excludeOrderId: later.order.id, asker: async () => jordan }, NOW);
    expect(moving.ok && hoursOf(moving.times)).toEqual([14, 15, 16]);
  });

  it("refuses another customer's cleaner, to a stranger and to a visitor, in the search and in a booking", async () => {
    const stranger = await makeCustomer(database.db);
    const refusal = { ok: false, kind: "invalid", fieldErrors: { cleanerId: REQUESTED_CLEANER_MESSAGE } };
    expect(await search({ id: stranger.id, role: "Customer" }, "2026-03-19", dorota)).toMatchObject(refusal);
    expect(await search(null, "2026-03-19", dorota)).toMatchObject(refusal);
    expect(await search({ id: jordan.id, role: "Customer" }, "2026-03-19", "not-an-id")).toMatchObject(refusal);

    const booked = await submitBooking(database.db, stranger, submission(nyTime("2026-03-19", 9), { requestedCleanerId: dorota }), key(), { now: NOW });
    expect(booked).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { requestedCleanerId: REQUESTED_CLEANER_MESSAGE } });
    expect(await database.db.select().from(orders).where(eq(orders.customerId, stranger.id))).toHaveLength(0);
  });

  it("shows a cleaner's own free times to the cleaner and to staff who assign, not to another cleaner", async () => {
    const theirs = await search({ id: jordan.id, role: "Customer" }, "2026-03-20", dorota);
    expect(theirs).toMatchObject({ ok: true });
    expect(await search({ id: dorota, role: "Cleaner" }, "2026-03-20", dorota)).toEqual(theirs);
    expect(await search({ id: (await makeCustomer(database.db, { role: "Moderator" })).id, role: "Moderator" }, "2026-03-20", dorota)).toEqual(theirs);
    const colleague = await makeCustomer(database.db, { role: "Cleaner" });
    expect(await search({ id: colleague.id, role: "Cleaner" }, "2026-03-20", dorota)).toMatchObject({ ok: false, fieldErrors: { cleanerId: REQUESTED_CLEANER_MESSAGE } });
  });
});
