import { and, eq, ne, sql } from "drizzle-orm";
import { cancelOrderAsCustomer } from "@/lib/booking/orders/cancel-order";
import { availableSlots } from "@/lib/booking/slot-availability";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { jobs, orders, settings, waitlistEntries, waitlistHolds } from "@/lib/platform/db/schema";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { expireHold } from "./hold-lifecycle";
import { joinWaitlist, waitlistJoinSchema } from "./join";
import { leaveWaitlist } from "./leave";
import { offerFreedTimes } from "./offer-freed";
import type { WaitlistWindow } from "./windows";
import { WAITLIST_JOB_KINDS } from "./job-kinds";
import { waitlistJobHandlers } from "./jobs";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";
import type { ClaimedJob } from "@/lib/platform/jobs/queue";
import { hireCleaner, keepCrew } from "@/lib/startup/testing/crew";

/**
 * docs/product.md#waitlist. One cleaner, no travel time between visits, and three-hour
 * visits: 8:00, 11:00 and 14:00 fill a day. Every step takes its clock; nothing reads today's date.
 */

jest.setTimeout(60_000);

const MINUTE = 60_000;
const NO_TRAVEL = { travelMinutesSameBorough: 0, travelMinutesAcrossBoroughs: 0 };
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);
const TWO_BED = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency: "one-time" };

