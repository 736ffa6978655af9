/**
 * Time off (docs/product.md, "Time off"): the window, the overlap rule, withdrawing, and a
 * decision made once, with the visits to move and the audit row. The clock is fixed: Monday,
 * March 2, 2026, 10:00 AM in New York, so "tomorrow" is March 3.
 */
import { and, eq } from "drizzle-orm";
import { makeAccount, NOW, nyTime } from "@/lib/admin/test-support";
import { insertVisit } from "@/lib/admin/insights/insights-test-support";
import { auditLog, timeOff, type OrderStatus } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { decideTimeOff } from "./decide";
import { requestTimeOff, withdrawTimeOff } from "./time-off";
import { TIME_OFF_MESSAGES } from "./time-off-rules";
import { ownTimeOff, staffTimeOff } from "./time-off-views";
import { queuedOffers, someoneWaitsOn } from "@/lib/waitlist/test-support";

describe.each(testDrivers())("time off on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  const cleaner = (firstName = "Lucía") => makeAccount(db, "Cleaner", { firstName, lastName: "Ortega" });
  const ask = async (cleanerId: string, firstDay: string, lastDay = firstDay, now = NOW) => {
    const result = await requestTimeOff(db, cleanerId, { firstDay, lastDay, note: "" }, now);
    if (!result.ok) throw new Error(`the request was refused: ${result.message}`);
    return result.data.id;
  };
  const statusOf = async (id: string) => (await db.select({ status: timeOff.status }).from(timeOff).where(eq(timeOff.id, id)))[0]?.status;

  it("takes whole days from tomorrow up to a year ahead, at most 60 at a time, with an optional note", async () => {
    const { id } = await cleaner();
    const asked = await requestTimeOff(db, id, { firstDay: "2026-03-03", lastDay: "2026-03-04", note: "  My sister's wedding in Puebla  " }, NOW);
    expect(asked).toEqual({ ok: true, data: { id: expect.any(String), firstDay: "2026-03-03", lastDay: "2026-03-04", status: "requested" } });
    const [row] = await db.select().from(timeOff).where(eq(timeOff.cleanerId, id));
    expect(row).toMatchObject({ note: "My sister's wedding in Puebla", requestedAt: NOW, decidedAt: null });

    const refusal = (body: object) => requestTimeOff(db, id, body, NOW);
    expect(await refusal({ firstDay: "2026-03-02", lastDay: "2026-03-02" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { firstDay: TIME_OFF_MESSAGES.notTomorrow } });
    expect(await refusal({ firstDay: "2027-03-03", lastDay: "2027-03-03" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { firstDay: TIME_OFF_MESSAGES.tooFar } });
    expect(await refusal({ firstDay: "2026-05-10", lastDay: "2026-05-09" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { lastDay: TIME_OFF_MESSAGES.lastBeforeFirst } });
    expect(await refusal({ firstDay: "2026-05-01", lastDay: "2026-06-30" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { lastDay: TIME_OFF_MESSAGES.tooLong } });
    expect(await refusal({ firstDay: "2026-05-01", lastDay: "2026-05-02", note: "x".repeat(501) })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { note: expect.stringContaining("500") } });
    expect(await refusal({ firstDay: "", lastDay: "2026-02-30" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { firstDay: "Choose the first day.", lastDay: "Enter the date as YYYY-MM-DD." } });

    // The last day a year ahead, and exactly 60 days, are allowed.
    await ask(id, "2027-03-02");
    await ask(id, "2026-05-01", "2026-06-29");
    expect(await db.select().from(timeOff).where(eq(timeOff.cleanerId, id))).toHaveLength(3);
  });

  it("refuses days overlapping a waiting or approved request of the same cleaner only", async () => {
    const [lucia, marta] = [await cleaner(), await cleaner("Marta")];
    const admin = await makeAccount(db, "Admin");
    const first = await ask(lucia.id, "2026-04-06", "2026-04-10");
    const overlap = await requestTimeOff(db, lucia.id, { firstDay: "2026-04-10", lastDay: "2026-04-12" }, NOW);
    expect(overlap).toMatchObject({ ok: false, kind: "conflict", message: "You already asked for some of these days off." });
    expect(await decideTimeOff(db, admin, first, { decision: "approve" }, NOW)).toMatchObject({ ok: true });
    expect(await requestTimeOff(db, lucia.id, { firstDay: "2026-04-01", lastDay: "2026-04-06" }, NOW)).toMatchObject({ ok: false, kind: "conflict" });
    // Another cleaner may take the same days; the day after is free.
    await ask(marta.id, "2026-04-06", "2026-04-10");
    await ask(lucia.id, "2026-04-11");
    // A declined or withdrawn request frees its days.
    const declined = await ask(lucia.id, "2026-05-04");
    await decideTimeOff(db, admin, declined, { decision: "decline", note: "Three of us are off that week already." }, NOW);
    const withdrawn = await ask(lucia.id, "2026-05-05");
    await withdrawTimeOff(db, lucia.id, withdrawn, NOW);
    await ask(lucia.id, "2026-05-04", "2026-05-05");
  });

  it("makes one request of two sent at once for the same days", async () => {
    const { id } = await cleaner();
    const results = await Promise.all([0, 1].map(() => requestTimeOff(db, id, { firstDay: "2026-06-01", lastDay: "2026-06-03" }, NOW)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ kind: "conflict", message: TIME_OFF_MESSAGES.overlap });
    expect(await db.select().from(timeOff).where(eq(timeOff.cleanerId, id))).toHaveLength(1);
  });

  it("lets the cleaner withdraw their own waiting request, or an approved one until its first day", async () => {
    const [lucia, marta] = [await cleaner(), await cleaner("Marta")];
    const admin = await makeAccount(db, "Admin");
    const waiting = await ask(lucia.id, "2026-03-20");
    expect(await withdrawTimeOff(db, marta.id, waiting, NOW)).toMatchObject({ ok: false, kind: "not-found" });
    expect(await withdrawTimeOff(db, lucia.id, waiting, NOW)).toMatchObject({ ok: true, data: { status: "withdrawn" } });
    expect(await withdrawTimeOff(db, lucia.id, waiting, NOW)).toMatchObject({ ok: false, kind: "conflict", message: "This request was already withdrawn." });

    const approved = await ask(lucia.id, "2026-03-23", "2026-03-24");
    await decideTimeOff(db, admin, approved, { decision: "approve" }, NOW);
    // On its first day (10 AM in New York) it has started.
    expect(await withdrawTimeOff(db, lucia.id, approved, nyTime("2026-03-23", 10))).toMatchObject({ ok: false, kind: "conflict", message: TIME_OFF_MESSAGES.started });
    expect(await statusOf(approved)).toBe("approved");
    // The evening before, it has not: the days are hers to book again, so the waitlist looks for times to offer.
    await someoneWaitsOn(db, "2026-03-23");
    const before = (await queuedOffers(db)).length;
    const evening = nyTime("2026-03-22", 23);
    expect(await withdrawTimeOff(db, lucia.id, approved, evening)).toMatchObject({ ok: true, data: { status: "withdrawn" } });
    expect(await statusOf(approved)).toBe("withdrawn");
    expect((await queuedOffers(db)).slice(before)).toEqual([expect.objectContaining({ payload: {}, runAt: evening })]);

    const declined = await ask(lucia.id, "2026-03-25");
    await decideTimeOff(db, admin, declined, { decision: "decline" }, NOW);
    expect(await withdrawTimeOff(db, lucia.id, declined, NOW)).toMatchObject({ ok: false, kind: "conflict", message: "This request was already declined." });
  });

  it("approves once, answering the cleaner's visits still to move on those days, and writes the audit row", async () => {
    const lucia = await cleaner();
    const [admin, moderator, customer] = [await makeAccount(db, "Admin"), await makeAccount(db, "Moderator"), await makeAccount(db, "Customer")];
    const visit = (day: string, hour: number, status: OrderStatus, cleanerId: string | undefined = lucia.id) => insertVisit(db, { customerId: customer.id, startsAt: nyTime(day, hour), status, cleanerId, createdAt: NOW });
    const assigned = await visit("2026-04-14", 9, "assigned");
    const confirmed = await visit("2026-04-15", 23, "confirmed");
    await visit("2026-04-14", 13, "cancelled");
    await visit("2026-04-16", 0, "assigned");
    await visit("2026-04-13", 23, "assigned");
    await visit("2026-04-14", 9, "assigned", (await cleaner("Marta")).id);
    const id = await ask(lucia.id, "2026-04-14", "2026-04-15");

    const approved = await decideTimeOff(db, moderator, id, { decision: "approve", note: "" }, NOW);
    expect(approved).toEqual({
      ok: true,
      data: {
        id,
        status: "approved",
        clashes: [
          { orderId: assigned, number: expect.any(Number), startsAt: nyTime("2026-04-14", 9).toISOString() },
          { orderId: confirmed, number: expect.any(Number), startsAt: nyTime("2026-04-15", 23).toISOString() },
        ],
      },
    });
    const [row] = await db.select().from(timeOff).where(eq(timeOff.id, id));
    expect(row).toMatchObject({ status: "approved", decidedAt: NOW, decidedBy: moderator.id, decisionNote: null });
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.subjectType, "time_off"), eq(auditLog.subjectId, id)));
    expect(audit).toEqual([expect.objectContaining({ actorId: moderator.id, action: "time_off.approve", createdAt: NOW, details: { cleanerId: lucia.id, firstDay: "2026-04-14", lastDay: "2026-04-15", clashingVisits: [assigned, confirmed] } })]);

    expect(await decideTimeOff(db, admin, id, { decision: "decline" }, NOW)).toMatchObject({ ok: false, kind: "conflict", message: TIME_OFF_MESSAGES.alreadyDecided("approved") });
    expect(await db.select().from(auditLog).where(eq(auditLog.subjectId, id))).toHaveLength(1);
  });

  it("lets one of two decisions sent at once win, and the other is told it was decided", async () => {
    const lucia = await cleaner();
    const [first, second] = [await makeAccount(db, "Admin"), await makeAccount(db, "Moderator")];
    const id = await ask(lucia.id, "2026-07-06");
    const results = await Promise.all([
      decideTimeOff(db, first, id, { decision: "approve" }, NOW),
      decideTimeOff(db, second, id, { decision: "decline", note: "Short-staffed on the Fourth week." }, NOW),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ kind: "conflict", message: expect.stringMatching(/^This request was already (approved|declined)/) });
    expect(await db.select().from(auditLog).where(eq(auditLog.subjectId, id))).toHaveLength(1);
  });

  it("declines with a note, and refuses a Cleaner, one's own request and an unknown id", async () => {
    const lucia = await cleaner();
    const admin = await makeAccount(db, "Admin");
    const id = await ask(lucia.id, "2026-08-03");
    expect(await decideTimeOff(db, lucia, id, { decision: "approve" }, NOW)).toMatchObject({ ok: false, kind: "forbidden" });
    const moderator = await makeAccount(db, "Moderator");
    const own = await ask(moderator.id, "2026-08-03");
    expect(await decideTimeOff(db, moderator, own, { decision: "approve" }, NOW)).toMatchObject({ ok: false, kind: "forbidden", message: TIME_OFF_MESSAGES.ownRequest });
    expect(await decideTimeOff(db, admin, "0b7c2c8e-2f3e-4b7a-9a51-5d6c2f1e9a10", { decision: "approve" }, NOW)).toMatchObject({ ok: false, kind: "not-found" });
    expect(await decideTimeOff(db, admin, id, { decision: "maybe" }, NOW)).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { decision: "Choose approve or decline." } });
    expect(await decideTimeOff(db, admin, id, { decision: "decline", note: "Two others are off that week.\nCould you take the 10th instead?" }, NOW)).toEqual({ ok: true, data: { id, status: "declined", clashes: [] } });
    expect((await db.select().from(timeOff).where(eq(timeOff.id, id)))[0]?.decisionNote).toBe("Two others are off that week.\nCould you take the 10th instead?");
    expect((await db.select().from(auditLog).where(eq(auditLog.subjectId, id)))[0]).toMatchObject({ action: "time_off.decline", reason: "Two others are off that week.\nCould you take the 10th instead?" });
  });

  it("lists the cleaner's own requests with what they may withdraw, and the staff's with waiting ones first and names", async () => {
    const lucia = await cleaner("Lucía");
    const admin = await makeAccount(db, "Admin", { firstName: "Grace", lastName: "Kim" });
    const customer = await makeAccount(db, "Customer");
    const waiting = await ask(lucia.id, "2026-09-14", "2026-09-15");
    const approved = await ask(lucia.id, "2026-09-21");
    const assigned = await insertVisit(db, { customerId: customer.id, startsAt: nyTime("2026-09-21", 10), status: "assigned", cleanerId: lucia.id, createdAt: NOW });
    await decideTimeOff(db, admin, approved, { decision: "approve" }, NOW);

    const own = await ownTimeOff(db, lucia.id, NOW);
    expect(own.map((item) => [item.firstDay, item.status, item.days, item.canWithdraw])).toEqual([
      ["2026-09-21", "approved", 1, true],
      ["2026-09-14", "requested", 2, true],
    ]);
    expect((await ownTimeOff(db, lucia.id, nyTime("2026-09-21", 8))).find((item) => item.id === approved)?.canWithdraw).toBe(false);

    const lists = await staffTimeOff(db, NOW);
    expect(lists.pending.find((item) => item.id === waiting)).toMatchObject({ cleanerName: "Lucía Ortega", status: "requested", days: 2, clashes: [] });
    expect(lists.decided.find((item) => item.id === approved)).toMatchObject({ cleanerName: "Lucía Ortega", decidedByName: "Grace Kim", clashes: [{ orderId: assigned }] });
    expect(lists.pending.every((item) => item.status === "requested")).toBe(true);
    // Decided more than 60 days ago and over: gone from the staff list.
    expect((await staffTimeOff(db, nyTime("2026-12-01", 9))).decided.find((item) => item.id === approved)).toBeUndefined();
  });
});
