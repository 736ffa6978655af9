import { and, eq } from "drizzle-orm";
import { makeAccount, NOW } from "@/lib/admin/test-support";
import { auditLog, jobs, leads, smsMessages, smsThreads } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { optIn, optOut } from "../consent";
import { SMS_CONSENT_WORDING } from "../consent-wording";
import { SMS_JOB_KINDS } from "../outbox";
import { storeInboundText } from "../test-support";
import { INBOX_FORBIDDEN } from "./inbox-access";
import { nextPhone, quietTestModeProvider, storeOurText } from "./inbox-test-support";
import { createLeadFromThread } from "./lead-from-text";
import { markThreadDone } from "./mark-done";
import { markThreadRead } from "./mark-read";
import { REPLY_MESSAGES, replyToThread } from "./reply";
import { getThread } from "./thread";

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(testDrivers())("the staff inbox's actions on %s", (driver) => {
  const database = useTestDatabase(driver);
  const { db } = database;

  const repliesTo = (phone: string) => db.select().from(smsMessages).where(and(eq(smsMessages.phone, phone), eq(smsMessages.type, "staff-reply")));

  it("queues a reply from a number that texted us, signed with the staff member's first name, in plain punctuation, with its send job and audit row", async () => {
    const phone = nextPhone();
    const ana = await makeAccount(db, "Moderator", { firstName: "Ana" });
    await storeInboundText(db, phone, "Do you clean ovens?", at(1));

    const result = await replyToThread(db, ana, phone, { body: "  We do \u2013 it\u2019s an extra.  " }, at(2), quietTestModeProvider);
    expect(result).toEqual({ ok: true, data: { messageId: expect.any(String), body: "We do - it's an extra. - Ana", queued: true } });
    const [reply] = await repliesTo(phone);
    expect(reply).toMatchObject({ direction: "out", status: "queued", body: "We do - it's an extra. - Ana", segments: 1, provider: "test-mode", createdAt: at(2) });
    const sendJobs = await db.select().from(jobs).where(eq(jobs.kind, SMS_JOB_KINDS.send));
    expect(sendJobs.filter((job) => job.payload.messageId === reply?.id)).toHaveLength(1);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.action, "sms.reply"), eq(auditLog.subjectId, phone)));
    expect(audit).toMatchObject([{ actorId: ana.id, subjectType: "sms_thread", details: { messageId: reply?.id } }]);
    expect((await getThread(db, phone, at(3)))?.texts.at(-1)).toMatchObject({ fromUs: true, type: "staff-reply", status: "queued" });
  });

  it("queues one text for one draft, however often it is sent", async () => {
    const phone = nextPhone();
    const admin = await makeAccount(db, "Admin", { firstName: "Leo" });
    await storeInboundText(db, phone, "R", at(10));
    const draft = { body: "Sure, which day suits you?", draftId: "0b6f2c7e-5d0a-4f51-9a3c-2f3f8f3e9d11" };
    const first = await replyToThread(db, admin, phone, draft, at(11), quietTestModeProvider);
    const again = await replyToThread(db, admin, phone, draft, at(12), quietTestModeProvider);
    expect(again).toEqual({ ok: true, data: { messageId: first.ok ? first.data.messageId : "", body: "Sure, which day suits you? - Leo", queued: false } });
    expect(await repliesTo(phone)).toHaveLength(1);
  });

  it("refuses a reply to a number that said STOP before anything is queued, and says why", async () => {
    const phone = nextPhone();
    const admin = await makeAccount(db, "Admin");
    await optIn(db, { phone, wording: SMS_CONSENT_WORDING, source: "booking" }, at(19));
    await storeInboundText(db, phone, "STOP", at(20));
    await optOut(db, phone, "STOP", at(20));
    const refused = await replyToThread(db, admin, phone, { body: "Sorry to see you go" }, at(21), quietTestModeProvider);
    expect(refused).toEqual({ ok: false, kind: "conflict", message: REPLY_MESSAGES.optedOut, code: "opted-out" });
    expect(await repliesTo(phone)).toEqual([]);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "sms.reply"), eq(auditLog.subjectId, phone)))).toEqual([]);
  });

  it("refuses a reply to a number that never agreed nor texted us, and any reply while texts are switched off", async () => {
    const phone = nextPhone();
    const admin = await makeAccount(db, "Admin");
    await storeOurText(db, phone, "Your booking is confirmed.", at(30));
    expect(await replyToThread(db, admin, phone, { body: "Hello" }, at(31), quietTestModeProvider)).toMatchObject({ ok: false, kind: "conflict", code: "not-opted-in" });

    const texted = nextPhone();
    await storeInboundText(db, texted, "Hi", at(32));
    expect(await replyToThread(db, admin, texted, { body: "Hello" }, at(33), null)).toEqual({ ok: false, kind: "conflict", message: REPLY_MESSAGES.textsOff, code: "texts-off" });
    expect([...(await repliesTo(phone)), ...(await repliesTo(texted))]).toEqual([]);
  });

  it("refuses an empty or overlong reply, and a thread that does not exist", async () => {
    const phone = nextPhone();
    const admin = await makeAccount(db, "Admin");
    await storeInboundText(db, phone, "Hi", at(40));
    for (const body of ["", "   ", "x".repeat(281), "a\u0000b"]) {
      expect(await replyToThread(db, admin, phone, { body }, at(41), quietTestModeProvider)).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { body: expect.any(String) } });
    }
    expect(await replyToThread(db, admin, phone, { body: "Hi", draftId: "not a key" }, at(41), quietTestModeProvider)).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { draftId: expect.any(String) } });
    expect(await replyToThread(db, admin, nextPhone(), { body: "Hi" }, at(41), quietTestModeProvider)).toMatchObject({ ok: false, kind: "not-found" });
    expect(await repliesTo(phone)).toEqual([]);
  });

  it.each(["Customer", "Cleaner"] as const)("refuses a %s every inbox action and changes nothing", async (role) => {
    const phone = nextPhone();
    const outsider = await makeAccount(db, role, { firstName: "Eve" });
    await storeInboundText(db, phone, "Hello?", at(50));
    const forbidden = { ok: false, kind: "forbidden", message: INBOX_FORBIDDEN };
    expect(await replyToThread(db, outsider, phone, { body: "Hi" }, at(51), quietTestModeProvider)).toEqual(forbidden);
    expect(await markThreadDone(db, outsider, phone, { done: true }, at(51))).toEqual(forbidden);
    expect(await markThreadRead(db, outsider, phone, at(51))).toEqual(forbidden);
    expect(await createLeadFromThread(db, outsider, phone, at(51))).toEqual(forbidden);
    const thread = await getThread(db, phone, at(52));
    expect(thread).toMatchObject({ done: false, lead: null, texts: [{ unread: true }] });
    expect(await db.select().from(smsThreads).where(eq(smsThreads.phone, phone))).toEqual([]);
  });

  it("marks a thread done with its texts read, audited; an unknown number is not found", async () => {
    const phone = nextPhone();
    const moderator = await makeAccount(db, "Moderator");
    await storeInboundText(db, phone, "Thanks!", at(60));
    expect(await markThreadDone(db, moderator, phone, { done: true }, at(61))).toEqual({ ok: true, data: { done: true } });
    expect(await db.select().from(smsThreads).where(eq(smsThreads.phone, phone))).toEqual([{ phone, doneAt: at(61) }]);
    expect((await getThread(db, phone, at(61)))?.texts.map((text) => text.unread)).toEqual([false]);
    expect((await db.select().from(auditLog).where(eq(auditLog.subjectId, phone))).map((row) => row.action)).toEqual(["sms.thread_done"]);
    expect(await markThreadDone(db, moderator, phone, { done: "yes" } as unknown as { done: boolean }, at(62))).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { done: expect.any(String) } });
    expect(await markThreadDone(db, moderator, nextPhone(), { done: true }, at(62))).toMatchObject({ ok: false, kind: "not-found" });
  });

  it("makes a lead of an unknown number once, with their latest texts, audited; a known account needs none", async () => {
    const phone = nextPhone();
    const admin = await makeAccount(db, "Admin");
    for (const [minute, body] of [[70, "Hi, I got your number from a flyer"], [71, "Do you do move-out cleans in Astoria?"]] as const) await storeInboundText(db, phone, body, at(minute));

    const [first, second] = await Promise.all([createLeadFromThread(db, admin, phone, at(72)), createLeadFromThread(db, admin, phone, at(72))]);
    const created = [first, second].filter((result) => result.ok && result.data.created);
    expect(created).toHaveLength(1);
    const leadId = first.ok ? first.data.leadId : "";
    expect(second).toEqual({ ok: true, data: { leadId, created: expect.any(Boolean) } });
    const rows = await db.select().from(leads).where(eq(leads.phone, phone));
    expect(rows).toEqual([
      expect.objectContaining({
        id: leadId,
        name: expect.stringMatching(/^Text from \(917\) 555-\d{4}$/),
        email: "",
        preferredContact: "text",
        status: "new",
        message: "By text:\nHi, I got your number from a flyer\nDo you do move-out cleans in Astoria?",
        createdAt: at(72),
      }),
    ]);
    expect(await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, leadId))).toEqual([{ action: "lead.create" }]);
    expect((await getThread(db, phone, at(73)))?.lead).toEqual({ id: leadId, name: rows[0]?.name });

    const known = nextPhone();
    await makeAccount(db, "Customer", { firstName: "Maya", lastName: "Chen", phone: known });
    await storeInboundText(db, known, "Hi", at(74));
    expect(await createLeadFromThread(db, admin, known, at(75))).toMatchObject({ ok: false, kind: "conflict", code: "has-account", message: expect.stringMatching(/Maya Chen/) });
    expect(await db.select().from(leads).where(eq(leads.phone, known))).toEqual([]);
  });
});
