import { eq } from "drizzle-orm";
import { jobs, orders, satisfactionPolls, users } from "@/lib/platform/db/schema";
import { testDrivers, type TestDatabase } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { claimDueJobs, completeJob } from "@/lib/platform/jobs/queue";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";
import { createBillingJobHandlers } from "@/lib/payments/jobs";
import { createTestModeProvider } from "@/lib/payments/provider/test-mode";
import { createBookingJobHandlers } from "./jobs";
import { tipInvitationFor } from "@/lib/payments/tips/tips";
import { formatOrderNumber } from "./order-number";
import { cancelOrderAsCustomer, cancelOrderAsStaff } from "./orders/cancel-order";
import { editOrderAsCustomer } from "./orders/edit-order";
import { assignCleaner, checkIn, checkOut, confirmOrder } from "./orders/status-actions";
import { markOnTheWay } from "./orders/on-the-way";
import { answerPoll, findPoll } from "./polls";
import { submitBooking } from "./submit-booking";
import type { GiftCardRedeemer } from "@/lib/gift-cards/redeem";
import { giveOffer, key, makeCustomer, NOW, nyTime, submission } from "./test-support";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

const logger = createLogger(undefined, "silent");

/** The worker's round, with the clock of the test. */
async function runDueJobs(db: TestDatabase["db"], handlers: JobHandlers, now: Date): Promise<number> {
  const claimed = await claimDueJobs(db, { limit: 50, lockMs: 60_000, now });
  for (const job of claimed) {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for ${job.kind}`);
    await handler(job.payload, { db, logger, job });
    await completeJob(db, job.id);
  }
  return claimed.length;
}

describe.each(testDrivers())("booking emails and polls on %s", (driver) => {
  const database = useTestDatabase(driver);
  let sent: Array<{ to: string; content: MailContent }>;
  let handlers: JobHandlers;
  beforeEach(async () => {
    sent = [];
    handlers = {
      ...createBookingJobHandlers({ send: async (to, content) => void sent.push({ to, content }), now: () => NOW, tipInvitation: tipInvitationFor }),
      // Completion also charges the visit (lib/payments, tested there): run those jobs quietly in test mode.
      ...createBillingJobHandlers({ send: async () => undefined, provider: () => createTestModeProvider() }),
    };
    // Each test sees only its own jobs.
    await database.db.delete(jobs).where(eq(jobs.status, "done"));
  });

  /** A visit booked for `customer` at `start`, at the test's clock. */
  async function book(customer: Parameters<typeof submitBooking>[1], start: Date) {
    const result = await submitBooking(database.db, customer, submission(start), key(), { now: NOW });
    if (!result.ok) throw new Error(result.message);
    return result;
  }

  /** A cleaner with this first name, the one the customer's emails give. */
  async function cleanerNamed(firstName: string) {
    const cleaner = await makeCustomer(database.db, { role: "Cleaner" });
    await database.db.update(users).set({ firstName }).where(eq(users.id, cleaner.id));
    return cleaner;
  }

  it("sends the received email at once and the reminder 24 hours before, once each", async () => {
    const customer = await makeCustomer(database.db);
    const start = nyTime("2026-03-10", 9);
    const result = await book(customer, start);
    await runDueJobs(database.db, handlers, NOW);
    expect(sent.map((mail) => [mail.to, mail.content.subject])).toEqual([[customer.email, expect.stringMatching(/^We received your booking C-\d+$/)]]);
    expect(sent[0]?.content.paragraphs.join(" ")).toContain("Tuesday, March 10, 2026");
    expect(sent[0]?.content.action?.url).toBe(`http://localhost:3000/order/${result.order.id}`);

    const dayBefore = new Date(start.getTime() - 24 * 3600_000);
    expect(await runDueJobs(database.db, handlers, new Date(dayBefore.getTime() - 1000))).toBe(0);
    await runDueJobs(database.db, handlers, dayBefore);
    expect(sent.map((mail) => mail.content.subject)).toEqual([expect.stringMatching(/^We received/), expect.stringMatching(/^Reminder: your cleaning is tomorrow/)]);
    expect(await runDueJobs(database.db, handlers, start)).toBe(0);
  });

  it("tells a customer who books less than 24 hours ahead what really happens: no reminder, no online changes, no business-day wait", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    // Booked Monday 10:00 for Tuesday 8:00: 22 hours ahead.
    const start = nyTime("2026-03-03", 8);
    const result = await book(customer, start);
    await runDueJobs(database.db, handlers, NOW);
    expect(await confirmOrder(database.db, result.order.id, admin, { now: NOW })).toMatchObject({ ok: true });
    await runDueJobs(database.db, handlers, NOW);
    expect(sent.map((mail) => mail.content.subject)).toEqual([expect.stringMatching(/^We received/), expect.stringMatching(/is confirmed$/)]);
    const [received, confirmed] = sent.map((mail) => [...mail.content.paragraphs, mail.content.footnote ?? ""].join(" "));
    expect(received).toContain("less than 24 hours away");
    expect(received).not.toMatch(/business day|until 24 hours before|reminder/);
    expect(confirmed).toContain("less than 24 hours away");
    expect(confirmed).not.toMatch(/reminder/i);
    expect(await runDueJobs(database.db, handlers, start)).toBe(0);
  });

  it("sends rescheduled and cancelled emails, and no reminder for the old time or a cancelled visit", async () => {
    const customer = await makeCustomer(database.db);
    const result = await book(customer, nyTime("2026-03-11", 9));
    const { request: _r, specialOfferId: _o, giftCardCode: _g, acceptTerms: _t, ...details } = submission(nyTime("2026-03-12", 10));
    await editOrderAsCustomer(database.db, customer.id, result.order.id, { ...details, request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 } }, { now: NOW });
    await runDueJobs(database.db, handlers, NOW);
    expect(sent.map((mail) => mail.content.subject)).toEqual([expect.stringMatching(/^We received/), expect.stringMatching(/has a new time$/)]);
    expect(sent[1]?.content.paragraphs[0]).toContain("Wednesday, March 11, 2026");

    await cancelOrderAsCustomer(database.db, customer.id, result.order.id, { now: NOW });
    await runDueJobs(database.db, handlers, new Date("2026-04-01T00:00:00Z"));
    expect(sent.map((mail) => mail.content.subject).slice(2)).toEqual([expect.stringMatching(/is cancelled$/)]);
  });

  it("tells a cancelled customer what is really due: nothing, or only the late fee, and that the offer is back", async () => {
    const customer = await makeCustomer(database.db);
    const staff = await makeCustomer(database.db, { role: "Admin" });
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: true, discountValue: 10, name: "Spring Refresh" });
    const early = await submitBooking(database.db, customer, submission(nyTime("2026-03-16", 9), { specialOfferId: offerId }), key(), { now: NOW });
    const start = nyTime("2026-03-17", 9);
    const late = await submitBooking(database.db, customer, submission(start), key(), { now: NOW });
    if (!early.ok || !late.ok) throw new Error("booking failed");
    await cancelOrderAsCustomer(database.db, customer.id, early.order.id, { now: NOW });
    await cancelOrderAsStaff(database.db, late.order.id, staff, { now: new Date(start.getTime() - 3 * 3600_000) });
    await runDueJobs(database.db, handlers, new Date("2026-04-01T00:00:00Z"));

    const cancelled = sent.filter((mail) => /is cancelled$/.test(mail.content.subject)).map((mail) => mail.content.paragraphs.join(" "));
    expect(cancelled).toHaveLength(2);
    const earlyText = cancelled.find((text) => text.includes("March 16"));
    const lateText = cancelled.find((text) => text.includes("March 17"));
    expect(earlyText).toContain("Nothing is due.");
    expect(earlyText).toContain("Your special offer Spring Refresh is back in your account");
    expect(lateText).toContain("a late-cancellation fee of $50 applies, and that is all that is due");
    expect(lateText).not.toMatch(/special offer/i);
  });

  it("tells the customer what is due after the visit when a gift card pays part of it", async () => {
    const customer = await makeCustomer(database.db);
    const giftCards: GiftCardRedeemer = {
      redeem: async () => ({ giftCardId: "4b0d2f9e-8a57-4a3c-9d1e-5c1f2e3a4b5c", appliedCents: 5_000 }),
      refund: async () => undefined,
      reapply: async () => null,
    };
    const result = await submitBooking(database.db, customer, submission(nyTime("2026-03-18", 9), { giftCardCode: "ABCD-EFGH-JKMN-PQRS" }), key(), { now: NOW, giftCards });
    if (!result.ok) throw new Error(result.message);
    await runDueJobs(database.db, handlers, NOW);
    const received = sent.find((mail) => mail.content.subject.startsWith("We received"))?.content.paragraphs.join(" ");
    expect(received).toContain("Estimated total: $190.53, of which your gift card pays $50: $140.53 is paid after the visit.");
  });

  it("walks the status machine with timeline events and sends the poll after check-out", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const cleaner = await makeCustomer(database.db, { role: "Cleaner" });
    const otherCleaner = await makeCustomer(database.db, { role: "Cleaner" });
    const result = await book(customer, nyTime("2026-03-13", 9));
    const id = result.order.id;

    expect(await checkIn(database.db, id, cleaner)).toMatchObject({ ok: false, kind: "conflict" });
    expect(await confirmOrder(database.db, id, admin, { now: NOW })).toMatchObject({ ok: true, status: "confirmed" });
    expect(await assignCleaner(database.db, id, customer.id, admin)).toMatchObject({ ok: false, kind: "invalid" });
    expect(await assignCleaner(database.db, id, cleaner.id, admin)).toMatchObject({ ok: true, status: "assigned" });
    expect(await checkIn(database.db, id, otherCleaner)).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await checkIn(database.db, id, cleaner)).toMatchObject({ ok: true, status: "in_progress" });
    expect(await checkOut(database.db, id, cleaner, { now: NOW, note: "All done" })).toMatchObject({ ok: true, status: "completed" });
    expect(await checkOut(database.db, id, cleaner)).toMatchObject({ ok: false, kind: "conflict" });

    const second = await submitBooking(database.db, customer, submission(nyTime("2026-03-13", 10)), key(), { now: NOW });
    if (!second.ok) throw new Error(second.message);
    expect(await assignCleaner(database.db, second.order.id, cleaner.id, admin)).toMatchObject({ ok: true });
    // Overlaps the cleaner's other assigned job.
    const third = await submitBooking(database.db, customer, submission(nyTime("2026-03-13", 11)), key(), { now: NOW });
    if (!third.ok) throw new Error(third.message);
    expect(await assignCleaner(database.db, third.order.id, cleaner.id, admin)).toMatchObject({ ok: false, kind: "conflict" });

    await runDueJobs(database.db, handlers, NOW);
    const poll = sent.find((mail) => mail.content.subject.startsWith("How did we do?"));
    expect(poll?.to).toBe(customer.email);
    expect(sent.some((mail) => mail.content.subject.endsWith("is confirmed"))).toBe(true);
    const token = poll?.content.action?.url.split("/poll/")[1] ?? "";
    expect(await findPoll(database.db, token)).toMatchObject({ answered: false, serviceName: "Regular cleaning" });
    expect(await answerPoll(database.db, { token, rating: 2, comment: "Missed the bathroom mirror" })).toEqual({ ok: true, flagged: true });
    expect(await answerPoll(database.db, { token, rating: 5, comment: null })).toEqual({ ok: false, reason: "answered" });
    expect(await answerPoll(database.db, { token: "x".repeat(43), rating: 5, comment: null })).toEqual({ ok: false, reason: "invalid" });
    const [stored] = await database.db.select().from(satisfactionPolls).where(eq(satisfactionPolls.orderId, id));
    expect(stored).toMatchObject({ rating: 2, flagged: true, comment: "Missed the bathroom mirror" });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe("completed");
  });

  it("emails the customer once when the cleaner is on the way, with the estimate and the arrival time", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const cleaner = await cleanerNamed("Marisol");
    const result = await book(customer, nyTime("2026-03-04", 11));
    const id = result.order.id;
    expect(await assignCleaner(database.db, id, cleaner.id, admin, { now: NOW })).toMatchObject({ ok: true });
    await runDueJobs(database.db, handlers, NOW);
    sent = [];

    const setOff = nyTime("2026-03-04", 10);
    expect(await markOnTheWay(database.db, id, cleaner, 25, { now: setOff })).toMatchObject({ ok: true, status: "assigned" });
    expect(await markOnTheWay(database.db, id, cleaner, 40, { now: setOff })).toMatchObject({ ok: true });
    await runDueJobs(database.db, handlers, setOff);
    // The day-before reminder is due by then too; this test reads the on-the-way email.
    const onTheWay = sent.filter((mail) => mail.content.subject.includes("on the way"));
    expect(onTheWay.map((mail) => [mail.to, mail.content.subject])).toEqual([[customer.email, "Marisol is on the way: about 25 minutes"]]);
    expect(onTheWay[0]?.content.paragraphs.join(" ")).toContain("about 25 minutes, around 10:25 AM");
    expect(onTheWay[0]?.content.action?.url).toBe(`http://localhost:3000/order/${id}`);
  });

  it("emails the customer the first name of each cleaner assigned, and nothing once the order is cancelled", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const cleaner = await cleanerNamed("Marisol");
    const otherCleaner = await cleanerNamed("Tomasz");
    const result = await book(customer, nyTime("2026-03-16", 9));
    const id = result.order.id;

    expect(await assignCleaner(database.db, id, cleaner.id, admin, { now: NOW })).toMatchObject({ ok: true, status: "assigned" });
    await runDueJobs(database.db, handlers, NOW);
    const assigned = sent.filter((mail) => mail.content.subject.includes("cleaner"));
    expect(assigned.map((mail) => [mail.to, mail.content.subject])).toEqual([[customer.email, `Marisol is your cleaner for ${formatOrderNumber(result.order.number)}`]]);
    expect(assigned[0]?.content.paragraphs.join(" ")).toContain("Monday, March 16, 2026");
    expect(JSON.stringify(assigned[0]?.content)).not.toContain(cleaner.lastName);

    // A change of cleaner is news too; a cancellation before the email went out stops it.
    expect(await assignCleaner(database.db, id, otherCleaner.id, admin, { now: new Date(NOW.getTime() + 60_000) })).toMatchObject({ ok: true });
    await runDueJobs(database.db, handlers, new Date(NOW.getTime() + 60_000));
    expect(sent.filter((mail) => mail.content.subject.includes("cleaner")).map((mail) => mail.content.subject)).toEqual([
      `Marisol is your cleaner for ${formatOrderNumber(result.order.number)}`,
      `Tomasz is your cleaner for ${formatOrderNumber(result.order.number)}`,
    ]);
    expect(await assignCleaner(database.db, id, cleaner.id, admin, { now: new Date(NOW.getTime() + 120_000) })).toMatchObject({ ok: true });
    await cancelOrderAsCustomer(database.db, customer.id, id, { now: NOW });
    await runDueJobs(database.db, handlers, new Date(NOW.getTime() + 120_000));
    expect(sent.filter((mail) => mail.content.subject.includes("cleaner"))).toHaveLength(2);
  });

  it("does not flag a happy customer", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const result = await book(customer, nyTime("2026-03-14", 9));
    const { markOrderCompleted } = await import("./orders/status-actions");
    expect(await markOrderCompleted(database.db, result.order.id, admin, { now: NOW })).toMatchObject({ ok: false });
    await confirmOrder(database.db, result.order.id, admin, { now: NOW });
    expect(await markOrderCompleted(database.db, result.order.id, admin, { now: NOW })).toMatchObject({ ok: true, status: "completed" });
    await runDueJobs(database.db, handlers, NOW);
    const token = sent.find((mail) => mail.content.subject.startsWith("How did we do?"))?.content.action?.url.split("/poll/")[1] ?? "";
    expect(await answerPoll(database.db, { token, rating: 4, comment: null })).toEqual({ ok: true, flagged: false });
  });

  it("runs the daily series job and schedules the next one", async () => {
    await handlers["series:extend"]?.({}, { db: database.db, logger, job: { id: 0, kind: "series:extend", payload: {}, attempts: 1 } });
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((job) => job.key);
    expect(keys).toContain("series-extend:2026-03-03");
  });

  it("says who cancelled: the customer reads \"You cancelled\", a staff cancellation \"We cancelled\"", async () => {
    const customer = await makeCustomer(database.db);
    const staff = await makeCustomer(database.db, { role: "Admin" });
    const own = await submitBooking(database.db, customer, submission(nyTime("2026-03-23", 9)), key(), { now: NOW });
    const theirs = await submitBooking(database.db, customer, submission(nyTime("2026-03-24", 9)), key(), { now: NOW });
    if (!own.ok || !theirs.ok) throw new Error("booking failed");
    await cancelOrderAsCustomer(database.db, customer.id, own.order.id, { now: NOW });
    await cancelOrderAsStaff(database.db, theirs.order.id, staff, { now: NOW });
    await runDueJobs(database.db, handlers, NOW);
    const cancelled = (number: number) => sent.find((mail) => mail.content.subject === `Your cleaning ${formatOrderNumber(number)} is cancelled`)?.content.paragraphs[0];
    expect(cancelled(own.order.number)).toMatch(/^You cancelled Regular cleaning on Monday, March 23, 2026/);
    expect(cancelled(theirs.order.number)).toMatch(/^We cancelled Regular cleaning on Tuesday, March 24, 2026/);
  });

  it("sends a booked visit's emails with its card of price lines, the cleaner's first name and the calendar file", async () => {
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const cleaner = await cleanerNamed("Marisol");
    const result = await book(customer, nyTime("2026-03-25", 9));
    await runDueJobs(database.db, handlers, NOW);
    expect(await assignCleaner(database.db, result.order.id, cleaner.id, admin, { now: NOW })).toMatchObject({ ok: true });
    await runDueJobs(database.db, handlers, NOW);
    const [received, assigned] = sent.map((mail) => mail.content);
    const rows = received?.summary?.rows ?? [];
    expect(rows).toContainEqual({ label: "Address", value: expect.stringContaining("NY") });
    expect(rows.filter((row) => row.kind === "money").map((row) => row.label)).toEqual(expect.arrayContaining(["Subtotal", expect.stringMatching(/^NYC sales tax/), "Total"]));
    expect(rows.at(-1)).toEqual({ label: "Due after the visit", value: "$190.53", kind: "total" });
    expect(rows.some((row) => row.label === "Your cleaner")).toBe(false);
    // Signed when the process has AUTH_SECRET (the route test covers the signature).
    expect(received?.links).toEqual([{ label: "Add to calendar", url: expect.stringMatching(new RegExp(`^http://localhost:3000/api/orders/${result.order.id}/calendar\\.ics(\\?token=[\\w-]+)?$`)) }]);
    const file = received?.attachments?.[0];
    expect(file?.filename).toBe(`borough-bright-${formatOrderNumber(result.order.number)}.ics`);
    expect(file?.content).toContain("BEGIN:VCALENDAR");
    expect(file?.content).toContain("DTSTART:20260325T130000Z");
    expect(assigned?.summary?.rows).toContainEqual({ label: "Your cleaner", value: "Marisol" });
  });
});
