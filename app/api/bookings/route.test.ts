/**
 * POST /api/bookings when the price changed between the review step and "Book now" (issue #24,
 * bug 3): the answer is a 409 whose body the browser parses with priceChangedAnswerSchema, naming
 * the price the customer saw and the price in force; nothing is booked until they accept it.
 */
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { makeAccount } from "@/lib/admin/test-support";
import { priceChangedAnswerSchema } from "@/lib/booking/price-change";
import { computeQuote } from "@/lib/booking/pricing";
import { nyTime, openDateAfter, raisedTable, submission } from "@/lib/booking/test-support";
import { orders, settings } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { authSecretBeforeAll, sessionCookieFor } from "@/lib/web/http/session-test-support";
import { siteRequest } from "@/lib/web/http/test-requests";
import { DEFAULT_CLOSING_CALENDAR, holidaySurchargeAt } from "@/lib/settings/closing-calendar";
import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/settings/price-table";
import { setAccessCodeKeysForTests } from "@/lib/platform/security/access-code-key";
import { POST } from "./route";

jest.setTimeout(60_000);

let mockCookie = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: mockCookie }) }));

describe.each(testDrivers())("POST /api/bookings with the total the customer accepted on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  authSecretBeforeAll("bookings-route-test-secret-0123456789abcdef");

  afterEach(async () => {
    await database.db.update(settings).set({ priceTable: DEFAULT_PRICE_TABLE }).where(eq(settings.id, 1));
  });

  async function signedInCustomer() {
    const customer = await makeAccount(database.db, "Customer");
    mockCookie = await sessionCookieFor(database.db, customer);
    return customer;
  }

  /** The total of the test visit at `start` with `table`, with that day's surcharge, as both sides price it. */
  function totalWith(table: PriceTable, start: Date): number {
    const priced = computeQuote(submission(start).request, table, { holidaySurcharge: holidaySurchargeAt(start, DEFAULT_CLOSING_CALENDAR) });
    if (!priced.ok) throw new Error("the test visit does not price");
    return priced.quote.totalCents;
  }

  function book(start: Date, acceptedTotalCents: number, idempotencyKey: string) {
    const body = { ...submission(start), startsAt: start.toISOString(), acceptedTotalCents };
    return POST(siteRequest("/api/bookings", { json: body, headers: { "idempotency-key": idempotencyKey } }));
  }

  it("answers 409 with both prices after an admin raised the price, books nothing, then books at the accepted new price", async () => {
    const customer = await signedInCustomer();
    const start = nyTime(openDateAfter(new Date(), 14), 10);
    const seen = totalWith(DEFAULT_PRICE_TABLE, start);
    await database.db.update(settings).set({ priceTable: raisedTable(1_000) }).where(eq(settings.id, 1));
    const current = totalWith(raisedTable(1_000), start);
    expect(current).toBeGreaterThan(seen);

    const formKey = randomUUID();
    const refused = await book(start, seen, formKey);
    expect(refused.status).toBe(409);
    const answer = priceChangedAnswerSchema.parse(await refused.json());
    expect(answer.priceChange).toEqual({ acceptedTotalCents: seen, currentTotalCents: current });
    expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);

    const accepted = await book(start, current, formKey);
    expect(accepted.status).toBe(201);
    const [order] = await database.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(order?.totalCents).toBe(current);
  });

  describe("with access details for the visit (docs/product.md, \"Access details and keys\")", () => {
    beforeAll(() => setAccessCodeKeysForTests({ current: "33".repeat(32) }));
    afterAll(() => setAccessCodeKeysForTests(null));

    const withAccess = (start: Date, access: unknown) =>
      POST(siteRequest("/api/bookings", { json: { ...submission(start), startsAt: start.toISOString(), access }, headers: { "idempotency-key": randomUUID() } }));

    it("books with the codes sealed, and the answer carries no code", async () => {
      const customer = await signedInCustomer();
      const start = nyTime(openDateAfter(new Date(), 15), 10);
      const answer = await withAccess(start, { doorman: false, buzzer: "Lee", lockboxCode: "2580", alarmCode: "" });
      expect(answer.status).toBe(201);
      expect(await answer.text()).not.toContain("2580");
      const [order] = await database.db.select().from(orders).where(eq(orders.customerId, customer.id));
      expect(order?.accessDetails).toMatchObject({ buzzer: "Lee", lockboxCode: expect.stringMatching(/^ac1\./), alarmCode: null });
      expect(JSON.stringify(order)).not.toContain("2580");
    });

    it("refuses a code too long beside its field, and books nothing", async () => {
      const customer = await signedInCustomer();
      const answer = await withAccess(nyTime(openDateAfter(new Date(), 16), 10), { lockboxCode: "9".repeat(41) });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ fieldErrors: { "access.lockboxCode": "Keep the lockbox or door code under 40 characters." } });
      expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
    });
  });
});
