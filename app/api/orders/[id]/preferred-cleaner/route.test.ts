/**
 * "I'd like {first name} again" (docs/product.md#preferred-and-blocked-cleaners): the signed-in
 * customer's own completed visit only (404 for any other), a clear 400 for a bad body, and the
 * staff "Never send" route's ability check and 409 on a second block.
 */
import { eq } from "drizzle-orm";
import { bookOrder, makeAccount, nextVisitStart } from "@/lib/admin/test-support";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { cleanerPreferences, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as neverSend } from "@/app/api/admin/users/[id]/cleaner-preferences/route";
import { POST as toggle } from "./route";
import { hireCrew } from "@/lib/startup/testing/crew";

let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "prefs-route" } : null), getSessionUser: async () => mockUser }));

jest.setTimeout(30_000);

describe.each(testDrivers())("the cleaner preference routes on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, install: true });
  // No settings row or offers are needed here, but booking the visits needs cleaners on the schedule.
  beforeAll(() => hireCrew(database.db));
  const post = (orderId: string, json: unknown) => toggle(siteRequest(`/api/orders/${orderId}/preferred-cleaner`, { json }), pathParams({ id: orderId }));
  const block = (userId: string, json: unknown) => neverSend(siteRequest(`/api/admin/users/${userId}/cleaner-preferences`, { json }), pathParams({ id: userId }));
  const rowsOf = (customerId: string) => database.db.select().from(cleanerPreferences).where(eq(cleanerPreferences.customerId, customerId));

  async function completedVisit() {
    const [customer, cleaner] = [await makeAccount(database.db, "Customer"), await makeAccount(database.db, "Cleaner")];
    const orderId = await bookOrder(database.db, customer.id, nextVisitStart());
    await database.db.update(orders).set({ status: "completed", cleanerId: cleaner.id }).where(eq(orders.id, orderId));
    return { customer, cleaner, orderId };
  }

  it("saves the customer's own preference and answers 404 to anyone else", async () => {
    const { customer, orderId } = await completedVisit();
    mockUser = null;
    expect((await post(orderId, { preferred: true })).status).toBe(401);
    mockUser = toSessionUser(await makeAccount(database.db, "Customer"));
    expect((await post(orderId, { preferred: true })).status).toBe(404);
    expect(await rowsOf(customer.id)).toEqual([]);
    mockUser = toSessionUser(customer);
    const answer = await post(orderId, { preferred: true });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ preferred: true });
    expect(await rowsOf(customer.id)).toEqual([expect.objectContaining({ kind: "preferred" })]);
  });

  it("answers 400 beside the field for a body without a yes or no, and writes nothing", async () => {
    const { customer, orderId } = await completedVisit();
    mockUser = toSessionUser(customer);
    const answer = await post(orderId, { preferred: "please" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ fieldErrors: { preferred: expect.stringMatching(/true or false/) } });
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it("lets only those who assign orders say 'Never send', and answers 409 to a second block", async () => {
    const { customer, cleaner } = await completedVisit();
    for (const role of ["Customer", "Cleaner"] as const) {
      mockUser = toSessionUser(await makeAccount(database.db, role));
      expect([role, (await block(customer.id, { userId: cleaner.id })).status]).toEqual([role, 403]);
    }
    mockUser = toSessionUser(await makeAccount(database.db, "Moderator"));
    expect((await block(customer.id, { userId: "someone" })).status).toBe(400);
    expect((await block(customer.id, { userId: cleaner.id })).status).toBe(200);
    expect((await block(cleaner.id, { userId: customer.id })).status).toBe(409);
    expect(await rowsOf(customer.id)).toEqual([expect.objectContaining({ kind: "blocked", setBy: "staff" })]);
  });
});
