/**
 * Every endpoint that takes a phone (docs/messaging.md, "Numbers"): the profile, the booking's
 * contact and the contact form store what people type in E.164, and refuse a number we could
 * never text (not a US number, a toll-free line, an extension, not a number) with its polite
 * reason beside the field, storing nothing.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { openDateAfter, nyTime, submission } from "@/lib/booking/test-support";
import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";
import { SMS_CONSENT_WORDING } from "@/lib/messaging/consent-wording";
import { consentRow } from "@/lib/messaging/test-support";
import { leads, orders, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { authSecretBeforeAll, sessionCookieFor } from "@/lib/web/http/session-test-support";
import { siteRequest } from "@/lib/web/http/test-requests";
import { PATCH as patchProfile } from "./account/profile/route";
import { POST as postBooking } from "./bookings/route";
import { POST as postContact } from "./contact/route";

jest.setTimeout(120_000);

let mockCookie = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: mockCookie }) }));

const ACCEPTED = [
  ["(917) 555-0123", "+19175550123"],
  ["917.555.0123", "+19175550123"],
  ["1-917-555-0123", "+19175550123"],
  ["+1 917 555 0123", "+19175550123"],
] as const;

const REFUSED = [
  ["a UK number", "+44 20 7946 0958", PHONE_PROBLEM_MESSAGES["not-us"]],
  ["a toll-free number", "(800) 555-0100", PHONE_PROBLEM_MESSAGES["not-mobile"]],
  ["a number with an extension", "(212) 555-0147 ext. 12", PHONE_PROBLEM_MESSAGES["not-mobile"]],
  ["garbage", "call me maybe", PHONE_PROBLEM_MESSAGES.invalid],
] as const;

let address = 0;
const fromAddress = () => ({ "x-forwarded-for": `198.51.100.${(address += 1) % 250}` });

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as { fieldErrors?: Record<string, string> } };
}

describe.each(testDrivers())("phones at every boundary on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  authSecretBeforeAll("phone-numbers-route-test-secret-0123456789");

  async function signIn(phone: string | null = null) {
    const account = await makeAccount(database.db, "Customer", { phone });
    mockCookie = await sessionCookieFor(database.db, account);
    return account;
  }

  const storedPhone = async (userId: string) => (await database.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)))[0]?.phone;

  describe("PATCH /api/account/profile", () => {
    it.each(ACCEPTED)("stores %j as %s and shows it as people write it", async (typed, e164) => {
      const account = await signIn();
      const answer = await answerOf(await patchProfile(siteRequest("/api/account/profile", { method: "PATCH", json: { phone: typed } })));
      expect(answer).toMatchObject({ status: 200, body: { profile: { phone: "(917) 555-0123" } } });
      expect(await storedPhone(account.id)).toBe(e164);
    });

    it.each(REFUSED)("refuses %s beside the field and keeps the phone it had", async (_label, typed, message) => {
      const account = await signIn("+17185550142");
      const answer = await answerOf(await patchProfile(siteRequest("/api/account/profile", { method: "PATCH", json: { phone: typed } })));
      expect(answer).toMatchObject({ status: 400, body: { fieldErrors: { phone: message } } });
      expect(await storedPhone(account.id)).toBe("+17185550142");
    });
  });

  describe("POST /api/contact", () => {
    const message = (phone: string, email: string) => ({ name: "Maya Chen", email, phone, borough: "Queens", preferredContact: "text", message: "A deep clean for a two-bedroom in Astoria, please." });
    const leadsOf = (email: string) => database.db.select({ phone: leads.phone }).from(leads).where(eq(leads.email, email));

    it.each(ACCEPTED)("stores %j as %s", async (typed, e164) => {
      const email = `lead-${randomUUID()}@example.test`;
      const answer = await answerOf(await postContact(siteRequest("/api/contact", { json: message(typed, email), headers: fromAddress() })));
      expect(answer.status).toBe(200);
      expect(await leadsOf(email)).toEqual([{ phone: e164 }]);
    });

    it.each(REFUSED)("refuses %s beside the field and stores no lead", async (_label, typed, text) => {
      const email = `lead-${randomUUID()}@example.test`;
      const answer = await answerOf(await postContact(siteRequest("/api/contact", { json: message(typed, email), headers: fromAddress() })));
      expect(answer).toMatchObject({ status: 400, body: { fieldErrors: { phone: text } } });
      expect(await leadsOf(email)).toEqual([]);
    });
  });

  describe("POST /api/bookings", () => {
    /** Each booking on a day of its own (the route reads the real clock), so none competes for a team. */
    let day = 20;
    function book(contactPhone: string, textConsent: boolean) {
      day += 1;
      const start = nyTime(openDateAfter(new Date(), day), 10);
      const body = { ...submission(start), startsAt: start.toISOString(), contact: { name: "Dana Booker", phone: contactPhone, email: "dana@example.test" }, textConsent };
      return postBooking(siteRequest("/api/bookings", { json: body, headers: { "idempotency-key": randomUUID() } }));
    }
    const ordersOf = (customerId: string) => database.db.select({ contactPhone: orders.contactPhone }).from(orders).where(eq(orders.customerId, customerId));

    it.each(ACCEPTED)("stores the contact phone %j as %s", async (typed, e164) => {
      const customer = await signIn();
      expect((await book(typed, false)).status).toBe(201);
      expect(await ordersOf(customer.id)).toEqual([{ contactPhone: e164 }]);
    });

    it.each(REFUSED)("refuses %s as the contact phone beside the field, and books nothing", async (_label, typed, text) => {
      const customer = await signIn();
      const answer = await answerOf(await book(typed, true));
      expect(answer).toMatchObject({ status: 400, body: { fieldErrors: { "contact.phone": text } } });
      expect(await ordersOf(customer.id)).toEqual([]);
    });

    it("stores the consent of a ticked box on the contact phone, with the booking", async () => {
      const customer = await signIn();
      const phone = `+1929555${String(4000 + day).slice(-4)}`;
      expect((await book(`(929) 555-${phone.slice(-4)}`, true)).status).toBe(201);
      expect(await consentRow(database.db, phone)).toMatchObject({ userId: customer.id, wording: SMS_CONSENT_WORDING, source: "booking", optedOutAt: null });
    });
  });
});
