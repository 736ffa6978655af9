/**
 * POST /api/waitlist and POST /api/account/waitlist/{id}/leave through the route wrapper
 * (docs/product.md#waitlist): a join on a full day, bad bodies, open times, the per-address
 * limit, a signed-in customer's entry, and who may leave an entry from the account.
 */
import { eq, sql } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, makeCustomer, nyTime, openDateAfter, submission } from "@/lib/booking/test-support";
import { CLIENT_ADDRESS_HEADER } from "@/lib/kernel/client-address";
import { settings, waitlistEntries } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { TIMES_OPEN_MESSAGE, WAITLIST_JOIN_PER_ADDRESS } from "@/lib/waitlist/join";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as leave } from "../account/waitlist/[id]/leave/route";
import { POST } from "./route";
import { keepCrew } from "@/lib/startup/testing/crew";

let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "waitlist-route" } : null), getSessionUser: async () => mockUser }));

jest.setTimeout(60_000);

const TWO_BED = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency: "one-time" };

describe.each(testDrivers())("the waitlist routes on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  let address = 0;
  // Routes read the real clock: the days are open dates a few weeks from whatever today is.
  const fullDay = openDateAfter(new Date(), 14);
  const openDay = openDateAfter(new Date(), 21);

  /** Each call from an address of its own unless one is given, so the limit stays out of the way. */
  const join = (json: unknown, from = `203.0.113.${++address}`) => POST(siteRequest("/api/waitlist", { json, headers: { [CLIENT_ADDRESS_HEADER]: from } }));
  const body = (overrides: Record<string, unknown> = {}) => ({ name: "Rosa Diaz", email: `rosa-${++address}@example.test`, request: TWO_BED, zip: "11211", date: fullDay, window: { kind: "any" }, locale: "en", ...overrides });
  const entriesFor = (email: string) => database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
  const entryCount = async () => (await database.db.select({ count: sql<number>`count(*)::int` }).from(waitlistEntries))[0]?.count;

  beforeAll(async () => {
    // One cleaner, no travel time, and three-hour visits: 8:00, 11:00 and 14:00 fill a day.
    await keepCrew(database.db, 1);
    await database.db.update(settings).set({ travelMinutesSameBorough: 0, travelMinutesAcrossBoroughs: 0 }).where(eq(settings.id, 1));
    for (const hour of [8, 11, 14]) {
      const customer = await makeCustomer(database.db);
      const booked = await submitBooking(database.db, customer, submission(nyTime(fullDay, hour)), key(), { now: new Date() });
      if (!booked.ok) throw new Error(`could not fill ${fullDay} at ${hour}: ${booked.message}`);
    }
  });
  beforeEach(() => {
    mockUser = null;
  });

  it("takes a visitor's join on a full day and stores one entry, priced on the server; joining again (spaces and case aside) stores no second", async () => {
    const json = body({ email: "Rosa.Diaz@Example.test", window: { kind: "morning" } });
    const answer = await join(json);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ joined: true });
    const stored = await entriesFor("rosa.diaz@example.test");
    expect(stored).toEqual([
      expect.objectContaining({ customerId: null, name: "Rosa Diaz", zip: "11211", borough: "Brooklyn", date: fullDay, fromHour: 8, toHour: 11, status: "waiting", serviceSlug: "residential-cleaning", durationMinutes: 180 }),
    ]);

    expect((await join({ ...json, email: "  rosa.diaz@EXAMPLE.test " })).status).toBe(200);
    expect(await entriesFor("rosa.diaz@example.test")).toHaveLength(1);
  });

  it("answers malformed JSON and missing or bad fields with a 400 and field messages, and stores nothing", async () => {
    const before = await entryCount();
    const broken = await POST(siteRequest("/api/waitlist", { body: "{ name: ", headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: "203.0.113.200" } }));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: expect.any(String) });

    const missing = await join({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fieldErrors: { name: expect.any(String), email: expect.any(String), zip: expect.any(String), date: expect.any(String) } });

    for (const [overrides, field] of [
      [{ email: "rosa" }, "email"],
      [{ zip: "112" }, "zip"],
      [{ zip: "90210" }, "zip"],
      [{ date: "next tuesday" }, "date"],
      [{ request: { ...TWO_BED, service: "moon-cleaning" } }, "service"],
    ] as const) {
      const answer = await join(body(overrides));
      expect([field, answer.status]).toEqual([field, 400]);
      expect(await answer.json()).toMatchObject({ fieldErrors: { [field]: expect.any(String) } });
    }
    expect(await entryCount()).toBe(before);
  });

  it("refuses a window that still has a free start with 409 times-open, and stores nothing", async () => {
    const json = body({ date: openDay });
    const answer = await join(json);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: "times-open", error: TIMES_OPEN_MESSAGE });
    expect(await entriesFor(json.email)).toEqual([]);
  });

  it(`answers 429 after ${WAITLIST_JOIN_PER_ADDRESS.limit} joins an hour from one address`, async () => {
    const from = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i <= WAITLIST_JOIN_PER_ADDRESS.limit; i++) statuses.push((await join(body(), from)).status);
    expect(statuses).toEqual([...Array<number>(WAITLIST_JOIN_PER_ADDRESS.limit).fill(200), 429]);
    const refused = await join(body(), from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not held back.
    expect((await join(body())).status).toBe(200);
  });

  it("gives a signed-in customer's entry their account", async () => {
    const customer = await makeAccount(database.db, "Customer");
    mockUser = toSessionUser(customer);
    const json = body({ email: customer.email });
    expect((await join(json)).status).toBe(200);
    expect(await entriesFor(customer.email)).toEqual([expect.objectContaining({ customerId: customer.id })]);
  });

  describe("leaving from the account", () => {
    const leaveEntry = (id: string) => leave(siteRequest(`/api/account/waitlist/${id}/leave`, { method: "POST" }), pathParams({ id }));

    async function customerEntry() {
      const customer = await makeAccount(database.db, "Customer");
      mockUser = toSessionUser(customer);
      expect((await join(body({ email: customer.email }))).status).toBe(200);
      const [entry] = await entriesFor(customer.email);
      if (!entry) throw new Error("no entry stored");
      return { customer, entry };
    }
    const statusOf = async (id: string) => (await database.db.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]?.status;

    it("lets the entry's owner leave it, and answers 404 to another customer and 401 to a visitor", async () => {
      const { customer, entry } = await customerEntry();

      mockUser = null;
      expect((await leaveEntry(entry.id)).status).toBe(401);
      mockUser = toSessionUser(await makeAccount(database.db, "Customer"));
      const other = await leaveEntry(entry.id);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: "We could not find that waitlist entry." });
      expect(await statusOf(entry.id)).toBe("waiting");

      mockUser = toSessionUser(customer);
      const left = await leaveEntry(entry.id);
      expect(left.status).toBe(200);
      expect(await left.json()).toEqual({ left: true });
      expect(await statusOf(entry.id)).toBe("left");
    });

    it("answers 404 for an id that is not an entry's", async () => {
      mockUser = toSessionUser(await makeAccount(database.db, "Customer"));
      expect((await leaveEntry("not-a-uuid")).status).toBe(404);
      expect((await leaveEntry("3f1c2a4e-0000-4000-8000-000000000009")).status).toBe(404);
    });
  });
});
