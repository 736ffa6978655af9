/**
 * The public write endpoints answer hostile text (a NUL byte, a lone surrogate, a direction
 * override in a name) with a 400 naming the field, and store nothing; the same request with
 * ordinary text goes through, so the refusal is the text's doing. The staff inbox's text
 * endpoints, signed in as staff, are held to the same, and so are the profile's texts settings,
 * signed in as a customer, which take only fixed words and yes or no.
 */
import { and, eq } from "drizzle-orm";
import { bookOrder, makeAccount, nextVisitStart } from "@/lib/admin/test-support";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { storeInboundText } from "@/lib/messaging/test-support";
import { issuePollToken } from "@/lib/booking/polls";
import { leads, satisfactionPolls, smsMessages, users } from "@/lib/platform/db/schema";
import { configureTexts, inboundParams, twilioRequest, twilioSignature } from "@/lib/messaging/testing/sms-webhooks";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as replyToText } from "./admin/messages/[phone]/reply/route";
import { POST as simulateText } from "./admin/messages/outbox/simulate/route";
import { mutedTextTypes } from "@/lib/messaging/preferences";
import { consentRow } from "@/lib/messaging/test-support";
import { POST as register } from "./account/register/route";
import { PUT as textConsent } from "./account/text-consent/route";
import { PUT as textPreferences } from "./account/text-preferences/route";
import { POST as contact } from "./contact/route";
import { POST as answerPoll } from "./polls/route";
import { POST as receiveText } from "./sms/twilio/inbound/route";

jest.setTimeout(60_000);

/** The account signed in: staff for the inbox's endpoints, a customer for the profile's; nobody for the public ones. */
let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({
  ...jest.requireActual<object>("@/lib/auth/session"),
  getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "hostile-text" } : null),
  getSessionUser: async () => mockUser,
}));

type Handler = (request: Request) => Promise<Response>;

let address = 0;
async function post(handler: Handler, path: string, body: unknown, method = "POST") {
  address += 1;
  const request = siteRequest(path, { method, json: body, headers: { "x-forwarded-for": `198.51.100.${address}` } });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as { fieldErrors?: Record<string, string> } };
}

const HOSTILE = [
  ["a NUL byte", "\u0000", /invisible control character/],
  ["a lone surrogate", "\ud83d", /broken character/],
  ["a direction override", "\u202e", /text-direction control character/],
] as const;

describe.each(testDrivers())("hostile text on the public endpoints, on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  it.each(HOSTILE)("POST /api/contact refuses %s in the name and stores no lead", async (_kind, character, message) => {
    const email = `contact-${address}@example.com`;
    const valid = { name: "Jordan Lee", email, borough: "Queens", message: "A move-out clean of a one-bedroom in Astoria, please." };
    const refused = await post(contact, "/api/contact", { ...valid, name: `Jor${character}dan Lee` });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ name: expect.stringMatching(message) });
    expect(await database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);

    expect((await post(contact, "/api/contact", valid)).status).toBe(200);
    expect(await database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);
  });

  it("POST /api/contact refuses a NUL byte or a lone surrogate in the message", async () => {
    for (const character of ["\u0000", "\udc00"]) {
      const email = `message-${address}@example.com`;
      const refused = await post(contact, "/api/contact", { name: "Sam Ortiz", email, borough: "Brooklyn", message: `Two bathrooms${character} and a balcony in Bushwick.` });
      expect(refused).toEqual({ status: 400, body: expect.objectContaining({ fieldErrors: { message: expect.stringMatching(/ in the message\. /) } }) });
      expect(await database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
    }
  });

  it.each(HOSTILE)("POST /api/account/register refuses %s in a name and creates no account", async (_kind, character, message) => {
    const email = `register-${address}@example.com`;
    const valid = { firstName: "Ana", lastName: "Ruiz", email, password: "Bright-Bushwick-2026" };
    for (const field of ["firstName", "lastName"] as const) {
      const refused = await post(register, "/api/account/register", { ...valid, [field]: `An${character}a` });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ [field]: expect.stringMatching(message) });
    }
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The same details without the hostile character do make the account (registration answers
    // 202 whether or not the address was free, so the table is what tells).
    expect((await post(register, "/api/account/register", valid)).status).toBe(202);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("POST /api/polls refuses a NUL byte or a lone surrogate in the comment and leaves the poll unanswered", async () => {
    const customer = await makeAccount(database.db, "Customer");
    const orderId = await bookOrder(database.db, customer.id, nextVisitStart());
    const token = await issuePollToken(database.db, orderId);
    if (!token) throw new Error("no poll token");
    for (const character of ["\u0000", "\ud800"]) {
      const refused = await post(answerPoll, "/api/polls", { token, rating: 5, comment: `Spotless${character} kitchen` });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ comment: expect.stringMatching(/ in the comment\. /) });
    }
    const [poll] = await database.db.select().from(satisfactionPolls).where(eq(satisfactionPolls.orderId, orderId));
    expect(poll).toMatchObject({ answeredAt: null, rating: null, comment: null });
    expect((await post(answerPoll, "/api/polls", { token, rating: 5, comment: "Spotless kitchen" })).status).toBe(200);
  });

  it("POST /api/sms/twilio/inbound refuses a NUL byte in a correctly signed text and stores nothing", async () => {
    const texts = configureTexts("twilio");
    try {
      const signedUrl = "https://www.boroughbright.nyc/api/sms/twilio/inbound";
      const phone = "+16465550177";
      const send = (body: string) => {
        const params = inboundParams(phone, body);
        return receiveText(twilioRequest("http://127.0.0.1:3000/api/sms/twilio/inbound", params, twilioSignature(signedUrl, params)));
      };
      const refused = await send("Gate code 12\u00004");
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/^Body: .*NUL character/) });
      expect(await database.db.select().from(smsMessages).where(eq(smsMessages.phone, phone))).toHaveLength(0);

      expect((await send("Gate code 124")).status).toBe(200);
      expect(await database.db.select().from(smsMessages).where(eq(smsMessages.phone, phone))).toHaveLength(1);
    } finally {
      texts.restore();
    }
  });
});

