import { and, eq } from "drizzle-orm";
import { jobs, smsMessages } from "@/lib/platform/db/schema";
import { makeUser, withEventInbox } from "@/lib/admin/users/user-test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { maySend, optIn } from "./consent";
import { SMS_CONSENT_WORDING } from "./consent-wording";
import { acceptInboundWebhook } from "./inbound";
import { queueText, SMS_JOB_KINDS } from "./outbox";
import { sendQueuedText } from "./send-text";
import { consentRow } from "./test-support";
import { inboundParams, nextMessageSid, signedDelivery, testModeProvider, twilioSignature, twilioTestProvider } from "./testing/sms-webhooks";
import { signTestModeWebhook } from "./provider/test-mode";

// 11:00 in New York, inside texting hours; later instants a few minutes on.
const now = new Date("2026-05-12T15:00:00.000Z");
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

const URL_SIGNED = "https://www.boroughbright.nyc/api/sms/twilio/inbound";
const STOPPED = "Borough Bright Cleaning: you are unsubscribed and will get no more texts from us. Reply START to resume. To cancel a visit, call (212) 555-0147.";
const STARTED = "Borough Bright Cleaning: texts about your visits are back on. Reply HELP for help, STOP to opt out.";
const HELP = "Borough Bright Cleaning: call (212) 555-0147 or email hello@boroughbright.nyc. Msg & data rates may apply. Reply STOP to opt out.";

let serial = 0;
const nextPhone = () => `+1917555${String(2000 + (serial += 1)).slice(-4)}`;

