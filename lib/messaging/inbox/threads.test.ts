import { eq } from "drizzle-orm";
import { bookOrder, makeAccount, nextVisitStart, NOW } from "@/lib/admin/test-support";
import { orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { optIn, optOut } from "../consent";
import { SMS_CONSENT_WORDING } from "../consent-wording";
import { storeInboundText } from "../test-support";
import { inboxQuerySchema } from "./inbox-schemas";
import { nextPhone, storeOurText } from "./inbox-test-support";
import { markThreadDone } from "./mark-done";
import { markThreadRead } from "./mark-read";
import { getThread } from "./thread";
import { listThreads, unreadThreadCount } from "./threads";

/** Minutes after NOW: every text of these tests happens on the fixed clock, never today's. */
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const openView = inboxQuerySchema.parse({ pageSize: 100 });
const doneView = inboxQuerySchema.parse({ view: "done" });

describe.each(testDrivers())("the staff inbox's threads on %s", (driver) => {
  const database = useTestDatabase(driver);
  const { db } = database;

  /** The open threads among `phones`, in the list's order. */
  async function listed(phones: string[], view = openView) {
    const page = await listThreads(db, view);
    return page.items.filter((thread) => phones.includes(thread.phone));
  }

  it("groups texts into one thread per number that texted us, latest first, with the unread count", async () => {
    const [ana, ben, quiet] = [nextPhone(), nextPhone(), nextPhone()];
    await storeOurText(db, ana, "Your booking C-10001 is confirmed.", at(1));
    await storeInboundText(db, ana, "Can you come at 10 instead?", at(2));
    await storeInboundText(db, ana, "Buzzer is 4B", at(3));
    await storeInboundText(db, ben, "Do you clean ovens?", at(4));
    await storeOurText(db, ben, "We do. - Ana", at(5), { type: "staff-reply" });
    // A number we only ever texted is no conversation: it has no thread in the list.
    await storeOurText(db, quiet, "Your booking C-10002 is confirmed.", at(6));

    const threads = await listed([ana, ben, quiet]);
    expect(threads.map((thread) => [thread.phone, thread.unread, thread.lastBody, thread.lastFromUs])).toEqual([
      [ben, 1, "We do. - Ana", true],
      [ana, 2, "Buzzer is 4B", false],
    ]);
    expect(threads[0]).toMatchObject({ phoneLabel: expect.stringMatching(/^\(917\) 555-\d{4}$/), lastAt: at(5).toISOString(), contact: null });
  });

  it("counts the threads with unread texts for the navigation, and opening one reads it", async () => {
    const before = await unreadThreadCount(db);
    const [one, two] = [nextPhone(), nextPhone()];
    await storeInboundText(db, one, "Hi", at(10));
    await storeInboundText(db, one, "Anyone there?", at(11));
    await storeInboundText(db, two, "R", at(12));
    expect(await unreadThreadCount(db)).toBe(before + 2);

    const moderator = await makeAccount(db, "Moderator");
    expect(await markThreadRead(db, moderator, one, at(13))).toEqual({ ok: true, data: { marked: 2 } });
    expect(await unreadThreadCount(db)).toBe(before + 1);
    expect((await listed([one]))[0]?.unread).toBe(0);
    const thread = await getThread(db, one, at(13));
    expect(thread?.texts.map((text) => text.unread)).toEqual([false, false]);
    expect(await markThreadRead(db, moderator, one, at(14))).toEqual({ ok: true, data: { marked: 0 } });
  });

  it("files a thread marked done under Done until a new text comes in", async () => {
    const phone = nextPhone();
    const admin = await makeAccount(db, "Admin");
    await storeInboundText(db, phone, "Is Friday still on?", at(20));
    expect(await markThreadDone(db, admin, phone, { done: true }, at(21))).toEqual({ ok: true, data: { done: true } });
    expect(await listed([phone])).toEqual([]);
    expect((await listed([phone], doneView)).map((thread) => thread.unread)).toEqual([0]);
    expect((await getThread(db, phone, at(21)))?.done).toBe(true);

    // Our own reply after "done" leaves it done; their next text opens it again, unread.
    await storeOurText(db, phone, "Yes, 9 AM. - Ana", at(22), { type: "staff-reply" });
    expect(await listed([phone])).toEqual([]);
    await storeInboundText(db, phone, "Great, thanks", at(23));
    expect((await listed([phone])).map((thread) => thread.unread)).toEqual([1]);
    expect(await listed([phone], doneView)).toEqual([]);
    expect((await getThread(db, phone, at(23)))?.done).toBe(false);

    // Reopening by hand works too.
    await markThreadDone(db, admin, phone, { done: true }, at(24));
    expect(await markThreadDone(db, admin, phone, { done: false }, at(25))).toEqual({ ok: true, data: { done: false } });
    expect(await listed([phone])).toHaveLength(1);
  });

  it("matches a number to the customer or cleaner whose profile has it, then the one that agreed to texts, then the one our texts were about", async () => {
    const [owned, typed, consented, textedAbout, shared, unknown] = [nextPhone(), nextPhone(), nextPhone(), nextPhone(), nextPhone(), nextPhone()];
    const customer = await makeAccount(db, "Customer", { firstName: "Maya", lastName: "Chen", phone: owned });
    // Staff with the number (the office phone in a profile) are never the one texting.
    await makeAccount(db, "Moderator", { firstName: "Office", lastName: "Phone", phone: owned });
    // A profile may hold the number as it was typed.
    const typist = await makeAccount(db, "Cleaner", { firstName: "Tom", lastName: "Typed", phone: `(${typed.slice(2, 5)}) ${typed.slice(5, 8)}-${typed.slice(8)}` });
    const cleaner = await makeAccount(db, "Cleaner", { firstName: "Rosa", lastName: "Diaz" });
    const other = await makeAccount(db, "Customer", { firstName: "Omar", lastName: "Haddad" });
    await optIn(db, { phone: consented, userId: cleaner.id, wording: SMS_CONSENT_WORDING, source: "profile" }, at(29));
    await storeOurText(db, consented, "Old text about someone else", at(30), { userId: other.id });
    await storeOurText(db, textedAbout, "Your visit is tomorrow.", at(31), { userId: other.id, type: "reminder" });
    // Two customers with one number: neither is guessed.
    await makeAccount(db, "Customer", { phone: shared });
    await makeAccount(db, "Customer", { phone: shared });
    const phones = [owned, typed, consented, textedAbout, shared, unknown];
    for (const phone of phones) await storeInboundText(db, phone, "Hello", at(32));

    const contacts = Object.fromEntries((await listed(phones)).map((thread) => [thread.phone, thread.contact]));
    expect(contacts).toEqual({
      [owned]: { userId: customer.id, name: "Maya Chen", role: "Customer" },
      [typed]: { userId: typist.id, name: "Tom Typed", role: "Cleaner" },
      [consented]: { userId: cleaner.id, name: "Rosa Diaz", role: "Cleaner" },
      [textedAbout]: { userId: other.id, name: "Omar Haddad", role: "Customer" },
      [shared]: null,
      [unknown]: null,
    });
  });

  it("shows a customer's and a cleaner's next visits beside the thread, soonest first, without the finished or cancelled ones", async () => {
    const phone = nextPhone();
    const customer = await makeAccount(db, "Customer", { firstName: "Lena", lastName: "Park", phone });
    const [later, sooner, cancelled] = [nextVisitStart(), nextVisitStart(), nextVisitStart()].sort((a, b) => b.getTime() - a.getTime());
    const laterId = await bookOrder(db, customer.id, later ?? NOW);
    const soonerId = await bookOrder(db, customer.id, sooner ?? NOW);
    const cancelledId = await bookOrder(db, customer.id, cancelled ?? NOW);
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelledId));
    await storeInboundText(db, phone, "Running late?", at(40));

    const thread = await getThread(db, phone, NOW);
    expect(thread?.contact).toMatchObject({ userId: customer.id, name: "Lena Park", role: "Customer" });
    expect(thread?.contact?.upcoming.map((visit) => [visit.id, visit.as, visit.status])).toEqual(
      [soonerId, laterId].map((id) => [id, "customer", "pending"]),
    );
    expect(thread?.contact?.upcoming[0]).toMatchObject({ number: expect.stringMatching(/^C-\d{5}$/), serviceName: expect.any(String), startsAt: expect.any(String) });
    // After the visits are over, nothing is upcoming.
    expect((await getThread(db, phone, new Date("2027-01-01T00:00:00Z")))?.contact?.upcoming).toEqual([]);

    const cleanerPhone = nextPhone();
    const cleaner = await makeAccount(db, "Cleaner", { phone: cleanerPhone });
    await db.update(orders).set({ cleanerId: cleaner.id, status: "assigned" }).where(eq(orders.id, laterId));
    await storeInboundText(db, cleanerPhone, "Stuck on the G train", at(41));
    expect((await getThread(db, cleanerPhone, NOW))?.contact?.upcoming.map((visit) => [visit.id, visit.as])).toEqual([[laterId, "cleaner"]]);
  });

  it("shows every text of the thread oldest first, with our statuses and errors, and says when the number said STOP", async () => {
    const phone = nextPhone();
    await storeOurText(db, phone, "Reminder: tomorrow at 9", at(50), { type: "reminder", status: "delivered" });
    await storeInboundText(db, phone, "C", at(51));
    await storeOurText(db, phone, "Thanks! - Ana", at(52), { type: "staff-reply", status: "failed", errorCode: "unreachable (30003)" });
    await storeInboundText(db, phone, "STOP", at(53));
    await optOut(db, phone, "STOP", at(53));

    const thread = await getThread(db, phone, NOW);
    expect(thread?.texts.map((text) => [text.fromUs, text.type, text.kind, text.body, text.status, text.errorCode])).toEqual([
      [true, "reminder", null, "Reminder: tomorrow at 9", "delivered", null],
      [false, "inbound", "confirm", "C", "received", null],
      [true, "staff-reply", null, "Thanks! - Ana", "failed", "unreachable (30003)"],
      [false, "inbound", "stop", "STOP", "received", null],
    ]);
    expect(thread).toMatchObject({ optedOut: true, done: false, truncated: false, lead: null });
    expect(await getThread(db, nextPhone(), NOW)).toBeNull();
  });
});
