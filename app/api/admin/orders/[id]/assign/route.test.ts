/**
 * The dispatch board's move (docs/product.md, "Dispatch board"): the board posts to the order's
 * assign handler with the version it showed. Only staff who may assign get through; an older
 * version is a 409 the board turns into "This visit changed"; a blocked cleaner is a 409 naming
 * the block. A refusal writes nothing.
 */
import { eq } from "drizzle-orm";
import { makeAccount, bookOrder, nextVisitStart } from "@/lib/admin/test-support";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { blockByStaff } from "@/lib/booking/cleaner-preferences";
import { orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as assign } from "./route";
import { POST as assignSeries } from "../../../series/[id]/assign/route";

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "board-move" } : null), getSessionUser: async () => mockStaff }));

jest.setTimeout(60_000);

describe.each(testDrivers())("the board's move, POST /api/admin/orders/:id/assign, on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  const post = (orderId: string, json: unknown) => assign(siteRequest(`/api/admin/orders/${orderId}/assign`, { json }), pathParams({ id: orderId }));
  const rowOf = async (orderId: string) => (await database.db.select({ cleanerId: orders.cleanerId, version: orders.version }).from(orders).where(eq(orders.id, orderId)))[0];

  async function visit() {
    const customer = await makeAccount(database.db, "Customer");
    const orderId = await bookOrder(database.db, customer.id, nextVisitStart());
    const cleaner = await makeAccount(database.db, "Cleaner");
    const shown = await rowOf(orderId);
    if (!shown) throw new Error("no order");
    return { customer, orderId, cleaner, version: shown.version };
  }

  it("refuses a visitor with 401 and a Customer or Cleaner with 403, moving nothing", async () => {
    const { orderId, cleaner, version } = await visit();
    mockStaff = null;
    expect((await post(orderId, { cleanerId: cleaner.id, expectedVersion: version })).status).toBe(401);
    for (const role of ["Customer", "Cleaner"] as const) {
      mockStaff = toSessionUser(await makeAccount(database.db, role));
      expect([role, (await post(orderId, { cleanerId: cleaner.id, expectedVersion: version })).status]).toEqual([role, 403]);
    }
    expect((await rowOf(orderId))?.cleanerId).toBeNull();
  });

  it("assigns for a Moderator with the version shown, then answers 409 to a board that showed the older one", async () => {
    const { orderId, cleaner, version } = await visit();
    mockStaff = toSessionUser(await makeAccount(database.db, "Moderator"));
    const moved = await post(orderId, { cleanerId: cleaner.id, expectedVersion: version });
    expect(moved.status).toBe(200);
    expect((await rowOf(orderId))?.cleanerId).toBe(cleaner.id);
    const other = await makeAccount(database.db, "Cleaner");
    const stale = await post(orderId, { cleanerId: other.id, expectedVersion: version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "stale-order" });
    expect((await rowOf(orderId))?.cleanerId).toBe(cleaner.id);
  });

  it("answers 409 naming the block for a cleaner the customer must never see", async () => {
    const { customer, orderId, cleaner, version } = await visit();
    const admin = await makeAccount(database.db, "Admin");
    expect(await blockByStaff(database.db, { customerId: customer.id, cleanerId: cleaner.id, actorId: admin.id, now: new Date("2026-03-01T12:00:00Z") })).toBeNull();
    mockStaff = toSessionUser(admin);
    const refused = await post(orderId, { cleanerId: cleaner.id, expectedVersion: version });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/is blocked for .*set by staff on 2026-03-01/) });
    expect(await rowOf(orderId)).toEqual({ cleanerId: null, version });
  });

  it("keeps the series action to staff who may assign", async () => {
    const seriesId = "00000000-0000-4000-8000-000000000000";
    const postSeries = (json: unknown) => assignSeries(siteRequest(`/api/admin/series/${seriesId}/assign`, { json }), pathParams({ id: seriesId }));
    const cleaner = await makeAccount(database.db, "Cleaner");
    mockStaff = null;
    expect((await postSeries({ cleanerId: cleaner.id })).status).toBe(401);
    mockStaff = toSessionUser(cleaner);
    expect((await postSeries({ cleanerId: cleaner.id })).status).toBe(403);
    mockStaff = toSessionUser(await makeAccount(database.db, "Moderator"));
    expect((await postSeries({ cleanerId: cleaner.id })).status).toBe(404);
  });
});
