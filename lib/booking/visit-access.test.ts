/**
 * Access details given for one visit (docs/product.md, "Access details and keys"): the booking
 * form and the order edit send them, the server seals the codes with the same keys as saved
 * addresses, and nothing a browser gets back carries a code.
 */
import { eq } from "drizzle-orm";
import { openAccessCodes } from "@/lib/account/access-details";
import { addAddress } from "@/lib/account/addresses";
import { orderEvents, orders } from "@/lib/platform/db/schema";
import { accessCodeKeyRing, setAccessCodeKeysForTests } from "@/lib/platform/security/access-code-key";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { bookingSubmissionSchema, orderChangeSchema } from "./booking-request";
import { editOrderAsCustomer } from "./orders/edit-order";
import { getCustomerOrder } from "./orders/queries";
import { submitBooking } from "./submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "./test-support";

jest.setTimeout(30_000);

beforeAll(() => setAccessCodeKeysForTests({ current: "22".repeat(32) }));
afterAll(() => setAccessCodeKeysForTests(null));

const typed = { doorman: true, buzzer: "5C", keyLocation: null, parking: null, lockboxCode: "2580", alarmCode: "7777#" };

describe("the access details a booking or an edit sends", () => {
  const body = (access: unknown) => ({ ...submission(nyTime("2026-03-10", 9)), startsAt: "2026-03-10T14:00:00.000Z", access });

  it("are optional, and a code left out is told apart from a code removed", () => {
    expect(bookingSubmissionSchema.parse(body(undefined)).access).toBeUndefined();
    expect(bookingSubmissionSchema.parse(body({ buzzer: " 5C " })).access).toEqual({ doorman: false, buzzer: "5C", keyLocation: null, parking: null, lockboxCode: undefined, alarmCode: undefined });
    expect(bookingSubmissionSchema.parse(body({ lockboxCode: "", alarmCode: null })).access).toMatchObject({ lockboxCode: null, alarmCode: null });
  });

  it("refuses a code too long or an unknown field, naming the field", () => {
    const long = orderChangeSchema.safeParse({ ...body({ lockboxCode: "1".repeat(41) }), expectedVersion: 1 });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ["access", "lockboxCode"], message: "Keep the lockbox or door code under 40 characters." });
    expect(bookingSubmissionSchema.safeParse(body({ gateCode: "1" })).success).toBe(false);
  });
});