describe.each(testDrivers())("The waitlist on %s", (driver) => {
  const database = useTestDatabase(driver);
  let address = 0;

  beforeAll(async () => {
    await keepCrew(database.db, 1);
    await database.db.update(settings).set({ ...NO_TRAVEL, waitlistHoldMinutes: 30 }).where(eq(settings.id, 1));
  });
  beforeEach(async () => {
    await database.db.delete(jobs).where(sql`true`);
  });

  /** Books 8:00, 11:00 and 14:00 on the date; answers the orders by hour. */
  async function fillDay(date: string) {
    const booked: Record<number, { orderId: string; customerId: string }> = {};
    for (const hour of [8, 11, 14]) {
      const customer = await makeCustomer(database.db);
      const result = await submitBooking(database.db, customer, submission(nyTime(date, hour)), key(), { now: NOW });
      if (!result.ok) throw new Error(`could not fill ${date} ${hour}: ${result.message}`);
      booked[hour] = { orderId: result.order.id, customerId: customer.id };
    }
    return booked;
  }

  async function join(date: string, window: WaitlistWindow, who: { email: string; customerId: string | null }, minutes: number) {
    address += 1;
    const input = waitlistJoinSchema.parse({ name: "Rosa Diaz", email: who.email, request: TWO_BED, zip: "11211", date, window });
    const result = await joinWaitlist(database.db, input, { address: `203.0.113.${address}`, now: at(minutes), customerId: who.customerId });
    if (!result.ok) throw new Error(result.message);
    return result.entryId;
  }

  const visitor = (name: string) => ({ email: `${name}-${address}-${Math.random().toString(36).slice(2, 8)}@example.test`, customerId: null });
  const entry = async (id: string) => (await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];
  const activeHoldsOf = (entryId: string) => database.db.select().from(waitlistHolds).where(and(eq(waitlistHolds.entryId, entryId), eq(waitlistHolds.status, "active")));
  const slotsFor = (date: string, customerId: string | null, now: Date) =>
    availableSlots(database.db, { date, durationMinutes: 180, travel: { sameBorough: 0, acrossBoroughs: 0 }, borough: "Brooklyn", now, customerId, closing: DEFAULT_CLOSING_CALENDAR });

  it("refuses to join while the window still has a free start, and takes the entry once the day is full", async () => {
    const date = "2026-03-10";
    address += 1;
    const early = await joinWaitlist(database.db, waitlistJoinSchema.parse({ name: "Rosa Diaz", email: "rosa@example.test", request: TWO_BED, zip: "11211", date, window: { kind: "any" } }), { address: `198.51.100.${address}`, now: NOW, customerId: null });
    expect(early).toMatchObject({ ok: false, kind: "conflict", code: "times-open" });
    await fillDay(date);
    const first = await join(date, { kind: "any" }, { email: "rosa@example.test", customerId: null }, 1);
    const again = await join(date, { kind: "any" }, { email: "rosa@example.test", customerId: null }, 2);
    expect(again).toBe(first);
    expect((await entry(first))?.status).toBe("waiting");
  });

  it("offers a freed morning to the first entry whose window fits, first come first served, and holds it from everyone else", async () => {
    const date = "2026-03-11";
    const booked = await fillDay(date);
    const afternoon = await join(date, { kind: "afternoon" }, visitor("afternoon"), 1);
    const holder = await makeCustomer(database.db);
    const firstMorning = await join(date, { kind: "morning" }, { email: holder.email, customerId: holder.id }, 2);
    const secondMorning = await join(date, { kind: "range", fromHour: 8, toHour: 9 }, visitor("second"), 3);

    const cancelled = await cancelOrderAsCustomer(database.db, booked[8]!.customerId, booked[8]!.orderId, { now: at(10) });
    expect(cancelled).toMatchObject({ ok: true });
    // The cancellation queued the offer in its own transaction.
    const [queued] = await database.db.select().from(jobs).where(eq(jobs.dedupeKey, `waitlist:cancelled:${booked[8]!.orderId}`));
    expect(queued).toMatchObject({ kind: "waitlist:offer", payload: { date } });

    const offered = await offerFreedTimes(database.db, { date }, at(11));
    expect(offered).toEqual([expect.objectContaining({ entryId: firstMorning, startsAt: nyTime(date, 8), expiresAt: at(41) })]);
    expect((await entry(firstMorning))?.status).toBe("offered");
    expect((await entry(afternoon))?.status).toBe("waiting");
    expect((await entry(secondMorning))?.status).toBe("waiting");
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining([`waitlist:offer-mail:${offered[0]!.holdId}`, `waitlist:hold-expiry:${offered[0]!.holdId}`]));

    // Held: nobody else is offered 8:00; the holder is.
    expect(await slotsFor(date, null, at(12))).toEqual([]);
    expect(await slotsFor(date, holder.id, at(12))).toEqual([nyTime(date, 8)]);
    // Offering again hands out nothing more: the held time is taken.
    expect(await offerFreedTimes(database.db, { date }, at(12))).toEqual([]);
  });

  it("expires an unbooked hold at its time and hands the time to the next in line at once", async () => {
    const date = "2026-03-12";
    const booked = await fillDay(date);
    const first = await join(date, { kind: "morning" }, visitor("first"), 1);
    const second = await join(date, { kind: "any" }, visitor("second"), 2);
    await cancelOrderAsCustomer(database.db, booked[8]!.customerId, booked[8]!.orderId, { now: at(10) });
    const [hold] = await offerFreedTimes(database.db, { date }, at(10));
    expect(hold?.entryId).toBe(first);

    expect(await expireHold(database.db, hold!.holdId, at(39))).toBe("not-yet");
    expect(await activeHoldsOf(first)).toHaveLength(1);
    expect(await expireHold(database.db, hold!.holdId, at(40))).toBe("expired");
    expect((await entry(first))?.status).toBe("expired");
    const [handedOn] = await activeHoldsOf(second);
    expect(handedOn).toMatchObject({ startsAt: nyTime(date, 8), expiresAt: at(70) });
    expect((await entry(second))?.status).toBe("offered");
    // Running the expiry again does nothing.
    expect(await expireHold(database.db, hold!.holdId, at(41))).toBe("gone");
  });

  it("lets the holder book the held time, which consumes the hold, and leaving releases a hold to the next", async () => {
    const date = "2026-03-13";
    const booked = await fillDay(date);
    const holder = await makeCustomer(database.db);
    // Joined as a visitor with the email of the account they book with later.
    const mine = await join(date, { kind: "any" }, { email: holder.email, customerId: null }, 1);
    const next = await join(date, { kind: "any" }, visitor("next"), 2);
    await cancelOrderAsCustomer(database.db, booked[11]!.customerId, booked[11]!.orderId, { now: at(10) });
    const [hold] = await offerFreedTimes(database.db, { date }, at(10));
    expect(hold).toMatchObject({ entryId: mine, startsAt: nyTime(date, 11) });

    const result = await submitBooking(database.db, holder, submission(nyTime(date, 11)), key(), { now: at(20) });
    expect(result).toMatchObject({ ok: true });
    expect((await entry(mine))?.status).toBe("booked");
    const [consumed] = await database.db.select().from(waitlistHolds).where(eq(waitlistHolds.id, hold!.holdId));
    expect(consumed?.status).toBe("booked");
    expect(await expireHold(database.db, hold!.holdId, at(40))).toBe("gone");
    expect((await entry(next))?.status).toBe("waiting");

    // The next one gets a freed time, then leaves: the hold is released; nobody else waits that
    // day, so no offer is queued for it (docs/product.md#waitlist).
    await cancelOrderAsCustomer(database.db, booked[14]!.customerId, booked[14]!.orderId, { now: at(50) });
    const [nextHold] = await offerFreedTimes(database.db, { date }, at(50));
    expect(nextHold?.entryId).toBe(next);
    const token = "not-a-link-of-ours";
    expect(await leaveWaitlist(database.db, { token }, at(51))).toBe(false);
    const nextRow = await entry(next);
    await database.db.update(waitlistEntries).set({ tokenHash: (await import("@/lib/platform/security/tokens")).hashToken("a-link-we-sent-them-0001") }).where(eq(waitlistEntries.id, nextRow!.id));
    expect(await leaveWaitlist(database.db, { token: "a-link-we-sent-them-0001" }, at(52))).toBe(true);
    expect((await entry(next))?.status).toBe("left");
    expect(await activeHoldsOf(next)).toHaveLength(0);
    const [requeued] = await database.db.select().from(jobs).where(eq(jobs.dedupeKey, `waitlist:released:${nextHold!.holdId}`));
    expect(requeued).toBeUndefined();
  });

  it("gives the freed time to its holder when the holder and someone else submit for it at once", async () => {
    const date = "2026-03-16";
    for (const [index, holderFirst] of [true, false].entries()) {
      const day = index === 0 ? date : "2026-03-17";
      const booked = await fillDay(day);
      const holder = await makeCustomer(database.db);
      const other = await makeCustomer(database.db);
      await join(day, { kind: "morning" }, { email: holder.email, customerId: holder.id }, 1);
      await cancelOrderAsCustomer(database.db, booked[8]!.customerId, booked[8]!.orderId, { now: at(10) });
      expect(await offerFreedTimes(database.db, { date: day }, at(10))).toHaveLength(1);
      const start = nyTime(day, 8);
      const submit = (customer: typeof holder) => submitBooking(database.db, customer, submission(start), key(), { now: at(15) });
      const [holderResult, otherResult] = holderFirst
        ? await Promise.all([submit(holder), submit(other)])
        : await Promise.all([submit(other), submit(holder)]).then(([o, h]) => [h, o] as const);
      expect(holderResult).toMatchObject({ ok: true });
      expect(otherResult).toMatchObject({ ok: false, kind: "conflict", code: "fully-booked" });
      const placed = await database.db.select({ customerId: orders.customerId }).from(orders).where(and(eq(orders.startsAt, start), ne(orders.status, "cancelled")));
      expect(placed.map((row) => row.customerId)).toEqual([holder.id]);
    }
  });

  it("offers a time freed while someone was joining: the join queues an offer of its own for the date", async () => {
    const date = "2026-03-20";
    const booked = await fillDay(date);
    const joiner = await join(date, { kind: "any" }, visitor("joiner"), 1);
    const [queued] = await database.db.select().from(jobs).where(eq(jobs.dedupeKey, `${WAITLIST_JOB_KINDS.offer}:joined:${joiner}`));
    expect(queued).toMatchObject({ kind: WAITLIST_JOB_KINDS.offer, payload: { date } });

    // A cancellation that looked for someone waiting before the entry was committed queued no
    // offer of its own: here, its job is taken away to stand for that.
    await cancelOrderAsCustomer(database.db, booked[11]!.customerId, booked[11]!.orderId, { now: at(2) });
    await database.db.delete(jobs).where(eq(jobs.dedupeKey, `waitlist:cancelled:${booked[11]!.orderId}`));
    const handlers = waitlistJobHandlers({ send: async () => undefined, now: () => at(3) });
    const job = { id: 0, kind: queued!.kind, payload: queued!.payload, attempts: 0 } as unknown as ClaimedJob;
    await handlers[queued!.kind]!(queued!.payload as Record<string, unknown>, { db: database.db, logger: createLogger(undefined, "silent"), job });

    expect(await activeHoldsOf(joiner)).toEqual([expect.objectContaining({ startsAt: nyTime(date, 11) })]);
    expect((await entry(joiner))?.status).toBe("offered");
  });

  it("never offers one freed time twice when offers run at the same moment", async () => {
    const date = "2026-03-18";
    const booked = await fillDay(date);
    const first = await join(date, { kind: "any" }, visitor("one"), 1);
    const second = await join(date, { kind: "any" }, visitor("two"), 2);
    await cancelOrderAsCustomer(database.db, booked[14]!.customerId, booked[14]!.orderId, { now: at(10) });
    const runs = await Promise.all([offerFreedTimes(database.db, { date }, at(10)), offerFreedTimes(database.db, { date }, at(10)), offerFreedTimes(database.db, {}, at(10))]);
    expect(runs.flat().map((hold) => hold.entryId)).toEqual([first]);
    expect(await activeHoldsOf(first)).toHaveLength(1);
    expect(await activeHoldsOf(second)).toHaveLength(0);
  });
});

