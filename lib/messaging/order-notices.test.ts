import { eq, sql } from "drizzle-orm";
import { nextVisitStart, NOW } from "@/lib/admin/test-support";
import { BOOKING_JOB_KINDS } from "@/lib/booking/notifications";
import { createBookingJobHandlers } from "@/lib/booking/jobs";
import { cancelOrderAsCustomer, cancelOrderAsStaff } from "@/lib/booking/orders/cancel-order";
import { editOrderAsCustomer } from "@/lib/booking/orders/edit-order";
import { markOnTheWay } from "@/lib/booking/orders/on-the-way";
import { assignCleaner, confirmOrder, markOrderCompleted, type Actor } from "@/lib/booking/orders/status-actions";
import { findPoll } from "@/lib/booking/polls";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, submission } from "@/lib/booking/test-support";
import { runChargeTry } from "@/lib/payments/charge";
import { createTestModeProvider } from "@/lib/payments/provider/test-mode";
import { tipInvitationFor } from "@/lib/payments/tips/tips";
import { newYorkWallTimeToUtc, newYorkDateOf } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { jobs, orders } from "@/lib/platform/db/schema";
import { createLogger } from "@/lib/platform/log/logger";
import { installOrderReactions } from "@/lib/startup/order-reactions";
import { completedVisit } from "@/lib/startup/testing/payments";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { optIn, optOut } from "./consent";
import { SMS_CONSENT_WORDING } from "./consent-wording";
import { createMessagingJobHandlers } from "./jobs";
import { POLL_LINK_REMOVED } from "./link-tokens";
import { countingProvider, muteTypes, pendingTextJobs, rolledBack, runTextJobs, textableAccount, textsTo, typed, uniquePhone, type CountingProvider } from "./notice-test-support";
import { SMS_JOB_KINDS } from "./outbox";
import { smsSegments } from "./segments";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(60_000);

const HOUR = 3_600_000;
const COMPANY = "Borough Bright Cleaning: ";

/** The New York wall clock on the day of `instant`. */
const sameDayAt = (instant: Date, hour: number, minute = 0) => newYorkWallTimeToUtc(newYorkDateOf(instant), hour, minute);

