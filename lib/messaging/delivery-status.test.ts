import { eq } from "drizzle-orm";
import { smsMessages } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { acceptStatusWebhook } from "./delivery-status";
import { signedDelivery, nextMessageSid, statusParams, twilioSignature, twilioTestProvider } from "./testing/sms-webhooks";

const queuedAt = new Date("2026-05-12T15:00:00.000Z");
const sentAt = new Date("2026-05-12T15:00:05.000Z");
const seconds = (count: number) => new Date(sentAt.getTime() + count * 1_000);

const URL_SIGNED = "https://www.boroughbright.nyc/api/sms/twilio/status";

describe.each(testDrivers())("acceptStatusWebhook on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });
  const twilio = twilioTestProvider();

  /** A text of ours the provider took: status sent, with its id. */
  async function sentText(): Promise<string> {
    const providerRef = nextMessageSid();
    await database.db.insert(smsMessages).values({
      direction: "out",
      phone: "+19175550123",
      type: "reminder",
      body: "Borough Bright: your cleaning is tomorrow at 9 AM.",
      segments: 1,
      status: "sent",
      provider: "twilio",
      providerRef,
      createdAt: queuedAt,
      sentAt,
    });
    return providerRef;
  }

  const post = (sid: string, status: string, at: Date, errorCode?: number) => acceptStatusWebhook(database.db, signedDelivery(URL_SIGNED, statusParams(sid, status, errorCode)), { now: at, provider: twilio });
  const row = async (sid: string) => (await database.db.select().from(smsMessages).where(eq(smsMessages.providerRef, sid)))[0];

  it("records delivered with its moment, and a late sent after it changes nothing", async () => {
    const sid = await sentText();
    expect(await post(sid, "delivered", seconds(3))).toEqual({ ok: true, outcome: "updated" });
    expect(await post(sid, "sent", seconds(4))).toEqual({ ok: true, outcome: "unchanged" });
    expect(await post(sid, "sending", seconds(5))).toEqual({ ok: true, outcome: "unchanged" });
    expect(await post(sid, "undelivered", seconds(6), 30003)).toEqual({ ok: true, outcome: "unchanged" });
    expect(await row(sid)).toMatchObject({ status: "delivered", deliveredAt: seconds(3), sentAt, errorCode: null });
  });

  it("moves queued on to sent, noting when the provider had it if we had not, then to delivered", async () => {
    const sid = await sentText();
    await database.db.update(smsMessages).set({ status: "queued", sentAt: null }).where(eq(smsMessages.providerRef, sid));
    expect(await post(sid, "queued", seconds(1))).toEqual({ ok: true, outcome: "unchanged" });
    expect(await post(sid, "sent", seconds(2))).toEqual({ ok: true, outcome: "updated" });
    expect(await row(sid)).toMatchObject({ status: "sent", sentAt: seconds(2), deliveredAt: null });
    expect(await post(sid, "read", seconds(9))).toEqual({ ok: true, outcome: "updated" });
    expect(await row(sid)).toMatchObject({ status: "delivered", sentAt: seconds(2), deliveredAt: seconds(9) });
  });

  it.each([
    ["undelivered", 30003, "undelivered", "unreachable (30003)"],
    ["failed", 30007, "failed", "blocked (30007)"],
    ["failed", 30034, "failed", "blocked (30034)"],
    ["undelivered", 30008, "undelivered", "unavailable (30008)"],
  ])("keeps %s with the carrier's error %s", async (twilioStatus, code, status, errorCode) => {
    const sid = await sentText();
    expect(await post(sid, twilioStatus, seconds(3), code)).toEqual({ ok: true, outcome: "updated" });
    expect(await row(sid)).toMatchObject({ status, errorCode, deliveredAt: null });
    // A delivered that arrives after the failure does not undo it.
    expect(await post(sid, "delivered", seconds(4))).toEqual({ ok: true, outcome: "unchanged" });
    expect(await row(sid)).toMatchObject({ status, errorCode });
  });

  it("takes a failure without an error code, the code empty as Twilio sometimes sends it", async () => {
    const sid = await sentText();
    const params = { ...statusParams(sid, "failed"), ErrorCode: "" };
    expect(await acceptStatusWebhook(database.db, signedDelivery(URL_SIGNED, params), { now: seconds(3), provider: twilio })).toEqual({ ok: true, outcome: "updated" });
    expect(await row(sid)).toMatchObject({ status: "failed", errorCode: null });
  });

  it("acknowledges a text it does not know, or a status that says nothing about delivery, and changes nothing", async () => {
    const sid = await sentText();
    expect(await post(nextMessageSid(), "delivered", seconds(3))).toEqual({ ok: true, outcome: "unknown" });
    expect(await post(sid, "received", seconds(3))).toEqual({ ok: true, outcome: "ignored" });
    expect(await post(sid, "something_new", seconds(3))).toEqual({ ok: true, outcome: "ignored" });
    expect(await row(sid)).toMatchObject({ status: "sent", deliveredAt: null });
  });

  it("never touches an inbound text with the same id", async () => {
    const sid = nextMessageSid();
    await database.db.insert(smsMessages).values({ direction: "in", phone: "+19175550123", type: "inbound", body: "Hi", segments: 1, status: "received", provider: "twilio", providerRef: sid, createdAt: queuedAt });
    expect(await post(sid, "delivered", seconds(3))).toEqual({ ok: true, outcome: "unknown" });
    expect(await row(sid)).toMatchObject({ status: "received", deliveredAt: null });
  });

  it("refuses a forged, missing or altered signature and changes nothing", async () => {
    const sid = await sentText();
    const params = statusParams(sid, "failed", 30007);
    for (const delivery of [
      signedDelivery(URL_SIGNED, params, "0".repeat(32)),
      { url: URL_SIGNED, params, signature: null },
      { url: URL_SIGNED, params: { ...params, MessageStatus: "delivered" }, signature: twilioSignature(URL_SIGNED, params) },
    ]) {
      expect(await acceptStatusWebhook(database.db, delivery, { now: seconds(3), provider: twilio })).toMatchObject({ ok: false, reason: "forged" });
    }
    expect(await row(sid)).toMatchObject({ status: "sent", errorCode: null });
  });

  it.each([
    ["no MessageStatus", { MessageStatus: undefined }, "The webhook's MessageStatus is missing."],
    ["a MessageStatus with spaces", { MessageStatus: "de livered" }, "The webhook's MessageStatus is not a message status."],
    ["an ErrorCode that is not a number", { ErrorCode: "30007a" }, "The webhook's ErrorCode is not an error code."],
    ["no MessageSid", { MessageSid: undefined }, "The webhook's MessageSid is missing."],
  ])("refuses a signed callback with %s as invalid", async (_name, change, message) => {
    const sid = await sentText();
    const params = Object.fromEntries(Object.entries({ ...statusParams(sid, "delivered"), ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined));
    expect(await acceptStatusWebhook(database.db, signedDelivery(URL_SIGNED, params), { now: seconds(3), provider: twilio })).toEqual({ ok: false, reason: "invalid", message });
    expect(await row(sid)).toMatchObject({ status: "sent" });
  });

  it("lets only one of two racing callbacks move the text", async () => {
    const sid = await sentText();
    const outcomes = await Promise.all([post(sid, "delivered", seconds(3)), post(sid, "undelivered", seconds(3), 30003)]);
    expect(outcomes.filter((outcome) => outcome.ok && outcome.outcome === "updated")).toHaveLength(1);
    expect(["delivered", "undelivered"]).toContain((await row(sid))?.status);
  });
});
