import { and, eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { withEventInbox } from "@/lib/admin/users/user-test-support";
import { getConfig } from "@/lib/platform/config";
import { smsMessages } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { optIn } from "../consent";
import { SMS_CONSENT_WORDING } from "../consent-wording";
import { signTestModeWebhook } from "../provider/test-mode";
import type { SmsProvider, SmsWebhookRequest } from "../provider/types";
import { configureTexts, testModeProvider, twilioTestProvider } from "../testing/sms-webhooks";
import { SMS_INBOUND_WEBHOOK_PATH } from "../webhook-url";
import { INBOX_FORBIDDEN } from "./inbox-access";
import { inboxQuerySchema } from "./inbox-schemas";
import { nextPhone, storeOurText } from "./inbox-test-support";
import { replyToThread } from "./reply";
import { SIMULATE_MESSAGES, simulateInboundText, TEST_MODE_BUSINESS_NUMBER } from "./simulate-reply";
import { listTestOutbox, testOutboxPageView } from "./test-outbox";
import { getThread } from "./thread";
import { listThreads } from "./threads";

// 11:00 in New York, inside texting hours.
const now = new Date("2026-05-12T15:00:00.000Z");
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

/** Test mode, with every delivery it is asked to check kept for the test to read. */
function watchedTestMode(): { provider: SmsProvider; checked: SmsWebhookRequest[] } {
  const real = testModeProvider();
  const checked: SmsWebhookRequest[] = [];
  return {
    checked,
    provider: {
      ...real,
      send: real.send.bind(real),
      verifyWebhook: (request) => {
        checked.push(request);
        return real.verifyWebhook(request);
      },
    },
  };
}

describe.each(testDrivers())("simulating a reply in test mode on %s", (driver) => {
  const { database, inbox } = withEventInbox(() => useTestDatabase(driver, { seed: false }));
  const { db } = database;

  it("posts the text as Twilio would, signed with test mode's key, through the inbound webhook: stored, unread in the inbox, and told to staff live", async () => {
    const phone = nextPhone();
    const staff = await makeAccount(db, "Moderator");
    const customer = await makeAccount(db, "Customer", { firstName: "Lena", lastName: "Park", phone });
    await storeOurText(db, phone, "Reminder: your visit is tomorrow at 9 AM. Reply C to confirm, R to reschedule.", minutes(-60), { type: "reminder", userId: customer.id });
    await inbox().drain();
    const { provider, checked } = watchedTestMode();

    const result = await simulateInboundText(db, staff, { phone, body: "R" }, now, provider);
    expect(result).toEqual({ ok: true, data: { phone, messageId: expect.any(String) } });

    // The delivery is exactly what Twilio posts, and its signature is the real check's to pass.
    expect(checked).toHaveLength(1);
    const [delivery] = checked;
    expect(delivery?.url).toBe(new URL(SMS_INBOUND_WEBHOOK_PATH, getConfig().PUBLIC_URL).toString());
    expect(delivery?.params).toMatchObject({ From: phone, To: TEST_MODE_BUSINESS_NUMBER, Body: "R", MessageSid: expect.stringMatching(/^SM[0-9a-f]{32}$/), AccountSid: expect.stringMatching(/^AC[0-9a-f]{32}$/), SmsStatus: "received" });
    expect(delivery?.signature).toBe(signTestModeWebhook(delivery?.url ?? "", delivery?.params ?? {}));
    expect(delivery?.params.SmsSid).toBe(delivery?.params.MessageSid);

    const [stored] = await db.select().from(smsMessages).where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "in")));
    expect(stored).toMatchObject({ body: "R", inboundKind: "reschedule", provider: "test-mode", providerRef: delivery?.params.MessageSid, userId: customer.id, readAt: null, createdAt: now });
    const threads = await listThreads(db, inboxQuerySchema.parse({}));
    expect(threads.items.find((thread) => thread.phone === phone)).toMatchObject({ unread: 1, lastBody: "R", contact: { name: "Lena Park" } });
    const events = (await inbox().drain()).filter((envelope) => envelope.userId === staff.id);
    expect(events.map((envelope) => envelope.event)).toEqual([{ target: "TextReceived", payload: { phone, messageId: stored?.id, kind: "reschedule", unread: true, timestamp: now.toISOString() } }]);
  });

  it("takes a simulated STOP like a real one: the number opts out, the confirmation is queued, and staff can no longer reply", async () => {
    const phone = nextPhone();
    const admin = await makeAccount(db, "Admin");
    await optIn(db, { phone, wording: SMS_CONSENT_WORDING, source: "booking" }, minutes(-10));
    const { provider } = watchedTestMode();
    expect(await simulateInboundText(db, admin, { phone, body: "STOP" }, now, provider)).toMatchObject({ ok: true });

    const thread = await getThread(db, phone, now);
    expect(thread?.optedOut).toBe(true);
    expect(thread?.texts.map((text) => [text.fromUs, text.type, text.body.slice(0, 24)])).toEqual([
      [false, "inbound", "STOP"],
      [true, "keyword-reply", "Borough Bright Cleaning:"],
    ]);
    expect(await replyToThread(db, admin, phone, { body: "Sorry to see you go" }, minutes(1), provider)).toMatchObject({ ok: false, code: "opted-out" });
  });

  it("lists the outbox by phone, latest phone first, each phone's texts oldest first, with the simulated replies", async () => {
    const [first, second] = [nextPhone(), nextPhone()];
    const admin = await makeAccount(db, "Admin");
    const { provider } = watchedTestMode();
    await storeOurText(db, first, "Your booking C-10001 is received.", minutes(20), { type: "booking-received" });
    await storeOurText(db, second, "Your booking C-10002 is confirmed.", minutes(21), { type: "booking-confirmed", status: "queued" });
    await simulateInboundText(db, admin, { phone: first, body: "Thanks!" }, minutes(22), provider);
    // A real provider's texts never show here.
    await storeOurText(db, second, "Sent by Twilio", minutes(23), { provider: "twilio" });

    const phones = (await listTestOutbox(db)).filter((phone) => phone.phone === first || phone.phone === second);
    expect(phones.map((phone) => [phone.phone, phone.texts.map((text) => [text.fromUs, text.body, text.status])])).toEqual([
      [
        first,
        [
          [true, "Your booking C-10001 is received.", "sent"],
          [false, "Thanks!", "received"],
        ],
      ],
      [second, [[true, "Your booking C-10002 is confirmed.", "queued"]]],
    ]);
    expect(phones[0]).toMatchObject({ phoneLabel: expect.stringMatching(/^\(917\) 555-\d{4}$/), contactName: null });
  });

  it("exists only in test mode, and only for staff; a number or text it cannot take is a clear refusal that stores nothing", async () => {
    const phone = nextPhone();
    const admin = await makeAccount(db, "Admin");
    const { provider } = watchedTestMode();
    const notTestMode = { ok: false, kind: "not-found", message: SIMULATE_MESSAGES.notTestMode };
    expect(await simulateInboundText(db, admin, { phone, body: "Hi" }, now, twilioTestProvider())).toEqual(notTestMode);
    expect(await simulateInboundText(db, admin, { phone, body: "Hi" }, now, null)).toEqual(notTestMode);
    for (const role of ["Customer", "Cleaner"] as const) {
      expect(await simulateInboundText(db, await makeAccount(db, role), { phone, body: "Hi" }, now, provider)).toEqual({ ok: false, kind: "forbidden", message: INBOX_FORBIDDEN });
    }
    expect(await simulateInboundText(db, admin, { phone: "12", body: "Hi" }, now, provider)).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { phone: expect.stringMatching(/complete phone number/) } });
    expect(await simulateInboundText(db, admin, { phone: "+44 20 7946 0958", body: "Hi" }, now, provider)).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { phone: expect.stringMatching(/US phone numbers/) } });
    expect(await simulateInboundText(db, admin, { phone, body: "  " }, now, provider)).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { body: expect.any(String) } });
    expect(await db.select().from(smsMessages).where(eq(smsMessages.phone, phone))).toEqual([]);
    // A number typed as people type it is read as E.164.
    const typed = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    expect(await simulateInboundText(db, admin, { phone: typed, body: "Hi" }, now, provider)).toEqual({ ok: true, data: { phone, messageId: expect.any(String) } });
  });
});

describe("the test-mode outbox page", () => {
  it.each(["twilio", "off"] as const)("does not exist when texts are %s", async (mode) => {
    const texts = configureTexts(mode);
    try {
      expect(await testOutboxPageView()).toBeNull();
    } finally {
      texts.restore();
    }
  });
});