describe.each(testDrivers())("texts of order and payment notices on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db: Database = database.db;
  let clock = NOW;
  let provider: CountingProvider;
  const handlers = createMessagingJobHandlers({ now: () => clock, provider: () => provider });

  // Texts are on in this file only: elsewhere the suite has no text provider and queues no text jobs.
  beforeAll(() => installOrderReactions({ textsOn: () => true }));
  afterAll(() => installOrderReactions());
  beforeEach(() => {
    clock = NOW;
    provider = countingProvider();
  });

  /** The customer books a visit at `start`, giving their own phone as it is typed; answers the order id. */
  async function book(customer: { id: string; phone: string }, start: Date, on: Database = db): Promise<string> {
    const result = await submitBooking(on, { id: customer.id, emailVerified: true }, submission(start, { contact: { name: "Dana Booker", phone: typed(customer.phone), email: "dana@example.test" } }), key(), { now: clock });
    if (!result.ok) throw new Error(result.message);
    return result.order.id;
  }

  const staff = async (): Promise<Actor> => textableAccount(db, "Admin", NOW);

  /** A visit booked, confirmed and given to `cleaner`, with every text of that run and sent. */
  async function assignedVisit(customer: { id: string; phone: string }, cleaner: { id: string }, admin: Actor, start = nextVisitStart()) {
    const orderId = await book(customer, start);
    expect(await confirmOrder(db, orderId, admin, { now: clock })).toMatchObject({ ok: true });
    expect(await assignCleaner(db, orderId, cleaner.id, admin, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    return { orderId, start };
  }

  /** The text jobs (of any sms:* kind) that name the order. */
  const textJobsOf = async (orderId: string) => (await db.select().from(jobs).where(sql`${jobs.kind} like 'sms:%' and ${jobs.payload} ->> 'orderId' = ${orderId}`)).map((job) => job.dedupeKey);
  /** The kinds of text a number got, sorted: texts queued at one instant have no order of their own. */
  const typesTo = async (phone: string) => (await textsTo(db, phone)).map((text) => text.type).sort();
  /** The latest text of a kind to a number. */
  const textOf = async (phone: string, type: string) => (await textsTo(db, phone)).filter((text) => text.type === type).at(-1);
  const bodyOf = async (phone: string, type: string) => (await textOf(phone, type))?.body;
  /** The texts of a kind to a number about one order. */
  const textsAbout = async (phone: string, type: string, orderId: string) => (await textsTo(db, phone)).filter((text) => text.type === type && text.orderId === orderId);

  it("texts the booking received and confirmed, each queued in its cause's transaction, once", async () => {
    const customer = await textableAccount(db, "Customer", NOW);
    const admin = await staff();
    const start = nextVisitStart();

    let rolledBackOrder = "";
    await rolledBack(db, async (tx) => {
      rolledBackOrder = await book(customer, start, tx);
    });
    expect(rolledBackOrder).not.toBe("");
    expect(await textJobsOf(rolledBackOrder)).toEqual([]);

    const orderId = await book(customer, start);
    expect((await textJobsOf(orderId)).sort()).toEqual([`sms-notice:order-mail:received:${orderId}`, `sms-notice:order-reminder:${orderId}:${start.toISOString()}`].sort());
    await runTextJobs(db, handlers, clock);
    const [received] = await textsTo(db, customer.phone);
    expect(await typesTo(customer.phone)).toEqual(["booking-received"]);
    expect(received).toMatchObject({ direction: "out", userId: customer.id, orderId, status: "sent", segments: 1 });
    expect(received?.body).toMatch(/^Borough Bright Cleaning: We received your booking C-\d+ for \w{3}, \w{3} \d{1,2} at 9:00 AM\. .*Reply STOP to opt out\.$/);
    expect(provider.sent.map((text) => text.to)).toEqual([customer.phone]);

    // The notice's job run again (a worker that died after queueing) queues nothing more.
    await handlers[SMS_JOB_KINDS.orderNotice]?.({ kind: "received", orderId, dedupeKey: `order-mail:received:${orderId}` }, { db, logger: createLogger(undefined, "silent"), job: { id: 0, kind: SMS_JOB_KINDS.orderNotice, payload: {}, attempts: 2 } });
    expect(await textsTo(db, customer.phone)).toHaveLength(1);

    await rolledBack(db, async (tx) => expect(await confirmOrder(tx, orderId, admin, { now: clock })).toMatchObject({ ok: true }));
    expect((await textJobsOf(orderId)).filter((jobKey) => jobKey?.includes("confirmed"))).toEqual([]);
    expect(await confirmOrder(db, orderId, admin, { now: clock })).toMatchObject({ ok: true });
    expect((await textJobsOf(orderId)).filter((jobKey) => jobKey?.includes("confirmed"))).toEqual([`sms-notice:order-mail:confirmed:${orderId}`]);
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(customer.phone)).toEqual(["booking-confirmed", "booking-received"]);
    expect(await bodyOf(customer.phone, "booking-confirmed")).toMatch(/^Borough Bright Cleaning: Your cleaning C-\d+ on \w{3}, \w{3} \d{1,2} at 9:00 AM is confirmed\./);
  });

  it("reminds the day before with C and R, and not for a start that moved since", async () => {
    const customer = await textableAccount(db, "Customer", NOW);
    const start = nextVisitStart();
    const orderId = await book(customer, start);
    await runTextJobs(db, handlers, clock);

    const eve = new Date(start.getTime() - 24 * HOUR);
    const [reminderJob] = await pendingTextJobs(db, SMS_JOB_KINDS.orderNotice).then((pending) => pending.filter((job) => job.payload.orderId === orderId));
    expect(reminderJob?.runAt).toEqual(eve);
    await runTextJobs(db, handlers, new Date(eve.getTime() - 1000));
    expect(await typesTo(customer.phone)).toEqual(["booking-received"]);
    clock = eve;
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(customer.phone)).toEqual(["booking-received", "reminder"]);
    expect(await bodyOf(customer.phone, "reminder")).toMatch(/^Borough Bright Cleaning: Reminder: your cleaning C-\d+ is on \w{3}, \w{3} \d{1,2} at 9:00 AM\. Reply C to confirm, R to reschedule\.$/);

    // Moved by the customer: the old start's reminder says nothing, the new one's goes.
    clock = NOW;
    const moved = await textableAccount(db, "Customer", NOW);
    const first = nextVisitStart();
    const movedId = await book(moved, first);
    const second = nextVisitStart();
    const { request: _request, specialOfferId: _offer, giftCardCode: _code, acceptTerms: _terms, ...details } = submission(second, { contact: { name: "Dana Booker", phone: typed(moved.phone), email: "dana@example.test" } });
    expect(await editOrderAsCustomer(db, moved.id, movedId, { ...details, request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 } }, { now: clock })).toMatchObject({ ok: true, rescheduled: true });
    clock = new Date(first.getTime() - 24 * HOUR);
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(moved.phone)).toEqual(["booking-received"]);
    clock = new Date(second.getTime() - 24 * HOUR);
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(moved.phone)).toEqual(["booking-received", "reminder"]);
  });

  it("tells cleaners of jobs given and taken away, and the customer of a cleaner staff changed; on the day, at once", async () => {
    const customer = await textableAccount(db, "Customer", NOW);
    const admin = await staff();
    const ana = await textableAccount(db, "Cleaner", NOW, { firstName: "Ana" });
    const bea = await textableAccount(db, "Cleaner", NOW, { firstName: "Bea" });
    const orderId = await book(customer, nextVisitStart());
    expect(await confirmOrder(db, orderId, admin, { now: clock })).toMatchObject({ ok: true });

    await rolledBack(db, async (tx) => expect(await assignCleaner(tx, orderId, ana.id, admin, { now: clock })).toMatchObject({ ok: true }));
    expect((await textJobsOf(orderId)).filter((jobKey) => jobKey?.includes("assigned"))).toEqual([]);

    // The first cleaner: the job is news for her; the customer hears of the cleaner by email only.
    expect(await assignCleaner(db, orderId, ana.id, admin, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(ana.phone)).toEqual(["job-assigned"]);
    expect(await bodyOf(ana.phone, "job-assigned")).toMatch(/^Borough Bright Cleaning: New job C-\d+: \w{3}, \w{3} \d{1,2}, 9:00 AM-12:00 PM, Brooklyn 11211\. Details in your cabinet\.$/);
    expect(await typesTo(customer.phone)).toEqual(["booking-confirmed", "booking-received"]);

    // Staff give it to Bea: she gets it, Ana loses it, and the customer is told who comes now.
    clock = new Date(NOW.getTime() + HOUR);
    expect(await assignCleaner(db, orderId, bea.id, admin, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(bea.phone)).toEqual(["job-assigned"]);
    expect(await typesTo(ana.phone)).toEqual(["job-assigned", "job-cancelled"]);
    expect(await bodyOf(ana.phone, "job-cancelled")).toMatch(/^Borough Bright Cleaning: Job C-\d+ on .* \(Brooklyn 11211\) went to another cleaner and is off your schedule\.$/);
    expect(await typesTo(customer.phone)).toEqual(["booking-confirmed", "booking-received", "order-changed"]);
    expect(await bodyOf(customer.phone, "order-changed")).toMatch(/now has a new cleaner: Bea\.$/);

    // On the visit's own day, before 8 AM: both cleaners hear at once, the customer at 8.
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error("no order");
    clock = sameDayAt(order.startsAt, 6, 45);
    expect(await assignCleaner(db, orderId, ana.id, admin, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    expect((await textsTo(db, ana.phone)).map((text) => [text.type, text.status])).toEqual([
      ["job-assigned", "sent"],
      ["job-cancelled", "sent"],
      ["same-day-change", "sent"],
    ]);
    expect(await bodyOf(ana.phone, "same-day-change")).toMatch(/^Borough Bright Cleaning: New job C-\d+: Today at 9:00 AM-12:00 PM, Brooklyn 11211\./);
    expect((await textsTo(db, bea.phone)).map((text) => [text.type, text.status])).toEqual([
      ["job-assigned", "sent"],
      ["same-day-change", "sent"],
    ]);
    expect(await bodyOf(bea.phone, "same-day-change")).toMatch(/^Borough Bright Cleaning: Today: job C-\d+ at 9:00 AM-12:00 PM \(Brooklyn 11211\) went to another cleaner\. Please do not go\.$/);
    const changed = (await textsTo(db, customer.phone)).filter((text) => text.type === "order-changed").at(-1);
    expect(changed).toMatchObject({ status: "queued", createdAt: clock });
    const sends = (await pendingTextJobs(db, SMS_JOB_KINDS.send)).filter((job) => job.payload.messageId === changed?.id);
    expect(sends.map((job) => job.runAt)).toEqual([sameDayAt(order.startsAt, 8)]);
  });

  it("texts the cleaner on the way at any hour, with the first name and the minutes", async () => {
    const customer = await textableAccount(db, "Customer", NOW);
    const maria = await textableAccount(db, "Cleaner", NOW, { firstName: "Maria" });
    const admin = await staff();
    const { orderId, start } = await assignedVisit(customer, maria, admin);
    clock = sameDayAt(start, 7, 30);
    const cleaner = { id: maria.id, role: maria.role };
    await rolledBack(db, async (tx) => expect(await markOnTheWay(tx, orderId, cleaner, 20, { now: clock })).toMatchObject({ ok: true }));
    expect((await textJobsOf(orderId)).filter((jobKey) => jobKey?.includes("on-the-way"))).toEqual([]);

    expect(await markOnTheWay(db, orderId, cleaner, 20, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    expect(await textOf(customer.phone, "on-my-way")).toMatchObject({ status: "sent", sentAt: clock, body: `${COMPANY}Maria is on the way, about 20 minutes.` });
  });

  it("texts a finished visit's poll and tip link, of its own beside the email's, and keeps no token once sent", async () => {
    const customer = await textableAccount(db, "Customer", NOW);
    const cleaner = await textableAccount(db, "Cleaner", NOW, { firstName: "Rosa" });
    const admin = await staff();
    const { orderId, start } = await assignedVisit(customer, cleaner, admin);
    clock = sameDayAt(start, 13);
    await rolledBack(db, async (tx) => expect(await markOrderCompleted(tx, orderId, admin, { now: clock })).toMatchObject({ ok: true }));
    expect((await textJobsOf(orderId)).filter((jobKey) => jobKey?.includes("poll"))).toEqual([]);

    expect(await markOrderCompleted(db, orderId, admin, { now: clock })).toMatchObject({ ok: true });
    expect((await textJobsOf(orderId)).filter((jobKey) => jobKey?.includes("poll"))).toEqual([`sms-notice:order-poll:${orderId}`]);
    await runTextJobs(db, handlers, clock);
    const sent = provider.sent.find((text) => text.to === customer.phone && text.type === "visit-complete");
    const link = /http:\/\/localhost:3000\/poll\/([A-Za-z0-9_-]{43})$/.exec(sent?.body ?? "");
    expect(sent?.body).toMatch(/^Borough Bright Cleaning: Your cleaning is done, thank you! How did we do\? Rate it: http/);
    expect(smsSegments(sent?.body ?? "")).toMatchObject({ encoding: "GSM-7" });
    expect(smsSegments(sent?.body ?? "").segments).toBeLessThanOrEqual(2);
    const textToken = link?.[1] ?? "";

    // The poll email issues its own link afterwards; both open the poll.
    const mailed: string[] = [];
    const booking = createBookingJobHandlers({ send: async (_to, content) => void mailed.push(content.action?.url ?? ""), now: () => clock, tipInvitation: tipInvitationFor });
    await booking[BOOKING_JOB_KINDS.poll]?.({ orderId }, { db, logger: createLogger(undefined, "silent"), job: { id: 0, kind: BOOKING_JOB_KINDS.poll, payload: {}, attempts: 1 } });
    const mailToken = mailed[0]?.split("/poll/")[1] ?? "";
    expect(mailToken).not.toBe(textToken);
    expect(await findPoll(db, textToken)).toMatchObject({ orderId, answered: false });
    expect(await findPoll(db, mailToken)).toMatchObject({ orderId, answered: false });

    expect(await textOf(customer.phone, "visit-complete")).toMatchObject({
      status: "sent",
      body: (sent?.body ?? "").replace(`/poll/${textToken}`, POLL_LINK_REMOVED),
      segments: smsSegments(sent?.body ?? "").segments,
    });
  });

  it("texts a cancellation by staff to the customer and the cleaner, the customer's own only to the cleaner", async () => {
    const admin = await staff();
    const cleaner = await textableAccount(db, "Cleaner", NOW);
    const byStaff = await textableAccount(db, "Customer", NOW);
    const staffCancelled = await assignedVisit(byStaff, cleaner, admin);
    await rolledBack(db, async (tx) => expect(await cancelOrderAsStaff(tx, staffCancelled.orderId, admin, { now: clock })).toMatchObject({ ok: true }));
    expect((await textJobsOf(staffCancelled.orderId)).filter((jobKey) => jobKey?.includes("cancelled"))).toEqual([]);
    expect(await cancelOrderAsStaff(db, staffCancelled.orderId, admin, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    expect(await textOf(byStaff.phone, "order-cancelled")).toMatchObject({ status: "sent" });
    expect(await bodyOf(byStaff.phone, "order-cancelled")).toMatch(/^Borough Bright Cleaning: We cancelled your cleaning C-\d+ on .* at 9:00 AM\. Questions\? Call us at .+\.$/);
    expect(await textsAbout(cleaner.phone, "job-cancelled", staffCancelled.orderId)).toHaveLength(1);

    const byCustomer = await textableAccount(db, "Customer", NOW);
    const customerCancelled = await assignedVisit(byCustomer, cleaner, admin);
    expect(await cancelOrderAsCustomer(db, byCustomer.id, customerCancelled.orderId, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(byCustomer.phone)).toEqual(["booking-confirmed", "booking-received"]);
    const [cancelled] = await textsAbout(cleaner.phone, "job-cancelled", customerCancelled.orderId);
    expect(cancelled?.body).toMatch(/^Borough Bright Cleaning: Job C-\d+ on .* \(Brooklyn 11211\) is cancelled\.$/);

    // Staff cancel on the visit's day, at 6 AM: the cleaner hears at once that it is off.
    const early = await textableAccount(db, "Customer", NOW);
    const sameDay = await assignedVisit(early, cleaner, admin);
    clock = sameDayAt(sameDay.start, 6);
    expect(await cancelOrderAsStaff(db, sameDay.orderId, admin, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    expect(await textsAbout(cleaner.phone, "same-day-change", sameDay.orderId)).toMatchObject([{ status: "sent" }]);
    expect(await textOf(early.phone, "order-cancelled")).toMatchObject({ status: "queued" });
  });

  it("tells the cleaner a visit the customer moved is off their schedule, and the customer nothing", async () => {
    const customer = await textableAccount(db, "Customer", NOW);
    const cleaner = await textableAccount(db, "Cleaner", NOW);
    const admin = await staff();
    const { orderId } = await assignedVisit(customer, cleaner, admin);
    const { request: _request, specialOfferId: _offer, giftCardCode: _code, acceptTerms: _terms, ...details } = submission(nextVisitStart(), { contact: { name: "Dana Booker", phone: typed(customer.phone), email: "dana@example.test" } });
    const change = { ...details, request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 } };
    await rolledBack(db, async (tx) => expect(await editOrderAsCustomer(tx, customer.id, orderId, change, { now: clock })).toMatchObject({ ok: true, rescheduled: true }));
    expect((await textJobsOf(orderId)).filter((jobKey) => jobKey?.includes("rescheduled"))).toEqual([]);
    expect(await editOrderAsCustomer(db, customer.id, orderId, change, { now: clock })).toMatchObject({ ok: true, rescheduled: true });
    expect((await textJobsOf(orderId)).filter((jobKey) => jobKey?.includes("rescheduled"))).toHaveLength(1);
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(cleaner.phone)).toEqual(["job-assigned", "job-changed"]);
    expect(await bodyOf(cleaner.phone, "job-changed")).toMatch(/^Borough Bright Cleaning: Job C-\d+ on \w{3}, \w{3} \d{1,2}, 9:00 AM \(Brooklyn 11211\) was moved by the customer and is off your schedule for now\.$/);
    expect(await typesTo(customer.phone)).toEqual(["booking-confirmed", "booking-received"]);
  });

  it("texts a declined charge with the pay link, queued in the failure's transaction", async () => {
    const { customer, orderId, payment } = await completedVisit(db, { now: clock });
    if (!payment) throw new Error("no charge opened");
    const phone = uniquePhone();
    await db.update(orders).set({ contactPhone: typed(phone) }).where(eq(orders.id, orderId));
    await optIn(db, { phone, userId: customer.id, wording: SMS_CONSENT_WORDING, source: "booking" }, clock);
    const payments = createTestModeProvider();

    // No card on file: the try fails. Rolled back, it announces nothing.
    await rolledBack(db, async (tx) => expect(await runChargeTry(tx, payments, payment.id, 1, { now: clock })).toBe("no_card"));
    expect(await pendingTextJobs(db, SMS_JOB_KINDS.paymentNotice).then((pending) => pending.filter((job) => job.payload.orderPaymentId === payment.id))).toEqual([]);
    expect(await runChargeTry(db, payments, payment.id, 1, { now: clock })).toBe("no_card");
    const notices = (await pendingTextJobs(db, SMS_JOB_KINDS.paymentNotice)).filter((job) => job.payload.orderPaymentId === payment.id);
    expect(notices.map((job) => [job.dedupeKey, job.runAt])).toEqual([[`sms-notice:order-payment:${payment.id}:mail:charge-failed:1`, clock]]);
    await runTextJobs(db, handlers, clock);
    const declined = await textOf(phone, "payment-declined");
    expect(declined).toMatchObject({ userId: customer.id, orderId, status: "sent" });
    expect(declined?.body).toMatch(/^Borough Bright Cleaning: The \$[\d,.]+ payment for your cleaning of \w{3}, \w{3} \d{1,2} did not go through\. Please pay or update your card: http:\/\/localhost:3000\/pay\//);
    expect(declined?.body.endsWith(`/pay/${payment.id}`)).toBe(true);
    expect((await textsTo(db, phone)).filter((text) => text.type === "payment-declined")).toHaveLength(1);
  });

  it("queues nothing of a muted type, nothing to a number that did not opt in or said STOP", async () => {
    const admin = await staff();
    const muted = await textableAccount(db, "Customer", NOW);
    await muteTypes(db, muted.id, ["booking-received"]);
    const mutedOrder = await book(muted, nextVisitStart());
    expect(await confirmOrder(db, mutedOrder, admin, { now: clock })).toMatchObject({ ok: true });
    await runTextJobs(db, handlers, clock);
    expect(await typesTo(muted.phone)).toEqual(["booking-confirmed"]);

    const silent = await textableAccount(db, "Customer", NOW);
    const never = uniquePhone();
    await db.execute(sql`delete from sms_consents where phone = ${silent.phone}`);
    await book({ id: silent.id, phone: never }, nextVisitStart());
    await runTextJobs(db, handlers, clock);
    expect(await textsTo(db, never)).toEqual([]);
    expect(await textsTo(db, silent.phone)).toEqual([]);

    const stopped = await textableAccount(db, "Customer", NOW);
    await optOut(db, stopped.phone, "STOP", clock);
    await book(stopped, nextVisitStart());
    await runTextJobs(db, handlers, clock);
    expect(await textsTo(db, stopped.phone)).toEqual([]);
    expect(provider.sent.filter((text) => [never, silent.phone, stopped.phone].includes(text.to))).toEqual([]);
  });

  it("keeps no text jobs while texts are off", async () => {
    installOrderReactions({ textsOn: () => false });
    try {
      const customer = await textableAccount(db, "Customer", NOW);
      const orderId = await book(customer, nextVisitStart());
      expect(await textJobsOf(orderId)).toEqual([]);
    } finally {
      installOrderReactions({ textsOn: () => true });
    }
  });
});
