/**
 * GET /api/booking/cleaners and GET /api/slots?cleanerId= through the route wrapper
 * (docs/product.md#booking, "book my cleaner again"): a visitor gets no cleaners and no one's
 * times; a customer gets their own cleaner and her times; a stranger asking for her is a 400
 * naming `cleanerId`.
 */
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { makeCustomer, openDateAfter } from "@/lib/booking/test-support";
import { cleanerPreferences } from "@/lib/platform/db/schema";
import { hireCleaner } from "@/lib/startup/testing/crew";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { GET as slots } from "../../slots/route";
import { GET } from "./route";

let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "my-cleaner-route" } : null), getSessionUser: async () => mockUser }));

jest.setTimeout(60_000);

describe.each(testDrivers())("book my cleaner again through the routes on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  // Routes read the real clock: an open date a few weeks from whatever today is.
  const date = openDateAfter(new Date(), 14);
  let dorota = "";
  let jordan: SessionUser;
  let stranger: SessionUser;

  beforeAll(async () => {
    dorota = await hireCleaner(database.db, "dorota-route@crew.example.test", { firstName: "Dorota" });
    const customer = await makeCustomer(database.db);
    jordan = toSessionUser(customer);
    stranger = toSessionUser(await makeCustomer(database.db));
    await database.db.insert(cleanerPreferences).values({ customerId: customer.id, cleanerId: dorota, kind: "preferred", setBy: "customer", setByUserId: customer.id, createdAt: new Date() });
  });
  beforeEach(() => {
    mockUser = null;
  });

  const cleaners = async () => (await GET(siteRequest("/api/booking/cleaners"))).json();
  const slotsFor = (cleanerId: string) => slots(siteRequest("/api/slots", { query: { date, durationMinutes: "180", zip: "11211", cleanerId } }));

  it("gives a visitor no cleaners, and the signed-in customer their own", async () => {
    expect(await cleaners()).toEqual({ cleaners: [] });
    mockUser = stranger;
    expect(await cleaners()).toEqual({ cleaners: [] });
    mockUser = jordan;
    expect(await cleaners()).toEqual({ cleaners: [{ id: dorota, firstName: "Dorota" }] });
  });

  it("answers her free starts to her customer, and 400 naming cleanerId to anyone else", async () => {
    mockUser = jordan;
    const mine = await slotsFor(dorota);
    expect(mine.status).toBe(200);
    expect((await mine.json()) as { times: string[] }).toMatchObject({ date, times: expect.arrayContaining([expect.any(String)]) });
    for (const asker of [stranger, null]) {
      mockUser = asker;
      const refused = await slotsFor(dorota);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ fieldErrors: { cleanerId: expect.any(String) } });
    }
  });
});