describe.each(testDrivers())("The waitlist's emails on %s", (driver) => {
  const database = useTestDatabase(driver);

  beforeAll(async () => {
    await keepCrew(database.db, 1);
    await database.db.update(settings).set(NO_TRAVEL).where(eq(settings.id, 1));
  });

  it("emails the holder at once with a link to the held time and a working leave link, in their language", async () => {
    const date = "2026-03-19";
    const booked: string[] = [];
    for (const hour of [8, 11, 14]) {
      const customer = await makeCustomer(database.db);
      const result = await submitBooking(database.db, customer, submission(nyTime(date, hour)), key(), { now: NOW });
      if (result.ok) booked.push(result.order.id, customer.id);
    }
    const input = waitlistJoinSchema.parse({ name: "Rosa Diaz", email: "Rosa@Example.test", request: TWO_BED, zip: "11211", date, window: { kind: "morning" }, locale: "es" });
    const joined = await joinWaitlist(database.db, input, { address: "192.0.2.7", now: at(1), customerId: null });
    expect(joined).toMatchObject({ ok: true, created: true });
    const sent: Array<{ to: string; content: MailContent }> = [];
    const handlers = waitlistJobHandlers({ send: async (to, content) => void sent.push({ to, content }), now: () => at(11) });
    const logger = createLogger(undefined, "silent");
    const job = { id: 0, kind: "test", payload: {}, attempts: 0 } as unknown as ClaimedJob;
    if (!joined.ok) return;
    await handlers[WAITLIST_JOB_KINDS.joinedMail]!({ entryId: joined.entryId }, { db: database.db, logger, job });
    expect(sent[0]).toMatchObject({ to: "rosa@example.test", content: { subject: expect.stringContaining("lista de espera") } });

    await cancelOrderAsCustomer(database.db, booked[1]!, booked[0]!, { now: at(10) });
    await handlers[WAITLIST_JOB_KINDS.offer]!({ date }, { db: database.db, logger, job });
    const [hold] = await database.db.select().from(waitlistHolds).where(eq(waitlistHolds.entryId, joined.entryId));
    await handlers[WAITLIST_JOB_KINDS.offerMail]!({ holdId: hold!.id }, { db: database.db, logger, job });
    const offer = sent[1]!.content;
    expect(offer.subject).toContain("Se abrió un espacio");
    const bookUrl = new URL(offer.action!.url);
    expect(bookUrl.pathname).toBe("/booking");
    expect(Object.fromEntries(bookUrl.searchParams)).toMatchObject({ service: "residential-cleaning", zip: "11211", date, startsAt: nyTime(date, 8).toISOString() });
    const leaveToken = new URL(offer.links![0]!.url).pathname.split("/").pop()!;
    expect(await leaveWaitlist(database.db, { token: leaveToken }, at(12))).toBe(true);
    const [left] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, joined.entryId));
    expect(left?.status).toBe("left");
  });
});

