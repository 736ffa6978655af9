/**
 * Issue #29: the phone queues check-in, "on my way", ticks and check-out while it has no signal
 * and sends them later, each with the instant it was made and an idempotency key. The server
 * applies each at that instant within bounds (2 minutes ahead of its clock, 12 hours back), once
 * per key, and refuses what the order as it is now no longer allows (docs/architecture.md, "The
 * cabinet offline").
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ORDER_EVENTS_CHANNEL } from "@/lib/platform/events/order-events";
import { assignCleanerAsStaff, cancelOrderByStaff } from "@/lib/admin/orders/order-actions";
import { bookOrder, makeAccount, NOW, nextVisitStart } from "@/lib/admin/test-support";
import { refusalMessage } from "@/lib/booking/orders/status-machine";
import { cabinetActionKeys, jobChecklistTicks, jobs, orderEvents, orderPayments, orders, visitPositions } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { cabinetCheckOut } from "./check-out";
import { CHECKLIST_CLOSED_MESSAGE, setChecklistTick } from "./checklist-ticks";
import { checklistItemKeys } from "./checklists";
import { cabinetCheckIn, cabinetOnTheWay, JOB_NOT_FOUND_MESSAGE } from "./job-actions";
import { getCabinetJob } from "./jobs";
import { MADE_AT_CLOCK_SKEW_MS, MADE_AT_MAX_AGE_MS } from "./made-at";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (start: Date, offsetMs: number) => new Date(start.getTime() + offsetMs);

describe.each(testDrivers())("cabinet actions made offline on %s", (driver) => {
  const database = useTestDatabase(driver);
  const { db } = database;

  /** A 3-hour regular cleaning at 9:00 on its own day, assigned the day it was booked: check-in opens at 7:00 and closes at noon. */
  async function assignedVisit() {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    const start = nextVisitStart(9);
    const id = await bookOrder(db, customer.id, start);
    expect(await assignCleanerAsStaff(db, admin, id, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    const job = await getCabinetJob(db, cleaner.id, id);
    return { admin, cleaner, id, start, keys: checklistItemKeys(job?.checklist ?? []) };
  }

  const orderRow = async (id: string) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error("no order");
    return row;
  };
  const eventsOf = (id: string, type: "checked_in" | "on_the_way" | "completed") =>
    db.select({ at: orderEvents.createdAt }).from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.type, type)));
  const keysOf = (id: string) => db.select().from(cabinetActionKeys).where(eq(cabinetActionKeys.orderId, id));

  describe("the time it was made", () => {
    it("applies a check-in at madeAt: its timeline entry and the job page say when the cleaner arrived", async () => {
      const visit = await assignedVisit();
      const madeAt = at(visit.start, -10 * MINUTE);
      const result = await cabinetCheckIn(db, visit.cleaner, visit.id, { now: at(visit.start, 40 * MINUTE), stamp: { madeAt: madeAt.toISOString() } });
      expect(result).toEqual({ ok: true, data: { orderId: visit.id, status: "in_progress" } });
      expect(await eventsOf(visit.id, "checked_in")).toEqual([{ at: madeAt }]);
      expect((await getCabinetJob(db, visit.cleaner.id, visit.id))?.checkedInAt).toBe(madeAt.toISOString());
    });

    it("refuses a madeAt more than 2 minutes ahead of the server's clock, and changes nothing", async () => {
      const visit = await assignedVisit();
      const now = at(visit.start, 30 * MINUTE);
      const ahead = at(now, MADE_AT_CLOCK_SKEW_MS + 1000);
      const result = await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp: { madeAt: ahead.toISOString(), idempotencyKey: randomUUID() } });
      expect(result).toMatchObject({ ok: false, kind: "unprocessable", code: "made-in-future", message: expect.stringMatching(/ahead of the office's clock/) });
      expect((await orderRow(visit.id)).status).toBe("assigned");
      expect(await keysOf(visit.id)).toEqual([]);
      // A phone a minute fast is within the skew: applied at the time it says.
      const slightlyAhead = at(now, MADE_AT_CLOCK_SKEW_MS);
      expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp: { madeAt: slightlyAhead.toISOString() } })).toMatchObject({ ok: true });
      expect(await eventsOf(visit.id, "checked_in")).toEqual([{ at: slightlyAhead }]);
    });

    it("refuses a madeAt 12 hours and 1 second back, and applies one exactly 12 hours back", async () => {
      const visit = await assignedVisit();
      // Exactly 12 hours back is 7:00, the moment check-in opens.
      const now = at(visit.start, -2 * HOUR + MADE_AT_MAX_AGE_MS);
      const tooOld = at(now, -MADE_AT_MAX_AGE_MS - 1000);
      const refused = await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp: { madeAt: tooOld.toISOString(), idempotencyKey: randomUUID() } });
      expect(refused).toMatchObject({ ok: false, kind: "unprocessable", code: "made-too-long-ago", message: expect.stringMatching(/more than 12 hours ago.*Call the office/) });
      expect((await orderRow(visit.id)).status).toBe("assigned");
      expect(await keysOf(visit.id)).toEqual([]);

      const edge = at(now, -MADE_AT_MAX_AGE_MS);
      expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp: { madeAt: edge.toISOString() } })).toMatchObject({ ok: true, data: { status: "in_progress" } });
      expect(await eventsOf(visit.id, "checked_in")).toEqual([{ at: edge }]);
    });

    it("records the position a queued check-in kept at the time it was made, once for a repeated key", async () => {
      const visit = await assignedVisit();
      const madeAt = at(visit.start, -20 * MINUTE);
      const stamp = { madeAt: madeAt.toISOString(), idempotencyKey: randomUUID() };
      const position = { lat: 40.7185, lng: -73.9904, accuracyMeters: 30 };
      for (const now of [visit.start, at(visit.start, MINUTE)]) expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp, position })).toMatchObject({ ok: true });
      expect(await db.select({ step: visitPositions.step, at: visitPositions.recordedAt }).from(visitPositions).where(eq(visitPositions.orderId, visit.id))).toEqual([{ step: "check_in", at: madeAt }]);
    });

    it("checks the check-in window at madeAt, not at the time it arrives", async () => {
      const visit = await assignedVisit();
      // Made at 11:50, inside the window; it reaches the server at 12:30, after the window closed.
      const madeAt = at(visit.start, 2 * HOUR + 50 * MINUTE);
      expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: at(visit.start, 3 * HOUR + 30 * MINUTE), stamp: { madeAt: madeAt.toISOString() } })).toMatchObject({ ok: true });
      // And one made before the window opened is refused with the window's own message, even if it arrives inside it.
      const other = await assignedVisit();
      const early = at(other.start, -3 * HOUR);
      expect(await cabinetCheckIn(db, other.cleaner, other.id, { now: other.start, stamp: { madeAt: early.toISOString() } })).toMatchObject({ ok: false, kind: "conflict", message: expect.stringMatching(/^Check-in opens at 7:00 AM/) });
    });

    it("ticks at madeAt and checks out at madeAt, so the time on site is the time the cleaner spent", async () => {
      const visit = await assignedVisit();
      const now = at(visit.start, 5 * HOUR);
      await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp: { madeAt: visit.start.toISOString() } });
      for (const [index, item] of visit.keys.entries()) {
        const tickedAt = at(visit.start, (index + 1) * MINUTE);
        expect(await setChecklistTick(db, visit.cleaner, visit.id, { item, done: true, madeAt: tickedAt.toISOString() }, now)).toMatchObject({ ok: true });
      }
      const [first] = await db.select({ at: jobChecklistTicks.tickedAt }).from(jobChecklistTicks).where(and(eq(jobChecklistTicks.orderId, visit.id), eq(jobChecklistTicks.itemKey, visit.keys[0] ?? "")));
      expect(first?.at).toEqual(at(visit.start, MINUTE));
      // Three hours on site, all ticked: no reason asked, not held, though it arrives two hours later.
      const leftAt = at(visit.start, 3 * HOUR);
      expect(await cabinetCheckOut(db, visit.cleaner, visit.id, { note: "Keys back with the doorman", madeAt: leftAt.toISOString() }, { now })).toEqual({
        ok: true,
        data: { orderId: visit.id, status: "completed", heldForReview: false },
      });
      expect(await eventsOf(visit.id, "completed")).toEqual([{ at: leftAt }]);
    });

    it("reads madeAt strictly: a value that is not an ISO instant is a field error", async () => {
      const visit = await assignedVisit();
      const result = await cabinetOnTheWay(db, visit.cleaner, visit.id, { etaMinutes: 20, madeAt: "this morning", idempotencyKey: "not-a-uuid" }, { now: visit.start });
      expect(result).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { madeAt: expect.any(String), idempotencyKey: "The idempotency key must be a UUID." } });
    });
  });

  describe("idempotency keys", () => {
    it("answers a repeated check-in key with the first answer and changes nothing, even after the 12 hours", async () => {
      const visit = await assignedVisit();
      const key = randomUUID();
      const stamp = { madeAt: visit.start.toISOString(), idempotencyKey: key };
      const first = await cabinetCheckIn(db, visit.cleaner, visit.id, { now: at(visit.start, 5 * MINUTE), stamp });
      expect(first).toEqual({ ok: true, data: { orderId: visit.id, status: "in_progress" } });
      const version = (await orderRow(visit.id)).version;

      expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: at(visit.start, 10 * MINUTE), stamp })).toEqual(first);
      expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: at(visit.start, 13 * HOUR), stamp })).toEqual(first);
      expect(await eventsOf(visit.id, "checked_in")).toHaveLength(1);
      expect((await orderRow(visit.id)).version).toBe(version);
      expect(await keysOf(visit.id)).toMatchObject([{ action: "check_in", madeAt: visit.start, userId: visit.cleaner.id }]);
      // Without its key, a second check-in is the state machine's refusal, as before.
      expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: at(visit.start, 10 * MINUTE) })).toMatchObject({ ok: false, kind: "conflict" });
    });

    it("sends the customer's on-the-way email once for a repeated key", async () => {
      const visit = await assignedVisit();
      const body = { etaMinutes: 20, madeAt: at(visit.start, -30 * MINUTE).toISOString(), idempotencyKey: randomUUID() };
      const first = await cabinetOnTheWay(db, visit.cleaner, visit.id, body, { now: at(visit.start, -20 * MINUTE) });
      expect(first).toMatchObject({ ok: true });
      expect(await cabinetOnTheWay(db, visit.cleaner, visit.id, body, { now: at(visit.start, -19 * MINUTE) })).toEqual(first);
      expect(await eventsOf(visit.id, "on_the_way")).toHaveLength(1);
      expect(await db.select().from(jobs).where(eq(jobs.dedupeKey, `order-mail:on-the-way:${visit.id}`))).toHaveLength(1);
      expect((await orderRow(visit.id)).onTheWayAt).toEqual(new Date(body.madeAt));
    });

    it("replays a tick's first answer without ticking again: an item unticked since stays unticked", async () => {
      const visit = await assignedVisit();
      const now = at(visit.start, HOUR);
      await cabinetCheckIn(db, visit.cleaner, visit.id, { now });
      const item = visit.keys[0] ?? "";
      const tick = { item, done: true, idempotencyKey: randomUUID() };
      const first = await setChecklistTick(db, visit.cleaner, visit.id, tick, now);
      expect(first).toEqual({ ok: true, data: { done: [item] } });
      expect(await setChecklistTick(db, visit.cleaner, visit.id, { item, done: false, idempotencyKey: randomUUID() }, now)).toEqual({ ok: true, data: { done: [] } });
      expect(await setChecklistTick(db, visit.cleaner, visit.id, tick, now)).toEqual(first);
      expect((await getCabinetJob(db, visit.cleaner.id, visit.id))?.checklistDone).toEqual([]);
    });

    it("answers a repeated check-out key with the first answer: one completion, one charge", async () => {
      const visit = await assignedVisit();
      await cabinetCheckIn(db, visit.cleaner, visit.id, { now: visit.start });
      const body = { note: "All done, spare key on the hook", reason: "The customer asked us to skip the oven.", madeAt: at(visit.start, 3 * HOUR).toISOString(), idempotencyKey: randomUUID() };
      const now = at(visit.start, 3 * HOUR + 5 * MINUTE);
      const first = await cabinetCheckOut(db, visit.cleaner, visit.id, body, { now });
      expect(first).toEqual({ ok: true, data: { orderId: visit.id, status: "completed", heldForReview: false } });
      const version = (await orderRow(visit.id)).version;
      expect(await cabinetCheckOut(db, visit.cleaner, visit.id, body, { now: at(now, MINUTE) })).toEqual(first);
      expect(await eventsOf(visit.id, "completed")).toHaveLength(1);
      expect(await db.select().from(orderPayments).where(and(eq(orderPayments.orderId, visit.id), eq(orderPayments.kind, "charge")))).toHaveLength(1);
      expect((await orderRow(visit.id)).version).toBe(version);
    });

    it("gives two requests racing with one key one effect and the same answer", async () => {
      const visit = await assignedVisit();
      const stamp = { madeAt: visit.start.toISOString(), idempotencyKey: randomUUID() };
      const now = at(visit.start, MINUTE);
      const [a, b] = await Promise.all([cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp }), cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp })]);
      expect(a).toEqual({ ok: true, data: { orderId: visit.id, status: "in_progress" } });
      expect(b).toEqual(a);
      expect(await eventsOf(visit.id, "checked_in")).toHaveLength(1);
    });

    it("refuses a key used again for a different action, naming the key", async () => {
      const visit = await assignedVisit();
      const key = randomUUID();
      expect(await cabinetOnTheWay(db, visit.cleaner, visit.id, { etaMinutes: 20, idempotencyKey: key }, { now: visit.start })).toMatchObject({ ok: true });
      expect(await cabinetOnTheWay(db, visit.cleaner, visit.id, { etaMinutes: 45, idempotencyKey: key }, { now: visit.start })).toMatchObject({
        ok: false,
        kind: "unprocessable",
        code: "idempotency-key-reused",
        message: expect.stringContaining(key),
      });
      expect((await orderRow(visit.id)).onTheWayEtaMinutes).toBe(20);
    });

    it("keeps keys per person: another cleaner's request with the same key gets nothing of the first", async () => {
      const visit = await assignedVisit();
      const other = await makeAccount(db, "Cleaner");
      const stamp = { idempotencyKey: randomUUID() };
      expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: visit.start, stamp })).toMatchObject({ ok: true });
      expect(await cabinetCheckIn(db, other, visit.id, { now: visit.start, stamp })).toEqual({ ok: false, kind: "not-found", message: JOB_NOT_FOUND_MESSAGE });
    });
  });

  describe("the live event", () => {
    it("announces a queued check-in to the cleaner's other phones once, however often it is sent, and a refusal not at all", async () => {
      const visit = await assignedVisit();
      const payloads: string[] = [];
      let seenEnd: () => void = () => undefined;
      const end = new Promise<void>((resolve) => (seenEnd = resolve));
      const sentinel = `end-${randomUUID()}`;
      const unlisten = await database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
        if (payload === sentinel) seenEnd();
        else payloads.push(payload);
      });
      try {
        const stamp = { madeAt: at(visit.start, -15 * MINUTE).toISOString(), idempotencyKey: randomUUID() };
        const now = at(visit.start, HOUR);
        expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp })).toMatchObject({ ok: true });
        expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp })).toMatchObject({ ok: true });
        expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now, stamp: { madeAt: at(now, HOUR).toISOString(), idempotencyKey: randomUUID() } })).toMatchObject({ ok: false });
        await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${sentinel})`);
        await end;
      } finally {
        await unlisten();
      }
      const envelopes = payloads.map((payload) => JSON.parse(payload) as { orderId: string; toUsers: Array<{ userId: string; payload: { change: string; status: string } }> });
      const forCleaner = envelopes.filter((envelope) => envelope.orderId === visit.id).flatMap((envelope) => envelope.toUsers.filter((view) => view.userId === visit.cleaner.id));
      expect(forCleaner.map((view) => [view.payload.change, view.payload.status])).toEqual([["checked_in", "in_progress"]]);
    });
  });

  describe("what the order no longer allows", () => {
    it("refuses a check-in queued before the office cancelled the visit, with the usual message, and keeps no key", async () => {
      const visit = await assignedVisit();
      const madeAt = at(visit.start, -5 * MINUTE);
      expect(await cancelOrderByStaff(db, visit.admin, visit.id, { reason: "Customer called: burst pipe in the building", waiveFee: true }, at(visit.start, -3 * MINUTE))).toMatchObject({ ok: true });
      const stamp = { madeAt: madeAt.toISOString(), idempotencyKey: randomUUID() };
      expect(await cabinetCheckIn(db, visit.cleaner, visit.id, { now: visit.start, stamp })).toEqual({ ok: false, kind: "conflict", message: refusalMessage("cancelled", "check_in") });
      expect(await keysOf(visit.id)).toEqual([]);
      expect((await orderRow(visit.id)).status).toBe("cancelled");
    });

    it("refuses ticks queued on a phone that reach the server after another phone checked out", async () => {
      const visit = await assignedVisit();
      await cabinetCheckIn(db, visit.cleaner, visit.id, { now: visit.start });
      for (const item of visit.keys) await setChecklistTick(db, visit.cleaner, visit.id, { item, done: true }, visit.start);
      const end = at(visit.start, 3 * HOUR);
      expect(await cabinetCheckOut(db, visit.cleaner, visit.id, {}, { now: end })).toMatchObject({ ok: true });
      const late = { item: visit.keys[0] ?? "", done: false, madeAt: at(visit.start, HOUR).toISOString(), idempotencyKey: randomUUID() };
      expect(await setChecklistTick(db, visit.cleaner, visit.id, late, at(end, MINUTE))).toEqual({ ok: false, kind: "conflict", message: CHECKLIST_CLOSED_MESSAGE });
      expect((await getCabinetJob(db, visit.cleaner.id, visit.id))?.checklistDone).toEqual(visit.keys);
    });

    it("refuses a queued check-out dated before the check-in another phone recorded", async () => {
      const visit = await assignedVisit();
      await cabinetCheckIn(db, visit.cleaner, visit.id, { now: at(visit.start, 30 * MINUTE) });
      const body = { reason: "Left early", madeAt: at(visit.start, 10 * MINUTE).toISOString(), idempotencyKey: randomUUID() };
      expect(await cabinetCheckOut(db, visit.cleaner, visit.id, body, { now: at(visit.start, HOUR) })).toMatchObject({
        ok: false,
        kind: "conflict",
        message: expect.stringMatching(/made at .* 9:10 AM, before the check-in at .* 9:30 AM/),
      });
      expect((await orderRow(visit.id)).status).toBe("in_progress");
    });

    it("answers a queued action on a job given to someone else since as not found", async () => {
      const visit = await assignedVisit();
      const other = await makeAccount(db, "Cleaner");
      expect(await assignCleanerAsStaff(db, visit.admin, visit.id, { cleanerId: other.id }, NOW)).toMatchObject({ ok: true });
      const body = { etaMinutes: 30, madeAt: at(visit.start, -40 * MINUTE).toISOString(), idempotencyKey: randomUUID() };
      expect(await cabinetOnTheWay(db, visit.cleaner, visit.id, body, { now: at(visit.start, -30 * MINUTE) })).toEqual({ ok: false, kind: "not-found", message: JOB_NOT_FOUND_MESSAGE });
      expect((await orderRow(visit.id)).onTheWayAt).toBeNull();
    });
  });
});