describe.each(testDrivers())("acceptInboundWebhook on %s", (driver) => {
  const { database, inbox } = withEventInbox(() => useTestDatabase(driver, { seed: false }));
  const twilio = twilioTestProvider();
  // Someone to tell: every accepted text sends this admin an event, so "no event" means something.
  let staffId = "";
  beforeAll(async () => {
    staffId = (await makeUser(database.db, "Admin")).id;
  });

  const receive = (from: string, body: string, at = now, sid = nextMessageSid()) => acceptInboundWebhook(database.db, signedDelivery(URL_SIGNED, inboundParams(from, body, sid)), { now: at, provider: twilio });

  const inboundOf = (phone: string) => database.db.select().from(smsMessages).where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "in"))).orderBy(smsMessages.createdAt);
  const repliesTo = (phone: string) =>
    database.db.select().from(smsMessages).where(and(eq(smsMessages.phone, phone), eq(smsMessages.type, "keyword-reply"))).orderBy(smsMessages.createdAt);

  async function optedIn(): Promise<string> {
    const phone = nextPhone();
    await optIn(database.db, { phone, wording: SMS_CONSENT_WORDING, source: "booking" }, now);
    return phone;
  }

  it("stores a signed text as received, unread, with its kind, and matches the customer with that number", async () => {
    const phone = nextPhone();
    // Profiles hold the number as it was typed.
    const customer = await makeUser(database.db, "Customer", { phone: `(917) 555-${phone.slice(-4)}` });
    const result = await receive(phone, "Running 10 min late, the doorman has the key", now, "SM0123456789abcdef0123456789abcdef");
    expect(result).toEqual({ ok: true, messageId: expect.any(String) });
    expect(await inboundOf(phone)).toEqual([
      expect.objectContaining({
        direction: "in",
        type: "inbound",
        status: "received",
        provider: "twilio",
        providerRef: "SM0123456789abcdef0123456789abcdef",
        userId: customer.id,
        body: "Running 10 min late, the doorman has the key",
        segments: 1,
        inboundKind: "message",
        createdAt: now,
        readAt: null,
      }),
    ]);
    expect(await repliesTo(phone)).toEqual([]);
  });

  it("matches a cleaner, and no one when two accounts share the number", async () => {
    const cleanerPhone = nextPhone();
    const cleaner = await makeUser(database.db, "Cleaner", { phone: cleanerPhone });
    await receive(cleanerPhone, "Done at 14 Elm St");
    expect((await inboundOf(cleanerPhone))[0]?.userId).toBe(cleaner.id);

    const shared = nextPhone();
    await makeUser(database.db, "Customer", { phone: shared });
    await makeUser(database.db, "Customer", { phone: `1${shared.slice(2)}` });
    await receive(shared, "Hello?");
    expect((await inboundOf(shared))[0]?.userId).toBeNull();
  });

  it("matches the account that opted in from a number no profile holds", async () => {
    const phone = nextPhone();
    const customer = await makeUser(database.db, "Customer");
    await optIn(database.db, { phone, userId: customer.id, wording: SMS_CONSENT_WORDING, source: "booking" }, now);
    await receive(phone, "C");
    expect((await inboundOf(phone))[0]).toMatchObject({ userId: customer.id, inboundKind: "confirm", readAt: null });
  });

  it.each([
    ["a forged signature", (url: string, params: Record<string, string>) => signedDelivery(url, params, "0".repeat(32))],
    ["no signature", (url: string, params: Record<string, string>) => ({ url, params, signature: null })],
    ["an altered field", (url: string, params: Record<string, string>) => ({ url, params: { ...params, Body: "STOP" }, signature: twilioSignature(url, params) })],
    ["an added field", (url: string, params: Record<string, string>) => ({ url, params: { ...params, Extra: "1" }, signature: twilioSignature(url, params) })],
    ["another address", (url: string, params: Record<string, string>) => ({ url: `${url}?again=1`, params, signature: twilioSignature(url, params) })],
    ["test mode's key", (url: string, params: Record<string, string>) => ({ url, params, signature: signTestModeWebhook(url, params) })],
  ])("refuses %s as forged and changes nothing", async (_name, deliver) => {
    const phone = await optedIn();
    await inbox().drain();
    const result = await acceptInboundWebhook(database.db, deliver(URL_SIGNED, inboundParams(phone, "HELP")), { now, provider: twilio });
    expect(result).toEqual({ ok: false, reason: "forged", message: "The webhook's signature does not match." });
    expect(await inboundOf(phone)).toEqual([]);
    expect(await repliesTo(phone)).toEqual([]);
    expect(await inbox().drain()).toEqual([]);
    // The same delivery, signed, is taken: the refusal was the signature's doing.
    expect(await acceptInboundWebhook(database.db, signedDelivery(URL_SIGNED, inboundParams(phone, "HELP")), { now, provider: twilio })).toMatchObject({ ok: true });
    expect((await inbox().drain()).map((event) => event.userId)).toEqual([staffId]);
  });

  it("acts on a replayed delivery once: one row, one answer, one event", async () => {
    const phone = await optedIn();
    await inbox().drain();
    const delivery = signedDelivery(URL_SIGNED, inboundParams(phone, "STOP"));
    const first = await acceptInboundWebhook(database.db, delivery, { now, provider: twilio });
    const replays = await Promise.all([1, 2, 3].map((offset) => acceptInboundWebhook(database.db, delivery, { now: minutes(offset), provider: twilio })));
    expect(first).toEqual({ ok: true, messageId: expect.any(String) });
    expect(replays).toEqual([1, 2, 3].map(() => ({ ok: true, messageId: null })));
    expect(await inboundOf(phone)).toHaveLength(1);
    expect(await repliesTo(phone)).toHaveLength(1);
    expect((await inbox().drain()).map((event) => event.userId)).toEqual([staffId]);
  });

  it("confirms STOP once however often it is sent, stores each, and never leaves them unread", async () => {
    const phone = await optedIn();
    await receive(phone, "STOP");
    await receive(phone, "stop", minutes(1));
    await receive(phone, "Quit", minutes(2));
    expect((await inboundOf(phone)).map((row) => [row.body, row.inboundKind, row.readAt])).toEqual([
      ["STOP", "stop", now],
      ["stop", "stop", minutes(1)],
      ["Quit", "stop", minutes(2)],
    ]);
    expect((await repliesTo(phone)).map((row) => [row.body, row.status, row.direction])).toEqual([[STOPPED, "queued", "out"]]);
    expect(await consentRow(database.db, phone)).toMatchObject({ optedOutAt: now, optOutKeyword: "STOP" });
  });

  it("answers START once after a STOP, and HELP every time", async () => {
    const phone = await optedIn();
    await receive(phone, "STOP");
    await receive(phone, "START", minutes(1));
    await receive(phone, "unstop", minutes(2));
    await receive(phone, "HELP", minutes(3));
    await receive(phone, "help", minutes(4));
    expect((await repliesTo(phone)).map((row) => row.body)).toEqual([STOPPED, STARTED, HELP, HELP]);
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: true });
  });

  it("sends the STOP confirmation and drops every later text at sending, a staff reply included", async () => {
    const provider = testModeProvider();
    const phone = await optedIn();
    const reminder = await queueText(database.db, { phone, type: "reminder", body: "Borough Bright: your cleaning is tomorrow at 9 AM. Reply C to confirm, R to reschedule." }, now, provider);
    const stop = inboundParams(phone, "STOP");
    expect(await acceptInboundWebhook(database.db, { url: URL_SIGNED, params: stop, signature: signTestModeWebhook(URL_SIGNED, stop) }, { now, provider })).toMatchObject({ ok: true });
    const later = await queueText(database.db, { phone, type: "staff-reply", body: "Hi, this is Marcus from the office." }, minutes(5), provider);
    const [confirmation] = await repliesTo(phone);
    if (!reminder || !later || !confirmation) throw new Error("texts were not queued");

    expect(await sendQueuedText(database.db, confirmation.id, { now: minutes(1), provider })).toEqual({ outcome: "sent" });
    expect(await sendQueuedText(database.db, reminder, { now: minutes(6), provider })).toEqual({ outcome: "dropped", reason: "opted-out" });
    expect(await sendQueuedText(database.db, later, { now: minutes(6), provider })).toEqual({ outcome: "dropped", reason: "opted-out" });
    const sendJobs = await database.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs).where(eq(jobs.kind, SMS_JOB_KINDS.send));
    expect(sendJobs).toContainEqual({ kind: SMS_JOB_KINDS.send, payload: { messageId: confirmation.id } });
  });

  it("keeps C and R unread for the inbox, unanswered, and tells every active staff account live", async () => {
    const superAdmin = await makeUser(database.db, "SuperAdmin");
    const admin = await makeUser(database.db, "Admin");
    const moderator = await makeUser(database.db, "Moderator");
    const blockedAdmin = await makeUser(database.db, "Admin", { status: "blocked", blockedReason: "Left the company", blockedAt: now });
    const cleaner = await makeUser(database.db, "Cleaner");
    const customer = await makeUser(database.db, "Customer");
    const phone = await optedIn();
    await inbox().drain();

    const confirm = await receive(phone, " c ");
    const reschedule = await receive(phone, "R", minutes(1));
    await receive(phone, "HELP", minutes(2));
    expect((await inboundOf(phone)).map((row) => [row.inboundKind, row.readAt])).toEqual([
      ["confirm", null],
      ["reschedule", null],
      ["help", minutes(2)],
    ]);
    expect((await repliesTo(phone)).map((row) => row.body)).toEqual([HELP]);

    const events = await inbox().drain();
    const receivers = new Set(events.map((event) => event.userId));
    for (const staff of [superAdmin, admin, moderator]) expect(receivers).toContain(staff.id);
    for (const other of [blockedAdmin, cleaner, customer]) expect(receivers).not.toContain(other.id);
    const forAdmin = events.filter((event) => event.userId === admin.id).map((event) => event.event);
    expect(forAdmin).toEqual([
      { target: "TextReceived", payload: { phone, messageId: confirm.ok ? confirm.messageId : "", kind: "confirm", unread: true, timestamp: now.toISOString() } },
      { target: "TextReceived", payload: { phone, messageId: reschedule.ok ? reschedule.messageId : "", kind: "reschedule", unread: true, timestamp: minutes(1).toISOString() } },
      { target: "TextReceived", payload: expect.objectContaining({ kind: "help", unread: false }) },
    ]);
    expect(events.every((event) => event.endsSessions === false)).toBe(true);
  });

  it.each([
    ["no MessageSid", { MessageSid: undefined }, "The webhook's MessageSid is missing."],
    ["a MessageSid with a slash", { MessageSid: "SM/../x" }, "The webhook's MessageSid is not a message id."],
    ["a short code as From", { From: "72345" }, "The webhook's From is not a phone number."],
    ["a sender name as From", { From: "Twilio" }, "The webhook's From is not a phone number."],
    ["no Body", { Body: undefined }, "The webhook's Body is missing."],
    ["a Body too long", { Body: "x".repeat(1_601) }, "The webhook's Body is longer than 1600 characters."],
    ["a NUL in the Body", { Body: "STOP\u0000" }, "Body: This text contains a NUL character, which we cannot store. Please remove it."],
  ])("refuses a signed delivery with %s as invalid and changes nothing", async (_name, change, message) => {
    const phone = await optedIn();
    const params = Object.fromEntries(Object.entries({ ...inboundParams(phone, "STOP"), ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined));
    expect(await acceptInboundWebhook(database.db, signedDelivery(URL_SIGNED, params), { now, provider: twilio })).toEqual({ ok: false, reason: "invalid", message });
    expect(await inboundOf(phone)).toEqual([]);
    expect(await consentRow(database.db, phone)).toMatchObject({ optedOutAt: null });
  });

  it("normalises a sender written with spaces to E.164", async () => {
    const phone = nextPhone();
    await receive(`+1 ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`, "Hi");
    expect(await inboundOf(phone)).toHaveLength(1);
  });

  it("takes test mode's simulated reply through the same check", async () => {
    const provider = testModeProvider();
    const phone = nextPhone();
    const params = inboundParams(phone, "R", "test-simulated-1");
    expect(await acceptInboundWebhook(database.db, { url: URL_SIGNED, params, signature: signTestModeWebhook(URL_SIGNED, params) }, { now, provider })).toEqual({ ok: true, messageId: expect.any(String) });
    expect(await acceptInboundWebhook(database.db, signedDelivery(URL_SIGNED, { ...params, MessageSid: "test-simulated-2" }), { now, provider })).toMatchObject({ ok: false, reason: "forged" });
    expect((await inboundOf(phone)).map((row) => [row.provider, row.inboundKind])).toEqual([["test-mode", "reschedule"]]);
  });
});
