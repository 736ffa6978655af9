import { eq } from "drizzle-orm";
import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { MAX_ATTEMPTS } from "@/lib/platform/jobs/queue";
import { createLogger } from "@/lib/platform/log/logger";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { optIn, optOut } from "./consent";
import { SMS_CONSENT_WORDING } from "./consent-wording";
import { createMessagingJobHandlers } from "./jobs";
import { countingProvider, pendingTextJobs, uniquePhone } from "./notice-test-support";
import { queueText, sendJobKey, SMS_JOB_KINDS } from "./outbox";
import { SmsSendError, type SmsProvider } from "./provider/types";
import { sendQueuedText } from "./send-text";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

const logger = createLogger(undefined, "silent");

/** Instants in UTC on purpose: New York is UTC−5 in winter and UTC−4 in summer. */
const at = (iso: string) => new Date(iso);
/** Tuesday 12 May 2026, 11:00 in New York. */
const DAY = at("2026-05-12T15:00:00Z");

describe.each(testDrivers())("sending a queued text on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });
  const db: Database = database.db;

  /** A text of `type` to a number that opted in, queued at `when`; answers its id and number. */
  async function queued(type: OutgoingSmsType, when: Date, provider: SmsProvider = countingProvider()) {
    const phone = uniquePhone();
    await optIn(db, { phone, wording: SMS_CONSENT_WORDING, source: "booking" }, when);
    const id = await queueText(db, { phone, type, body: "Borough Bright Cleaning: a test text." }, when, provider);
    if (!id) throw new Error("not queued");
    return { id, phone };
  }

  const row = async (id: string) => {
    const [found] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    if (!found) throw new Error(`no text ${id}`);
    return found;
  };

  /** The sms:send job's handler, as the worker runs it on attempt `attempts`. */
  const runSend = (handlers: ReturnType<typeof createMessagingJobHandlers>, messageId: string, attempts = 1) =>
    handlers[SMS_JOB_KINDS.send]?.({ messageId }, { db, logger, job: { id: 0, kind: SMS_JOB_KINDS.send, payload: { messageId }, attempts } });

  it("hands a text over once and keeps what the provider answered", async () => {
    const provider = countingProvider(async () => ({ providerRef: "SM-once", status: "queued" }));
    const { id, phone } = await queued("booking-confirmed", DAY);
    expect(await sendQueuedText(db, id, { now: DAY, provider })).toEqual({ outcome: "sent" });
    expect(provider.sent).toEqual([{ to: phone, body: "Borough Bright Cleaning: a test text.", type: "booking-confirmed", statusCallbackUrl: "http://localhost:3000/api/sms/twilio/status" }]);
    // Twilio answers "queued" for a text it took: the row keeps the provider's word, and the text is not sent again.
    expect(await row(id)).toMatchObject({ status: "queued", providerRef: "SM-once", sentAt: DAY, claimedUntil: null });
    expect(await sendQueuedText(db, id, { now: new Date(DAY.getTime() + 60_000), provider })).toEqual({ outcome: "nothing-to-do" });
    expect(provider.sent).toHaveLength(1);
  });

  it.each([
    // spring forward, Sunday 8 March 2026: queued at 8:50 PM EST, its job late until 9:30 PM; 8 AM is EDT
    ["the spring switch", "2026-03-08T01:50:00Z", "2026-03-08T02:30:00Z", "2026-03-08T12:00:00Z"],
    // fall back, Sunday 1 November 2026: queued at 8:50 PM EDT, sent at 11 PM EDT; 8 AM is EST
    ["the fall switch", "2026-11-01T00:50:00Z", "2026-11-01T03:00:00Z", "2026-11-01T13:00:00Z"],
    // an ordinary summer night, after midnight
    ["a summer night", "2026-07-01T00:50:00Z", "2026-07-01T05:00:00Z", "2026-07-01T12:00:00Z"],
  ])("puts a daytime text off to 8 AM New York time on %s", async (_night, queuedAt, sendAt, morning) => {
    const provider = countingProvider();
    const { id } = await queued("reminder", at(queuedAt), provider);
    expect(await sendQueuedText(db, id, { now: at(sendAt), provider })).toEqual({ outcome: "later", at: at(morning) });
    expect(provider.sent).toEqual([]);
    expect(await row(id)).toMatchObject({ status: "queued", claimedUntil: null });

    // The job hands it to a job of its own at that hour.
    const handlers = createMessagingJobHandlers({ now: () => at(sendAt), provider: () => provider });
    await runSend(handlers, id);
    const sends = (await pendingTextJobs(db, SMS_JOB_KINDS.send)).filter((job) => job.payload.messageId === id);
    expect(sends.map((job) => [job.dedupeKey, job.runAt])).toContainEqual([sendJobKey(id, at(morning)), at(morning)]);
  });

  it("queues a text written at night for 8 AM, and one that may go at any hour for now", async () => {
    const night = at("2026-03-08T03:30:00Z"); // 10:30 PM EST on Saturday 7 March, the spring switch ahead
    const reminder = await queued("reminder", night);
    const onTheWay = await queued("on-my-way", night);
    const runAtOf = async (id: string) => (await pendingTextJobs(db, SMS_JOB_KINDS.send)).filter((job) => job.payload.messageId === id).map((job) => job.runAt);
    expect(await runAtOf(reminder.id)).toEqual([at("2026-03-08T12:00:00Z")]);
    expect(await runAtOf(onTheWay.id)).toEqual([night]);
    expect(await sendQueuedText(db, onTheWay.id, { now: night, provider: countingProvider() })).toEqual({ outcome: "sent" });
  });

  it("drops a text whose number said STOP after it was queued", async () => {
    const provider = countingProvider();
    const { id, phone } = await queued("reminder", DAY);
    await optOut(db, phone, "STOP", new Date(DAY.getTime() + 60_000));
    expect(await sendQueuedText(db, id, { now: new Date(DAY.getTime() + 120_000), provider })).toEqual({ outcome: "dropped", reason: "opted-out" });
    expect(provider.sent).toEqual([]);
    expect(await row(id)).toMatchObject({ status: "failed", errorCode: "opted-out", claimedUntil: null });
  });

  it("drops a text over the day's cap for its number", async () => {
    const provider = countingProvider();
    const caps = { perRecipient: 1, overall: 100 };
    const first = await queued("booking-received", DAY);
    const second = await queueText(db, { phone: first.phone, type: "booking-confirmed", body: "Borough Bright Cleaning: another." }, DAY, provider);
    if (!second) throw new Error("not queued");
    expect(await sendQueuedText(db, first.id, { now: DAY, provider, caps })).toEqual({ outcome: "sent" });
    expect(await sendQueuedText(db, second, { now: DAY, provider, caps })).toEqual({ outcome: "dropped", reason: "recipient-cap" });
    expect(provider.sent).toHaveLength(1);
    expect(await row(second)).toMatchObject({ status: "failed", errorCode: "recipient-cap" });
  });

  it("drops a text the provider refuses for good, with the reason, and never tries it again", async () => {
    const provider = countingProvider(async () => {
      throw new SmsSendError("invalid-number", true, 21211, "Twilio refused the text (21211)");
    });
    const { id } = await queued("booking-confirmed", DAY);
    expect(await sendQueuedText(db, id, { now: DAY, provider })).toEqual({ outcome: "dropped", reason: "invalid-number (21211)" });
    expect(await row(id)).toMatchObject({ status: "failed", errorCode: "invalid-number (21211)", claimedUntil: null });
    expect(await sendQueuedText(db, id, { now: DAY, provider })).toEqual({ outcome: "nothing-to-do" });
    expect(provider.sent).toHaveLength(1);
  });

  it("gives the claim back and throws while the provider is unavailable, so the queue tries again; the last attempt drops it", async () => {
    let down = true;
    const provider = countingProvider(async () => {
      if (down) throw new SmsSendError("unavailable", false, 20429, "Twilio is busy (20429)");
      return { providerRef: "SM-later", status: "sent" };
    });
    const { id } = await queued("booking-confirmed", DAY);
    await expect(sendQueuedText(db, id, { now: DAY, provider })).rejects.toThrow(SmsSendError);
    expect(await row(id)).toMatchObject({ status: "queued", claimedUntil: null });
    down = false;
    expect(await sendQueuedText(db, id, { now: new Date(DAY.getTime() + 30_000), provider })).toEqual({ outcome: "sent" });
    expect(await row(id)).toMatchObject({ providerRef: "SM-later" });

    // Down on the job's last attempt: dropped rather than left queued for ever.
    down = true;
    const last = await queued("booking-confirmed", DAY);
    const handlers = createMessagingJobHandlers({ now: () => DAY, provider: () => provider });
    await expect(runSend(handlers, last.id, MAX_ATTEMPTS - 1)).rejects.toThrow(SmsSendError);
    expect(await row(last.id)).toMatchObject({ status: "queued" });
    await runSend(handlers, last.id, MAX_ATTEMPTS);
    expect(await row(last.id)).toMatchObject({ status: "failed", errorCode: "unavailable (20429)" });
  });

  it("sends once when two workers run the same text's job together", async () => {
    // The first worker is inside the provider when the second one starts.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inside: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => (inside = resolve));
    const slow = countingProvider(async (_request, index) => {
      inside();
      await gate;
      return { providerRef: `SM-raced-${index}`, status: "sent" };
    });
    const handlers = createMessagingJobHandlers({ now: () => DAY, provider: () => slow });
    const { id } = await queued("booking-confirmed", DAY);
    const first = runSend(handlers, id);
    await sending;
    await expect(runSend(handlers, id)).rejects.toThrow("another worker is sending this text");
    release();
    await first;
    // The queue retries the second: by then there is nothing to do.
    await runSend(handlers, id, 2);
    expect(slow.sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", sentAt: DAY });

    // Started at the same moment, on the database's own terms: still one text.
    const counting = countingProvider();
    const racing = createMessagingJobHandlers({ now: () => DAY, provider: () => counting });
    const twin = await queued("booking-confirmed", DAY);
    const outcomes = await Promise.allSettled([runSend(racing, twin.id), runSend(racing, twin.id)]);
    expect(counting.sent).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    expect(await row(twin.id)).toMatchObject({ status: "sent" });
  });

  it("marks a text queued before texts were switched off as never sent", async () => {
    const { id } = await queued("booking-confirmed", DAY);
    const handlers = createMessagingJobHandlers({ now: () => DAY, provider: () => null });
    await runSend(handlers, id);
    expect(await row(id)).toMatchObject({ status: "failed", errorCode: "texts-off" });
  });

  it("queues nothing while texts are off", async () => {
    expect(await queueText(db, { phone: uniquePhone(), type: "reminder", body: "Borough Bright Cleaning: nothing." }, DAY, null)).toBeNull();
  });
});
