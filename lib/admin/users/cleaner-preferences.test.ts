import { and, eq } from "drizzle-orm";
import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { auditLog, cleanerPreferences, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { answerPoll, issuePollToken } from "@/lib/booking/polls";
import { preferredCleanerView, setPreferredCleaner } from "@/lib/booking/preferred-cleaner";
import { preferredCleanerNames } from "@/lib/booking/your-cleaners-page";
import { bookOrder, makeAccount, nextVisitStart, NOW } from "../test-support";
import { assignCleanerAsStaff } from "../orders/order-actions";
import { customerCleanerChoices } from "../orders/customer-cleaner-choices";
import { neverSendAsStaff, undoBlockAsStaff } from "./cleaner-preference-actions";
import { cleanerPreferencesView } from "./cleaner-preferences-view";

jest.setTimeout(30_000);

describe.each(testDrivers())("preferred and blocked cleaners on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  /** A customer's visit done by the cleaner (set directly: the path to "completed" is tested elsewhere). */
  async function completedVisit(customerId: string, cleanerId: string) {
    const orderId = await bookOrder(db, customerId, nextVisitStart());
    await db.update(orders).set({ status: "completed", cleanerId }).where(eq(orders.id, orderId));
    return orderId;
  }
  const rowOf = async (customerId: string, cleanerId: string) =>
    (await db.select().from(cleanerPreferences).where(and(eq(cleanerPreferences.customerId, customerId), eq(cleanerPreferences.cleanerId, cleanerId))))[0];
  async function answer(orderId: string, rating: number, at = NOW) {
    const token = await issuePollToken(db, orderId, at);
    if (!token) throw new Error("no poll token");
    return { token, result: await answerPoll(db, { token, rating, comment: null }, at) };
  }

  describe("the customer's toggle", () => {
    it("turns the preference on and off for their own completed visit", async () => {
      const [customer, cleaner] = [await makeAccount(db, "Customer"), await makeAccount(db, "Cleaner", { firstName: "Dorota" })];
      const orderId = await completedVisit(customer.id, cleaner.id);
      expect(await setPreferredCleaner(db, customer.id, orderId, { preferred: true }, NOW)).toEqual({ ok: true, data: { preferred: true } });
      expect(await rowOf(customer.id, cleaner.id)).toMatchObject({ kind: "preferred", setBy: "customer", setByUserId: customer.id, createdAt: NOW });
      expect(await preferredCleanerView(db, customer.id, orderId)).toEqual({ firstName: "Dorota", preferred: true, blocked: false });
      expect(await preferredCleanerNames(db, customer.id)).toEqual(["Dorota"]);
      expect(await setPreferredCleaner(db, customer.id, orderId, { preferred: false }, NOW)).toEqual({ ok: true, data: { preferred: false } });
      expect(await rowOf(customer.id, cleaner.id)).toBeUndefined();
      expect(await preferredCleanerNames(db, customer.id)).toEqual([]);
    });

    it("answers 'not found' for someone else's visit, a visit not completed, or one without a cleaner, and writes nothing", async () => {
      const [customer, stranger, cleaner] = [await makeAccount(db, "Customer"), await makeAccount(db, "Customer"), await makeAccount(db, "Cleaner")];
      const theirs = await completedVisit(customer.id, cleaner.id);
      const upcoming = await bookOrder(db, customer.id, nextVisitStart());
      await db.update(orders).set({ cleanerId: cleaner.id, status: "assigned" }).where(eq(orders.id, upcoming));
      const noCleaner = await bookOrder(db, customer.id, nextVisitStart());
      await db.update(orders).set({ status: "completed" }).where(eq(orders.id, noCleaner));
      for (const [who, orderId] of [[stranger.id, theirs], [customer.id, upcoming], [customer.id, noCleaner], [customer.id, "not-a-uuid"]] as const) {
        expect(await setPreferredCleaner(db, who, orderId, { preferred: true }, NOW)).toMatchObject({ ok: false, kind: "not-found" });
      }
      expect(await db.select().from(cleanerPreferences).where(eq(cleanerPreferences.cleanerId, cleaner.id))).toEqual([]);
    });

    it("refuses to prefer a cleaner the customer's low rating blocked", async () => {
      const [customer, cleaner] = [await makeAccount(db, "Customer"), await makeAccount(db, "Cleaner")];
      const orderId = await completedVisit(customer.id, cleaner.id);
      await answer(orderId, 1);
      expect(await setPreferredCleaner(db, customer.id, orderId, { preferred: true }, NOW)).toMatchObject({ ok: false, kind: "conflict" });
      expect(await rowOf(customer.id, cleaner.id)).toMatchObject({ kind: "blocked", setBy: "poll" });
    });
  });

  describe("a poll answer", () => {
    it("blocks the visit's cleaner at 2 or less, with the answer, and not at 3", async () => {
      const [customer, low, fair] = [await makeAccount(db, "Customer"), await makeAccount(db, "Cleaner"), await makeAccount(db, "Cleaner")];
      const lowVisit = await completedVisit(customer.id, low.id);
      expect((await answer(lowVisit, 2)).result).toEqual({ ok: true, flagged: true });
      expect(await rowOf(customer.id, low.id)).toMatchObject({ kind: "blocked", setBy: "poll", orderId: lowVisit, setByUserId: null, undoneAt: null });
      expect((await answer(await completedVisit(customer.id, fair.id), 3)).result).toEqual({ ok: true, flagged: true });
      expect(await rowOf(customer.id, fair.id)).toBeUndefined();
    });

    it("replaces a preference, and respects staff's undo of that poll's block while a later low poll blocks again", async () => {
      const [customer, cleaner, admin] = [await makeAccount(db, "Customer"), await makeAccount(db, "Cleaner"), await makeAccount(db, "Admin")];
      const first = await completedVisit(customer.id, cleaner.id);
      await setPreferredCleaner(db, customer.id, first, { preferred: true }, NOW);
      const { token } = await answer(first, 1);
      expect(await rowOf(customer.id, cleaner.id)).toMatchObject({ kind: "blocked", setBy: "poll" });
      expect(await undoBlockAsStaff(db, { actorId: admin.id, pageUserId: customer.id, otherUserId: cleaner.id, now: NOW })).toMatchObject({ ok: true });
      // The same poll answered again (a second click) neither counts nor blocks again.
      expect(await answerPoll(db, { token, rating: 1, comment: null }, NOW)).toMatchObject({ ok: false, reason: "answered" });
      expect(await rowOf(customer.id, cleaner.id)).toMatchObject({ undoneAt: NOW, undoneByUserId: admin.id });
      const later = await completedVisit(customer.id, cleaner.id);
      await answer(later, 2);
      expect(await rowOf(customer.id, cleaner.id)).toMatchObject({ kind: "blocked", setBy: "poll", orderId: later, undoneAt: null });
    });
  });

  describe("staff", () => {
    it("blocks from either end, undoes, refuses a second block or a missing one, and audits each change", async () => {
      const [customer, cleaner, moderator] = [await makeAccount(db, "Customer"), await makeAccount(db, "Cleaner"), await makeAccount(db, "Moderator")];
      const fromCustomer = { actorId: moderator.id, pageUserId: customer.id, otherUserId: cleaner.id, now: NOW };
      const fromCleaner = { actorId: moderator.id, pageUserId: cleaner.id, otherUserId: customer.id, now: NOW };
      expect(await neverSendAsStaff(db, fromCustomer)).toEqual({ ok: true, data: { customerId: customer.id, cleanerId: cleaner.id } });
      expect(await neverSendAsStaff(db, fromCleaner)).toMatchObject({ ok: false, kind: "conflict" });
      expect(await rowOf(customer.id, cleaner.id)).toMatchObject({ kind: "blocked", setBy: "staff", setByUserId: moderator.id });
      expect(await undoBlockAsStaff(db, fromCleaner)).toMatchObject({ ok: true });
      expect(await undoBlockAsStaff(db, fromCustomer)).toMatchObject({ ok: false, kind: "not-found" });
      expect(await neverSendAsStaff(db, fromCleaner)).toMatchObject({ ok: true });
      const entries = (await listAudit(db, auditQuerySchema.parse({ subjectType: "user", subjectId: customer.id }))).items;
      expect(entries.map((entry) => entry.action).sort()).toEqual(["user.cleaner_block", "user.cleaner_block", "user.cleaner_unblock"]);
      expect(entries.find((entry) => entry.action === "user.cleaner_unblock")).toMatchObject({ actor: { id: moderator.id }, details: { cleanerId: cleaner.id, setBy: "staff" } });
    });

    it("shows a customer's preferences and blocks, and a cleaner's never-send list with the customers they served", async () => {
      const customer = await makeAccount(db, "Customer", { firstName: "Jordan", lastName: "Reyes" });
      const [liked, blocked, admin] = [await makeAccount(db, "Cleaner", { firstName: "Dorota" }), await makeAccount(db, "Cleaner", { firstName: "Malik" }), await makeAccount(db, "Admin")];
      await setPreferredCleaner(db, customer.id, await completedVisit(customer.id, liked.id), { preferred: true }, NOW);
      await completedVisit(customer.id, blocked.id);
      const customerView = await cleanerPreferencesView(db, customer);
      expect(customerView?.lines).toEqual([expect.objectContaining({ userId: liked.id, kind: "preferred", setBy: "customer" })]);
      const cleanerView = await cleanerPreferencesView(db, blocked);
      expect(cleanerView).toMatchObject({ side: "cleaner", lines: [], choices: [{ value: customer.id, label: "Jordan Reyes" }] });
      await neverSendAsStaff(db, { actorId: admin.id, pageUserId: blocked.id, otherUserId: customer.id, now: NOW });
      expect(await cleanerPreferencesView(db, blocked)).toMatchObject({ lines: [{ userId: customer.id, name: "Jordan Reyes", kind: "blocked", setBy: "staff" }], choices: [] });
      expect((await cleanerPreferencesView(db, customer))?.choices.map((choice) => choice.value)).not.toContain(blocked.id);
      expect(await cleanerPreferencesView(db, admin)).toMatchObject({ side: "cleaner" });
    });

    it("refuses a pair that is not a customer and an active cleaner, and writes nothing", async () => {
      const [customer, other, moderator] = [await makeAccount(db, "Customer"), await makeAccount(db, "Customer"), await makeAccount(db, "Moderator")];
      expect(await neverSendAsStaff(db, { actorId: moderator.id, pageUserId: customer.id, otherUserId: other.id, now: NOW })).toMatchObject({ ok: false, kind: "invalid" });
      const blockedCleaner = await makeAccount(db, "Cleaner", { status: "blocked", blockedReason: "Left the company", blockedAt: NOW });
      expect(await neverSendAsStaff(db, { actorId: moderator.id, pageUserId: customer.id, otherUserId: blockedCleaner.id, now: NOW })).toMatchObject({ ok: false, kind: "invalid" });
      expect(await db.select().from(cleanerPreferences).where(eq(cleanerPreferences.customerId, customer.id))).toEqual([]);
      expect(await db.select().from(auditLog).where(eq(auditLog.subjectId, customer.id))).toEqual([]);
    });
  });

  describe("assignment", () => {
    it("refuses a blocked cleaner with a conflict naming the block, and assigns again after the undo", async () => {
      const [customer, cleaner, admin] = [
        await makeAccount(db, "Customer", { firstName: "Jordan", lastName: "Reyes" }),
        await makeAccount(db, "Cleaner", { firstName: "Dorota", lastName: "Nowak" }),
        await makeAccount(db, "Admin"),
      ];
      await neverSendAsStaff(db, { actorId: admin.id, pageUserId: customer.id, otherUserId: cleaner.id, now: NOW });
      const orderId = await bookOrder(db, customer.id, nextVisitStart());
      const refused = await assignCleanerAsStaff(db, admin, orderId, { cleanerId: cleaner.id }, NOW);
      expect(refused).toMatchObject({ ok: false, kind: "conflict", message: expect.stringMatching(/Dorota Nowak is blocked for Jordan Reyes \(set by staff/) });
      expect((await db.select({ cleanerId: orders.cleanerId }).from(orders).where(eq(orders.id, orderId)))[0]?.cleanerId).toBeNull();
      expect(await db.select().from(auditLog).where(eq(auditLog.subjectId, orderId))).toEqual([]);
      expect(await customerCleanerChoices(db, customer.id)).toEqual({ customerFirstName: "Jordan", preferred: [], blockedIds: [cleaner.id] });
      await undoBlockAsStaff(db, { actorId: admin.id, pageUserId: customer.id, otherUserId: cleaner.id, now: NOW });
      expect(await customerCleanerChoices(db, customer.id)).toEqual({ customerFirstName: "Jordan", preferred: [], blockedIds: [] });
      expect(await assignCleanerAsStaff(db, admin, orderId, { cleanerId: cleaner.id }, NOW)).toMatchObject({ ok: true });
    });

    it("never commits an assignment after a block written at the same time", async () => {
      const admin = await makeAccount(db, "Admin");
      for (let round = 0; round < 4; round += 1) {
        const [customer, cleaner] = [await makeAccount(db, "Customer"), await makeAccount(db, "Cleaner")];
        const orderId = await bookOrder(db, customer.id, nextVisitStart());
        const [assigned, blocked] = await Promise.all([
          assignCleanerAsStaff(db, admin, orderId, { cleanerId: cleaner.id }, NOW),
          neverSendAsStaff(db, { actorId: admin.id, pageUserId: customer.id, otherUserId: cleaner.id, now: NOW }),
        ]);
        expect(blocked).toMatchObject({ ok: true });
        if (!assigned.ok) {
          expect(assigned.kind).toBe("conflict");
          continue;
        }
        // Both went through: the assignment took the pair's lock first, so its audit row is the older one.
        const [assignEntry] = await db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.subjectId, orderId), eq(auditLog.action, "order.assign")));
        const [blockEntry] = await db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.subjectId, customer.id), eq(auditLog.action, "user.cleaner_block")));
        expect(Number(assignEntry?.id)).toBeLessThan(Number(blockEntry?.id));
      }
    });
  });
});
