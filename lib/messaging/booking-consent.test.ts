/**
 * The box at booking (docs/product.md#text-messages): ticked, the customer's consent to texts on
 * the contact phone is stored with the booking, in its transaction, with the customer wording,
 * "booking" and the booking's moment; a booking that fails stores none.
 */
import { eq } from "drizzle-orm";
import { bookingSubmissionSchema } from "@/lib/booking/booking-request";
import { setOrderReactions } from "@/lib/booking/orders/order-reactions";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { orders } from "@/lib/platform/db/schema";
import { installOrderReactions } from "@/lib/startup/order-reactions";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { optIn, optOut } from "./consent";
import { SMS_CONSENT_WORDING } from "./consent-wording";
import { messagingOrderReactions } from "./order-reactions";
import { consentRow } from "./test-support";

jest.setTimeout(30_000);

const LATER = new Date("2026-03-03T15:00:00.000Z");

let serial = 0;
/** A fresh number per test, as a customer types it, and the E.164 form it is stored in. */
function nextPhone(): { typed: string; e164: string } {
  serial += 1;
  const line = String(1000 + serial).slice(-4);
  return { typed: `(646) 555-${line}`, e164: `+1646555${line}` };
}

/** A visit on its own day, so tests never compete for capacity. */
const nextStart = () => nyTime(`2026-03-${String(10 + serial).padStart(2, "0")}`, 9);

/** The form's body as the server parses it. */
function parsed(start: Date, phone: string, textConsent: boolean, extra: Record<string, unknown> = {}) {
  const body = { ...submission(start), startsAt: start.toISOString(), contact: { name: "Dana Booker", phone, email: "dana@example.test" }, textConsent, ...extra };
  return bookingSubmissionSchema.parse(body);
}

describe.each(testDrivers())("the texts box at booking on %s", (driver) => {
  const database = useTestDatabase(driver);

  afterEach(() => installOrderReactions());

  it("stores the customer's consent on the contact phone in E.164, with the customer wording, the source and the booking's moment", async () => {
    const customer = await makeCustomer(database.db);
    const phone = nextPhone();
    const result = await submitBooking(database.db, customer, parsed(nextStart(), phone.typed, true), key(), { now: NOW });
    expect(result).toMatchObject({ ok: true, created: true });
    expect(await consentRow(database.db, phone.e164)).toEqual({
      phone: phone.e164,
      userId: customer.id,
      optedInAt: NOW,
      wording: SMS_CONSENT_WORDING,
      source: "booking",
      optedOutAt: null,
      optOutKeyword: null,
    });
  });

  it("stores nothing for an unticked box, and leaves an earlier consent as it was", async () => {
    const customer = await makeCustomer(database.db);
    const fresh = nextPhone();
    expect(await submitBooking(database.db, customer, parsed(nextStart(), fresh.typed, false), key(), { now: NOW })).toMatchObject({ ok: true });
    expect(await consentRow(database.db, fresh.e164)).toBeUndefined();

    const given = nextPhone();
    await optIn(database.db, { phone: given.e164, userId: customer.id, wording: SMS_CONSENT_WORDING, source: "profile" }, new Date("2026-02-01T12:00:00Z"));
    expect(await submitBooking(database.db, customer, parsed(nextStart(), given.typed, false), key(), { now: NOW })).toMatchObject({ ok: true });
    expect(await consentRow(database.db, given.e164)).toMatchObject({ source: "profile", optedInAt: new Date("2026-02-01T12:00:00Z"), optedOutAt: null });
  });

  it("stores no consent for a booking refused before it is placed", async () => {
    const customer = await makeCustomer(database.db);
    const phone = nextPhone();
    const refused = await submitBooking(database.db, customer, parsed(nextStart(), phone.typed, true, { acceptedTotalCents: 1 }), key(), { now: NOW });
    expect(refused).toMatchObject({ ok: false, code: "price-changed" });
    expect(await consentRow(database.db, phone.e164)).toBeUndefined();
  });

  it("stores no consent when the booking's transaction fails after it, so both or neither are kept", async () => {
    const customer = await makeCustomer(database.db);
    const phone = nextPhone();
    // Messaging records the consent, then a later step of the same transaction fails.
    setOrderReactions({
      orderPlaced: async (...placed) => {
        await messagingOrderReactions.orderPlaced(...placed);
        expect(await consentRow(placed[0], phone.e164)).toMatchObject({ source: "booking" });
        throw new Error("a later step of the booking failed");
      },
      visitCompleted: async () => undefined,
      orderCancelled: async () => undefined,
      noticed: async () => undefined,
    });
    await expect(submitBooking(database.db, customer, parsed(nextStart(), phone.typed, true), key(), { now: NOW })).rejects.toThrow("a later step of the booking failed");
    expect(await consentRow(database.db, phone.e164)).toBeUndefined();
    expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
  });

  it("keeps the first moment when the same submit is retried", async () => {
    const customer = await makeCustomer(database.db);
    const phone = nextPhone();
    const body = parsed(nextStart(), phone.typed, true);
    const formKey = key();
    expect(await submitBooking(database.db, customer, body, formKey, { now: NOW })).toMatchObject({ ok: true, created: true });
    expect(await submitBooking(database.db, customer, body, formKey, { now: LATER })).toMatchObject({ ok: true, created: false });
    expect((await consentRow(database.db, phone.e164))?.optedInAt).toEqual(NOW);
  });

  it("takes a box ticked after a STOP as consent given anew", async () => {
    const customer = await makeCustomer(database.db);
    const phone = nextPhone();
    await optOut(database.db, phone.e164, "STOP", new Date("2026-02-20T12:00:00Z"));
    expect(await submitBooking(database.db, customer, parsed(nextStart(), phone.typed, true), key(), { now: NOW })).toMatchObject({ ok: true });
    expect(await consentRow(database.db, phone.e164)).toMatchObject({ optedInAt: NOW, source: "booking", optedOutAt: null, optOutKeyword: null });
  });
});
