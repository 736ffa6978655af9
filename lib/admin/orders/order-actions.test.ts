import { and, eq } from "drizzle-orm";
import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { jobPhotos, orderEvents, orders, satisfactionPolls } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { bookOrder, makeAccount, nextVisitStart, NOW } from "../test-support";
import { followUpPhotoIds, NOT_THIS_VISITS_PHOTO_MESSAGE } from "./follow-up-photos";
import { FOLLOW_UP_PHOTOS_MAX } from "./order-action-schemas";
import { addOrderNote, assignCleanerAsStaff, cancelOrderByStaff, confirmOrderAsStaff, resolveFlaggedPoll, setOrderStatusAsStaff } from "./order-actions";

describe.each(testDrivers())("staff order actions on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  const audited = async (orderId: string) => (await listAudit(db, auditQuerySchema.parse({ subjectType: "order", subjectId: orderId }))).items;
  const statusOf = async (orderId: string) => (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
  const eventsOf = async (orderId: string) => (await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((event) => event.type);

  async function newOrder(start = nextVisitStart()) {
    const customer = await makeAccount(db, "Customer");
    return { customer, orderId: await bookOrder(db, customer.id, start), start };
  }

  it.each(["Moderator", "Admin", "SuperAdmin"] as const)("lets a %s confirm a new order, on the timeline and in the audit log", async (role) => {
    const staff = await makeAccount(db, role);
    const { orderId } = await newOrder();
    const result = await confirmOrderAsStaff(db, staff, orderId, { note: "Called the customer" });
    expect(result).toEqual({ ok: true, data: { orderId, status: "confirmed" } });
    expect(await statusOf(orderId)).toBe("confirmed");
    expect(await eventsOf(orderId)).toEqual(["created", "confirmed"]);
    const [entry] = await audited(orderId);
    expect(entry).toMatchObject({ action: "order.confirm", actor: { id: staff.id }, reason: "Called the customer", details: { from: "pending", to: "confirmed" } });
  });

  it.each(["Customer", "Cleaner"] as const)("refuses a %s and writes nothing", async (role) => {
    const outsider = await makeAccount(db, role);
    const { orderId } = await newOrder();
    expect(await confirmOrderAsStaff(db, outsider, orderId)).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await cancelOrderByStaff(db, outsider, orderId, { reason: "Not mine to cancel" })).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await statusOf(orderId)).toBe("pending");
    expect(await audited(orderId)).toEqual([]);
  });

  it("refuses staff acting on an order they booked themselves", async () => {
    const moderator = await makeAccount(db, "Moderator");
    const orderId = await bookOrder(db, moderator.id, nextVisitStart());
    expect(await confirmOrderAsStaff(db, moderator, orderId)).toMatchObject({ ok: false, kind: "forbidden", message: expect.stringMatching(/booked yourself/) });
    expect(await statusOf(orderId)).toBe("pending");
  });

  it("refuses a stale action (an older version than the order's) with 409 and writes nothing", async () => {
    const [first, second] = [await makeAccount(db, "Admin"), await makeAccount(db, "Admin")];
    const cleaner = await makeAccount(db, "Cleaner");
    const { orderId } = await newOrder();
    const versionOf = async () => (await db.select({ version: orders.version }).from(orders).where(eq(orders.id, orderId)))[0]?.version;
    const opened = await versionOf();
    if (opened === undefined) throw new Error("no order");
    // Both admins opened the page at the same version; the first one's save moves the order on.
    expect(await confirmOrderAsStaff(db, first, orderId, { expectedVersion: opened })).toMatchObject({ ok: true });
    expect(await versionOf()).toBe(opened + 1);
    const stale = await assignCleanerAsStaff(db, second, orderId, { cleanerId: cleaner.id, expectedVersion: opened });
    expect(stale).toMatchObject({ ok: false, kind: "conflict", message: expect.stringMatching(/changed by someone else/) });
    expect(await cancelOrderByStaff(db, second, orderId, { reason: "Customer called", expectedVersion: opened })).toMatchObject({ ok: false, kind: "conflict" });
    expect(await statusOf(orderId)).toBe("confirmed");
    expect(await eventsOf(orderId)).toEqual(["created", "confirmed"]);
    expect((await audited(orderId)).map((entry) => entry.action)).toEqual(["order.confirm"]);
    // A staff note keeps the version: it contradicts nothing the other admin could save.
    expect(await addOrderNote(db, first, orderId, { note: "Prefers a morning call" })).toMatchObject({ ok: true });
    expect(await assignCleanerAsStaff(db, second, orderId, { cleanerId: cleaner.id, expectedVersion: opened + 1 })).toMatchObject({ ok: true });
  });

  it("answers 404 for unknown and malformed ids", async () => {
    const admin = await makeAccount(db, "Admin");
    expect(await confirmOrderAsStaff(db, admin, "not-a-uuid")).toMatchObject({ ok: false, kind: "not-found" });
    expect(await confirmOrderAsStaff(db, admin, "00000000-0000-4000-8000-000000000000")).toMatchObject({ ok: false, kind: "not-found" });
  });

  it("assigns a cleaner, refuses a busy one and a customer, and audits only what happened", async () => {
    const moderator = await makeAccount(db, "Moderator");
    const cleaner = await makeAccount(db, "Cleaner");
    const start = nextVisitStart();
    const first = await newOrder(start);
    const second = await newOrder(start);
    expect(await assignCleanerAsStaff(db, moderator, first.orderId, { cleanerId: cleaner.id })).toEqual({ ok: true, data: { orderId: first.orderId, status: "assigned" } });
    const busy = await assignCleanerAsStaff(db, moderator, second.orderId, { cleanerId: cleaner.id });
    expect(busy).toMatchObject({ ok: false, kind: "conflict", fieldErrors: { cleanerId: expect.any(String) } });
    const customer = await makeAccount(db, "Customer");
    expect(await assignCleanerAsStaff(db, moderator, second.orderId, { cleanerId: customer.id })).toMatchObject({ ok: false, kind: "invalid" });
    expect(await assignCleanerAsStaff(db, moderator, second.orderId, { cleanerId: "nobody" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { cleanerId: expect.any(String) } });
    expect(await audited(second.orderId)).toEqual([]);
    expect(await statusOf(second.orderId)).toBe("pending");
    const [entry] = await audited(first.orderId);
    expect(entry).toMatchObject({ action: "order.assign", details: { cleanerId: cleaner.id, previousCleanerId: null } });
  });

  it("moves an assigned visit to in progress and completed, and refuses a jump the state machine does not allow", async () => {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const { orderId, start } = await newOrder();
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "in_progress" })).toMatchObject({ ok: false, kind: "conflict" });
    await assignCleanerAsStaff(db, admin, orderId, { cleanerId: cleaner.id }, NOW);
    // Inside the check-in window (status-rules.test.ts holds the times).
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "in_progress", note: "Cleaner called in" }, start)).toMatchObject({ ok: true, data: { status: "in_progress" } });
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "completed" })).toMatchObject({ ok: true, data: { status: "completed" } });
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "confirmed" })).toMatchObject({ ok: false, kind: "conflict" });
    expect(await eventsOf(orderId)).toEqual(["created", "assigned", "checked_in", "completed"]);
    expect((await audited(orderId)).map((entry) => entry.details.to)).toEqual(["completed", "in_progress", "assigned"]);
    expect(await setOrderStatusAsStaff(db, admin, orderId, { status: "cancelled" as "completed" })).toMatchObject({ ok: false, kind: "invalid" });
  });

  it("records the late-cancellation fee inside 24 hours, unless waived, and none before", async () => {
    const moderator = await makeAccount(db, "Moderator");
    const late = await newOrder();
    const hoursBefore = (order: { start: Date }, hours: number) => new Date(order.start.getTime() - hours * 3_600_000);
    const lateResult = await cancelOrderByStaff(db, moderator, late.orderId, { reason: "Customer called at 7am" }, hoursBefore(late, 3));
    expect(lateResult).toEqual({ ok: true, data: { orderId: late.orderId, status: "cancelled", lateCancellationFeeCents: 5_000 } });
    const [lateRow] = await db.select().from(orders).where(eq(orders.id, late.orderId));
    expect(lateRow).toMatchObject({ status: "cancelled", lateCancellationFeeCents: 5_000, cancelReason: "Customer called at 7am" });
    expect((await audited(late.orderId))[0]).toMatchObject({ action: "order.cancel", reason: "Customer called at 7am", details: { lateCancellationFeeCents: 5_000, waiveFee: false } });

    const waived = await newOrder();
    expect(await cancelOrderByStaff(db, moderator, waived.orderId, { reason: "Burst pipe", waiveFee: true }, hoursBefore(waived, 2))).toMatchObject({ ok: true, data: { lateCancellationFeeCents: 0 } });
    const early = await newOrder();
    expect(await cancelOrderByStaff(db, moderator, early.orderId, { reason: "Moving away" }, hoursBefore(early, 48))).toMatchObject({ ok: true, data: { lateCancellationFeeCents: 0 } });
    expect(await cancelOrderByStaff(db, moderator, early.orderId, { reason: "Again" }, hoursBefore(early, 47))).toMatchObject({ ok: false, kind: "conflict" });
    expect(await cancelOrderByStaff(db, moderator, early.orderId, { reason: "x" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { reason: expect.any(String) } });
  });

  it("adds staff notes without changing the status, and keeps them off the customer's timeline", async () => {
    const moderator = await makeAccount(db, "Moderator");
    const { orderId, customer } = await newOrder();
    expect(await addOrderNote(db, moderator, orderId, { note: "Doorman needs ID" })).toEqual({ ok: true, data: { orderId, status: "pending" } });
    const [note] = await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "note")));
    expect(note).toMatchObject({ orderId, note: "Doorman needs ID", actorId: moderator.id, data: { visibility: "staff" } });
    expect(await addOrderNote(db, moderator, orderId, { note: "  " })).toMatchObject({ ok: false, kind: "invalid" });
    expect((await audited(orderId)).map((entry) => entry.action)).toEqual(["order.note"]);
    const seenByCustomer = await getCustomerOrder(db, customer.id, orderId);
    expect(seenByCustomer?.timeline.map((event) => event.type)).toEqual(["created"]);
  });

  it("resolves a flagged satisfaction poll once", async () => {
    const admin = await makeAccount(db, "Admin");
    const { orderId } = await newOrder();
    await db.insert(satisfactionPolls).values({ orderId, tokenHash: `hash-${orderId}`, rating: 2, comment: "Missed the bathroom", answeredAt: new Date(), flagged: true });
    expect(await resolveFlaggedPoll(db, admin, orderId, { note: "Free re-clean booked" })).toMatchObject({ ok: true });
    const [poll] = await db.select().from(satisfactionPolls).where(eq(satisfactionPolls.orderId, orderId));
    expect(poll?.resolvedAt).toBeInstanceOf(Date);
    expect(await resolveFlaggedPoll(db, admin, orderId)).toMatchObject({ ok: false, kind: "conflict" });
    expect((await audited(orderId)).map((entry) => entry.action)).toEqual(["order.resolvePoll"]);
  });

  describe("keeping photos with the follow-up", () => {
    const photoOf = async (orderId: string, section = "Bathrooms") => {
      const [row] = await db
        .insert(jobPhotos)
        .values({ orderId, section, stage: "after", storageKey: `test/${crypto.randomUUID()}.jpg`, contentType: "image/jpeg", byteSize: 1_000, width: 800, height: 600, createdAt: NOW })
        .returning({ id: jobPhotos.id });
      if (!row) throw new Error("the test photo was not made");
      return row.id;
    };
    const flaggedOrder = async () => {
      const { orderId } = await newOrder();
      await db.insert(satisfactionPolls).values({ orderId, tokenHash: `hash-${orderId}`, rating: 1, comment: "Tub still grey", answeredAt: NOW, flagged: true });
      return orderId;
    };

    it("keeps the chosen photos of the visit, once each, and names them in the audit log", async () => {
      const admin = await makeAccount(db, "Admin");
      const orderId = await flaggedOrder();
      const tub = await photoOf(orderId);
      const sink = await photoOf(orderId, "Kitchen");
      await photoOf(orderId, "Kitchen");
      expect(await resolveFlaggedPoll(db, admin, orderId, { note: "Re-clean Tuesday", photoIds: [tub, sink, tub] })).toMatchObject({ ok: true });
      expect((await followUpPhotoIds(db, orderId)).sort()).toEqual([tub, sink].sort());
      const [entry] = await audited(orderId);
      expect(entry?.details).toMatchObject({ photoIds: [tub, sink] });
    });

    it("refuses another visit's photo and changes nothing", async () => {
      const admin = await makeAccount(db, "Admin");
      const orderId = await flaggedOrder();
      const own = await photoOf(orderId);
      const { orderId: otherOrder } = await newOrder();
      const foreign = await photoOf(otherOrder);
      expect(await resolveFlaggedPoll(db, admin, orderId, { photoIds: [own, foreign] })).toMatchObject({
        ok: false,
        kind: "invalid",
        fieldErrors: { photoIds: NOT_THIS_VISITS_PHOTO_MESSAGE },
      });
      const [poll] = await db.select().from(satisfactionPolls).where(eq(satisfactionPolls.orderId, orderId));
      expect(poll?.resolvedAt).toBeNull();
      expect(await followUpPhotoIds(db, orderId)).toEqual([]);
      expect(await audited(orderId)).toEqual([]);
    });

    it("refuses what is not a photo id, or too many, before anything is read", async () => {
      const admin = await makeAccount(db, "Admin");
      const orderId = await flaggedOrder();
      expect(await resolveFlaggedPoll(db, admin, orderId, { photoIds: ["../etc/passwd"] })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { "photoIds.0": "Choose photos of this visit only." } });
      const tooMany = Array.from({ length: FOLLOW_UP_PHOTOS_MAX + 1 }, () => crypto.randomUUID());
      expect(await resolveFlaggedPoll(db, admin, orderId, { photoIds: tooMany })).toMatchObject({ ok: false, kind: "invalid" });
      const [poll] = await db.select().from(satisfactionPolls).where(eq(satisfactionPolls.orderId, orderId));
      expect(poll?.resolvedAt).toBeNull();
    });

    it("lets a photo deleted from the job leave the follow-up with it", async () => {
      const admin = await makeAccount(db, "Admin");
      const orderId = await flaggedOrder();
      const photo = await photoOf(orderId);
      expect(await resolveFlaggedPoll(db, admin, orderId, { photoIds: [photo] })).toMatchObject({ ok: true });
      await db.delete(jobPhotos).where(eq(jobPhotos.id, photo));
      expect(await followUpPhotoIds(db, orderId)).toEqual([]);
    });
  });
});