describe.each(testDrivers())("access details given for a visit on %s", (driver) => {
  const database = useTestDatabase(driver);
  const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

  async function book(customer: { id: string; emailVerified: boolean }, start: Date, access?: unknown, idempotencyKey = key()) {
    const parsed = bookingSubmissionSchema.shape.access.parse(access);
    const result = await submitBooking(database.db, customer, submission(start, { access: parsed }), idempotencyKey, { now: NOW });
    if (!result.ok) throw new Error(result.message);
    return result;
  }

  it("seals the typed codes on the order, and neither the answer nor the customer's order page carries them", async () => {
    const customer = await makeCustomer(database.db);
    const result = await book(customer, nyTime("2026-03-10", 9), typed);
    expect(JSON.stringify(result)).not.toMatch(/2580|7777/);
    const row = await orderRow(result.order.id);
    expect(row?.accessDetails).toMatchObject({ doorman: true, buzzer: "5C", lockboxCode: expect.stringMatching(/^ac1\./), alarmCode: expect.stringMatching(/^ac1\./) });
    expect(JSON.stringify(row)).not.toMatch(/2580|7777/);
    if (!row?.accessDetails) throw new Error("no access details");
    expect(openAccessCodes(row.accessDetails, accessCodeKeyRing())).toEqual({ lockboxCode: "2580", alarmCode: "7777#" });
    const page = await getCustomerOrder(database.db, customer.id, result.order.id, NOW);
    expect(page?.access).toEqual({ doorman: true, buzzer: "5C", keyLocation: null, parking: null, hasLockboxCode: true, hasAlarmCode: true });
    expect(JSON.stringify(page)).not.toMatch(/2580|7777/);
  });

  it("keeps the codes out of the idempotency hash: a retry that typed another code gets the same order", async () => {
    const customer = await makeCustomer(database.db);
    const sameKey = key();
    const first = await book(customer, nyTime("2026-03-11", 9), typed, sameKey);
    const retry = await book(customer, nyTime("2026-03-11", 9), { ...typed, lockboxCode: "1111" }, sameKey);
    expect(retry).toMatchObject({ created: false, order: { id: first.order.id } });
    const row = await orderRow(first.order.id);
    expect(openAccessCodes(row!.accessDetails!, accessCodeKeyRing()).lockboxCode).toBe("2580");
  });

  it("takes the saved address's details when nothing was given, and puts what was given over them", async () => {
    const customer = await makeCustomer(database.db);
    const saved = await addAddress(database.db, customer.id, {
      label: "Home",
      street: "245 Bedford Ave",
      unit: "3R",
      city: "Brooklyn",
      zip: "11211",
      accessNotes: null,
      access: { doorman: false, buzzer: "3R", keyLocation: "Under the mat", parking: null, lockboxCode: "4711", alarmCode: "9090" },
    });
    if (!saved.ok) throw new Error(saved.message);
    const untouched = await orderRow((await book(customer, nyTime("2026-03-12", 9))).order.id);
    expect(untouched?.accessDetails).toMatchObject({ buzzer: "3R", keyLocation: "Under the mat" });

    // A new buzzer and a new alarm code for this visit; the lockbox code not typed stays the saved one.
    const given = await orderRow((await book(customer, nyTime("2026-03-13", 9), { buzzer: "Lee", keyLocation: "Under the mat", alarmCode: "1234" })).order.id);
    expect(given?.accessDetails).toMatchObject({ buzzer: "Lee", keyLocation: "Under the mat", lockboxCode: untouched?.accessDetails?.lockboxCode });
    expect(openAccessCodes(given!.accessDetails!, accessCodeKeyRing())).toEqual({ lockboxCode: "4711", alarmCode: "1234" });
  });

  it("seals the details given at a new address with no saved one", async () => {
    const customer = await makeCustomer(database.db);
    const row = await orderRow((await book(customer, nyTime("2026-03-14", 9), { lockboxCode: "0000" })).order.id);
    expect(row?.accessDetails).toMatchObject({ doorman: false, buzzer: null, lockboxCode: expect.stringMatching(/^ac1\./), alarmCode: null });
  });

  describe("the customer's edit", () => {
    const change = (start: Date, access: unknown, expectedVersion?: number) => {
      const { specialOfferId: _o, giftCardCode: _g, acceptTerms: _t, textConsent: _c, ...rest } = submission(start);
      return orderChangeSchema.parse({ ...rest, startsAt: start.toISOString(), access, expectedVersion });
    };

    it("changes the details with the order's version, sealing a new code and keeping the other, and says so on the timeline", async () => {
      const customer = await makeCustomer(database.db);
      const start = nyTime("2026-03-16", 9);
      const id = (await book(customer, start, typed)).order.id;
      const before = await orderRow(id);
      const result = await editOrderAsCustomer(database.db, customer.id, id, change(start, { doorman: true, buzzer: "5C", lockboxCode: "3690" }, before!.version), { now: NOW });
      expect(result).toMatchObject({ ok: true, changed: ["access details"] });
      const after = await orderRow(id);
      expect(openAccessCodes(after!.accessDetails!, accessCodeKeyRing())).toEqual({ lockboxCode: "3690", alarmCode: "7777#" });
      expect(after?.accessDetails?.alarmCode).toBe(before?.accessDetails?.alarmCode);
      const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
      expect(events.map((event) => event.note)).toContain("Changed access details");
      expect(JSON.stringify(events)).not.toMatch(/3690/);
    });

    it("keeps the details when the edit leaves them out, and removes a code asked to", async () => {
      const customer = await makeCustomer(database.db);
      const start = nyTime("2026-03-17", 9);
      const id = (await book(customer, start, typed)).order.id;
      const before = await orderRow(id);
      expect(await editOrderAsCustomer(database.db, customer.id, id, change(start, undefined), { now: NOW })).toMatchObject({ ok: true, changed: [] });
      expect((await orderRow(id))?.accessDetails).toEqual(before?.accessDetails);
      await editOrderAsCustomer(database.db, customer.id, id, change(start, { doorman: true, buzzer: "5C", alarmCode: null }), { now: NOW });
      expect((await orderRow(id))?.accessDetails).toMatchObject({ lockboxCode: before?.accessDetails?.lockboxCode, alarmCode: null });
    });

    it("refuses an edit from an older version or inside 24 hours, and changes nothing", async () => {
      const customer = await makeCustomer(database.db);
      const start = nyTime("2026-03-18", 9);
      const id = (await book(customer, start, typed)).order.id;
      const before = await orderRow(id);
      expect(await editOrderAsCustomer(database.db, customer.id, id, change(start, { lockboxCode: "1" }, before!.version - 1), { now: NOW })).toMatchObject({ ok: false, kind: "conflict" });
      const late = new Date(start.getTime() - 23 * 3600_000);
      expect(await editOrderAsCustomer(database.db, customer.id, id, change(start, { lockboxCode: "1" }), { now: late })).toMatchObject({ ok: false, code: "too-late" });
      const stranger = await makeCustomer(database.db);
      expect(await editOrderAsCustomer(database.db, stranger.id, id, change(start, { lockboxCode: "1" }), { now: NOW })).toMatchObject({ ok: false, kind: "not-found" });
      expect((await orderRow(id))?.accessDetails).toEqual(before?.accessDetails);
    });
  });
});