describe.each(testDrivers())("Capacity added, on %s", (driver) => {
  const database = useTestDatabase(driver);

  it("offers every waited-for date once a cleaner is added, first come first served on each", async () => {
    await keepCrew(database.db, 1);
    await database.db.update(settings).set(NO_TRAVEL).where(eq(settings.id, 1));
    const dates = ["2026-03-20", "2026-03-23"];
    const firsts: string[] = [];
    for (const date of dates) {
      for (const hour of [8, 11, 14]) {
        const result = await submitBooking(database.db, await makeCustomer(database.db), submission(nyTime(date, hour)), key(), { now: NOW });
        expect(result).toMatchObject({ ok: true });
      }
      for (const minute of [1, 2]) {
        const joined = await joinWaitlist(database.db, waitlistJoinSchema.parse({ name: "Sam Lee", email: `sam-${date}-${minute}@example.test`, request: TWO_BED, zip: "10025", date, window: { kind: "morning" } }), { address: `192.0.2.${minute}`, now: at(minute), customerId: null });
        if (minute === 1 && joined.ok) firsts.push(joined.entryId);
      }
    }
    expect(await offerFreedTimes(database.db, {}, at(5))).toEqual([]);
    await hireCleaner(database.db, "second@crew.example.test");
    // A second cleaner frees 8:00 and 11:00 starts in the morning: the first two entries of each day are held one each.
    const offered = await offerFreedTimes(database.db, {}, at(6));
    expect(offered).toHaveLength(4);
    expect(offered.filter((hold) => hold.startsAt.getTime() === nyTime("2026-03-20", 8).getTime()).map((hold) => hold.entryId)).toEqual([firsts[0]]);
  });
});
