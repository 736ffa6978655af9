/**
 * PUT /api/account/text-consent and PUT /api/account/text-preferences (docs/product.md#text-messages):
 * only for the signed-in account, and only its own; bad bodies are a 400 that changes nothing;
 * what is saved is what the sending side reads.
 */
import { eq } from "drizzle-orm";
import { BLOCKED_READ_ONLY_MESSAGE } from "@/lib/account/read-only-notice";
import { makeAccount } from "@/lib/admin/test-support";
import { users } from "@/lib/platform/db/schema";
import { mutedTextTypes } from "@/lib/messaging/preferences";
import { consentRow } from "@/lib/messaging/test-support";
import { SMS_CONSENT_WORDING } from "@/lib/messaging/consent-wording";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { authSecretBeforeAll, sessionCookieFor } from "@/lib/web/http/session-test-support";
import { siteRequest } from "@/lib/web/http/test-requests";
import { PUT as putConsent } from "./text-consent/route";
import { PUT as putPreferences } from "./text-preferences/route";

jest.setTimeout(60_000);

let mockCookie = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: mockCookie }) }));

type Handler = (request: Request) => Promise<Response>;

async function put(handler: Handler, path: string, body: unknown) {
  const response = await handler(siteRequest(path, { method: "PUT", json: body }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let serial = 0;

describe.each(testDrivers())("the texts endpoints of the profile on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  authSecretBeforeAll("text-settings-route-test-secret-0123456789");

  /** A signed-in customer whose profile phone is a fresh number; the number, in E.164. */
  async function signedInCustomer() {
    serial += 1;
    const phone = `+1347555${String(3000 + serial).slice(-4)}`;
    const customer = await makeAccount(database.db, "Customer", { phone });
    mockCookie = await sessionCookieFor(database.db, customer);
    return { customer, phone };
  }

  it("answers a visitor 401", async () => {
    mockCookie = "";
    expect((await put(putPreferences, "/api/account/text-preferences", { mutedTypes: ["reminder"] })).status).toBe(401);
    expect((await put(putConsent, "/api/account/text-consent", { consent: true })).status).toBe(401);
  });

  it("saves the switches of the signed-in account only, and the sending side reads them", async () => {
    const other = await signedInCustomer();
    const { customer } = await signedInCustomer();
    const saved = await put(putPreferences, "/api/account/text-preferences", { mutedTypes: ["reminder", "on-my-way"] });
    expect(saved).toEqual({ status: 200, body: { mutedTypes: ["reminder", "on-my-way"] } });
    expect(await mutedTextTypes(database.db, customer.id)).toEqual(new Set(["reminder", "on-my-way"]));
    // The review request is off until switched on (docs/product.md#review-requests).
    expect(await mutedTextTypes(database.db, other.customer.id)).toEqual(new Set(["review-request"]));

    expect(await put(putPreferences, "/api/account/text-preferences", { mutedTypes: [] })).toEqual({ status: 200, body: { mutedTypes: [] } });
    expect(await mutedTextTypes(database.db, customer.id)).toEqual(new Set());
  });

  it.each([
    ["no list", {}],
    ["a list of the wrong shape", { mutedTypes: "reminder" }],
    ["a kind of text we never send", { mutedTypes: ["marketing"] }],
    ["a text that cannot be switched off", { mutedTypes: ["keyword-reply"] }],
    ["a number", { mutedTypes: [7] }],
    ["more entries than kinds", { mutedTypes: Array.from({ length: 10 }, () => "reminder") }],
    ["null", null],
  ])("refuses %s with a 400 that changes nothing", async (_label, body) => {
    const { customer } = await signedInCustomer();
    await put(putPreferences, "/api/account/text-preferences", { mutedTypes: ["visit-complete"] });
    const refused = await put(putPreferences, "/api/account/text-preferences", body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(expect.any(String));
    expect(await mutedTextTypes(database.db, customer.id)).toEqual(new Set(["visit-complete"]));
  });

  it("ticks and unticks the box for the profile phone", async () => {
    const { customer, phone } = await signedInCustomer();
    const ticked = await put(putConsent, "/api/account/text-consent", { consent: true });
    expect(ticked).toEqual({ status: 200, body: { consent: expect.objectContaining({ on: true, wording: SMS_CONSENT_WORDING }) } });
    expect(await consentRow(database.db, phone)).toMatchObject({ userId: customer.id, source: "profile", wording: SMS_CONSENT_WORDING, optedOutAt: null });

    const unticked = await put(putConsent, "/api/account/text-consent", { consent: false });
    expect(unticked).toEqual({ status: 200, body: { consent: expect.objectContaining({ on: false }) } });
    expect((await consentRow(database.db, phone))?.optedOutAt).toEqual(expect.any(Date));
  });

  it.each([
    ["a word", { consent: "yes" }],
    ["nothing", {}],
    ["a list", [true]],
  ])("refuses %s for the box with a 400 that changes nothing", async (_label, body) => {
    const { phone } = await signedInCustomer();
    const refused = await put(putConsent, "/api/account/text-consent", body);
    expect(refused.status).toBe(400);
    expect(await consentRow(database.db, phone)).toBeUndefined();
  });

  it("lets a blocked account stop texts but not start them", async () => {
    const { customer, phone } = await signedInCustomer();
    expect((await put(putConsent, "/api/account/text-consent", { consent: true })).status).toBe(200);
    await database.db.update(users).set({ status: "blocked", blockedReason: "Under review", blockedAt: new Date("2026-03-01T12:00:00Z") }).where(eq(users.id, customer.id));
    expect(await put(putConsent, "/api/account/text-consent", { consent: false })).toMatchObject({ status: 200, body: { consent: { on: false } } });
    expect(await put(putConsent, "/api/account/text-consent", { consent: true })).toMatchObject({ status: 403, body: { error: BLOCKED_READ_ONLY_MESSAGE } });
    expect(await consentRow(database.db, phone)).toMatchObject({ optedOutAt: expect.any(Date) });
    expect((await put(putPreferences, "/api/account/text-preferences", { mutedTypes: ["reminder"] })).status).toBe(403);
  });

  it("asks an account without a phone to add one, with a 400", async () => {
    const customer = await makeAccount(database.db, "Customer");
    mockCookie = await sessionCookieFor(database.db, customer);
    const refused = await put(putConsent, "/api/account/text-consent", { consent: true });
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ fieldErrors: { consent: "Add your mobile number under Your details first, then tick the box." } }) });
  });
});
