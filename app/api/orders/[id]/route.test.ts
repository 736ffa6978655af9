/**
 * PATCH /api/orders/{id}: the customer's edit carries the order's version it loaded, and a save
 * against a version staff (or another tab) moved on from is refused with the staff's own stale
 * message (docs/realtime.md#concurrent-changes), with nothing written.
 */
import { asc, eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { confirmOrderAsStaff } from "@/lib/admin/orders/order-actions";
import { STALE_ORDER_MESSAGE } from "@/lib/booking/orders/order-version";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, nyTime, openDateAfter, submission } from "@/lib/booking/test-support";
import { orderEvents, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { authSecretBeforeAll, sessionCookieFor } from "@/lib/web/http/session-test-support";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { PATCH } from "./route";

jest.setTimeout(60_000);

let mockCookie = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: mockCookie }) }));

/** A visit at 10:00 New York time on an open day two weeks from the real clock (the route uses it). */
function visitInTwoWeeks(hour = 10): Date {
  return nyTime(openDateAfter(new Date(), 14), hour);
}

describe.each(testDrivers())("PATCH /api/orders/{id} with the order's version on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  authSecretBeforeAll("orders-route-test-secret-0123456789abcdef");

  async function customerWithOrder() {
    const customer = await makeAccount(database.db, "Customer");
    mockCookie = await sessionCookieFor(database.db, customer);
    const start = visitInTwoWeeks();
    const booked = await submitBooking(database.db, { id: customer.id, emailVerified: true }, submission(start), key(), { now: new Date() });
    if (!booked.ok) throw new Error(`booking failed: ${booked.message}`);
    return { customer, orderId: booked.order.id, start };
  }

  const read = async (orderId: string) => {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const events = await database.db.select({ type: orderEvents.type }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    if (!order) throw new Error("no order");
    return { order, events: events.map((event) => event.type) };
  };

  /** The edit form's body: the same visit with new notes, and the version the page showed. */
  function edit(orderId: string, start: Date, expectedVersion: number) {
    const { request, startsAt, address, contact } = submission(start);
    return PATCH(
      siteRequest(`/api/orders/${orderId}`, { method: "PATCH", json: { request, startsAt: startsAt.toISOString(), address, contact, notes: "Please use the side door on Bedford.", expectedVersion } }),
      pathParams({ id: orderId }),
    );
  }

  it("refuses a save against an older version with 409 and the staff's message, and changes nothing", async () => {
    const { orderId, start } = await customerWithOrder();
    const loaded = (await read(orderId)).order.version;
    // Staff confirm the booking while the customer's edit page is open.
    const admin = await makeAccount(database.db, "Admin");
    expect(await confirmOrderAsStaff(database.db, admin, orderId, { expectedVersion: loaded })).toMatchObject({ ok: true });
    const before = await read(orderId);
    expect(before.order.version).toBe(loaded + 1);

    const response = await edit(orderId, start, loaded);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: STALE_ORDER_MESSAGE, code: "stale-order" });
    expect(await read(orderId)).toEqual(before);
  });

  it("saves when the version is the one the order has, and moves the version on", async () => {
    const { orderId, start } = await customerWithOrder();
    const loaded = (await read(orderId)).order.version;
    const response = await edit(orderId, start, loaded);
    expect(response.status).toBe(200);
    const after = await read(orderId);
    expect(after.order).toMatchObject({ notes: "Please use the side door on Bedford.", version: loaded + 1 });
    expect(after.events).toEqual(["created", "edited"]);
  });
});