describe.each(testDrivers())("hostile text on the staff text endpoints, on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  let texts: { restore(): void } | undefined;
  beforeAll(() => {
    texts = configureTexts("test-mode");
  });
  afterAll(() => texts?.restore());
  afterEach(() => {
    mockUser = null;
  });

  const textsFrom = (phone: string, direction: "in" | "out") => database.db.select().from(smsMessages).where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, direction)));

  it("POST /api/admin/messages/{number}/reply refuses a NUL byte or a lone surrogate in the reply and queues nothing", async () => {
    mockUser = toSessionUser(await makeAccount(database.db, "Moderator", { firstName: "Ana" }));
    const phone = "+16465550178";
    await storeInboundText(database.db, phone, "Is 10 ok?", new Date("2026-03-02T15:00:00Z"));
    const reply = (body: string) => replyToText(siteRequest("/api/admin/messages/16465550178/reply", { json: { body } }), pathParams({ phone: "16465550178" }));
    for (const character of ["\u0000", "\ud800", "\udc00"]) {
      const refused = await reply(`Yes${character}, 10 is fine`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual(expect.objectContaining({ fieldErrors: { body: expect.stringMatching(/ in the reply\. /) } }));
    }
    expect(await textsFrom(phone, "out")).toHaveLength(0);
    expect((await reply("Yes, 10 is fine")).status).toBe(201);
    expect(await textsFrom(phone, "out")).toHaveLength(1);
  });

  it("POST /api/admin/messages/outbox/simulate refuses a NUL byte or a lone surrogate in the text and stores nothing", async () => {
    mockUser = toSessionUser(await makeAccount(database.db, "Admin"));
    const phone = "+16465550179";
    const simulate = (body: string) => simulateText(siteRequest("/api/admin/messages/outbox/simulate", { json: { phone, body } }));
    for (const character of ["\u0000", "\ud83d"]) {
      const refused = await simulate(`Gate code 12${character}4`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual(expect.objectContaining({ fieldErrors: { body: expect.stringMatching(/ in the text\. /) } }));
    }
    expect(await textsFrom(phone, "in")).toHaveLength(0);
    expect((await simulate("Gate code 124")).status).toBe(201);
    expect(await textsFrom(phone, "in")).toHaveLength(1);
  });
});

describe.each(testDrivers())("hostile text on the profile's texts endpoints, on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  afterEach(() => {
    mockUser = null;
  });

  it.each(HOSTILE)("PUT /api/account/text-preferences and text-consent refuse %s and change nothing", async (_kind, character) => {
    const phone = `+1332555${String(1000 + address).slice(-4)}`;
    const customer = await makeAccount(database.db, "Customer", { phone });
    mockUser = toSessionUser(customer);
    // A new account's switches: everything on but the texts a customer must ask for (review requests).
    const before = await mutedTextTypes(database.db, customer.id);
    const refused = await post(textPreferences, "/api/account/text-preferences", { mutedTypes: [`remin${character}der`] }, "PUT");
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ "mutedTypes.0": expect.any(String) });
    expect(await mutedTextTypes(database.db, customer.id)).toEqual(before);
    expect((await post(textConsent, "/api/account/text-consent", { consent: `yes${character}` }, "PUT")).status).toBe(400);
    expect(await consentRow(database.db, phone)).toBeUndefined();

    expect((await post(textPreferences, "/api/account/text-preferences", { mutedTypes: ["reminder"] }, "PUT")).status).toBe(200);
    expect(await mutedTextTypes(database.db, customer.id)).toEqual(new Set(["reminder"]));
  });
});
