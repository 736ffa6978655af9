import { and, eq } from "drizzle-orm";
import { NOW } from "@/lib/admin/test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { auditLog, jobs, paymentMethods } from "@/lib/platform/db/schema";
import { createTestModeProvider } from "@/lib/payments/provider/test-mode";
import { ATTENTION_MESSAGES, listPaymentsNeedingAttention, markPaidOffline, retryPaymentNow, writeOffPayment } from "./attention";
import { listCards } from "./cards/cards";
import { runChargeTry } from "./charge";
import { startCardSetup } from "./cards/checkouts";
import { BILLING_JOB_KINDS } from "./job-kinds";
import { completeTestCardCheckout, TEST_CARD_MESSAGES } from "./cards/test-card";
import { completedVisit, paymentRow, PUBLIC_URL, reconcileOrderById } from "@/lib/startup/testing/payments";

const provider = createTestModeProvider();
const LATER = new Date("2026-03-20T15:00:00Z");

describe.each(testDrivers())("payments needing attention, in test mode, on %s", (driver) => {
  const database = useTestDatabase(driver);

  async function saveTestCard(userId: string, number: string) {
    const started = await startCardSetup(database.db, provider, userId, { publicUrl: PUBLIC_URL, returnPath: "/profile/payment-methods" });
    const ref = new URL(started.redirectUrl, PUBLIC_URL).searchParams.get("ref") ?? "";
    return completeTestCardCheckout(database.db, userId, { ref, number, expiry: "08/29" }, NOW);
  }

  async function declinedVisit() {
    const visit = await completedVisit(database.db);
    if (!visit.payment) throw new Error("no charge opened");
    expect(await saveTestCard(visit.customer.id, "4000 0000 0000 0341")).toMatchObject({ ok: true, outcome: "saved", redirectUrl: "/profile/payment-methods?card=saved" });
    expect(await runChargeTry(database.db, provider, visit.payment.id, 1, { now: NOW })).toBe("declined");
    return { ...visit, payment: visit.payment };
  }

  it("lists a declined charge; staff retry it after the customer saved a good card, and it leaves the list", async () => {
    const { customer, admin, payment } = await declinedVisit();
    expect((await listPaymentsNeedingAttention(database.db)).find((item) => item.id === payment.id)).toMatchObject({ failureCode: "card_declined", attempt: 1, card: "Visa •••• 0341, expires 08/29" });
    await saveTestCard(customer.id, "4242424242424242");
    // An hour after the decline, well before the automatic try a day later: that try is brought forward.
    const soon = new Date(NOW.getTime() + 3_600_000);
    expect(await retryPaymentNow(database.db, admin, payment.id, soon)).toEqual({ ok: true, status: "failed" });
    const queued = await database.db.select().from(jobs).where(and(eq(jobs.kind, BILLING_JOB_KINDS.charge), eq(jobs.runAt, soon)));
    expect(queued.map((job) => job.payload)).toContainEqual({ orderPaymentId: payment.id, attempt: 2 });
    expect(await runChargeTry(database.db, provider, payment.id, 2, { now: soon })).toBe("succeeded");
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "succeeded", attempt: 2 });
    expect((await listPaymentsNeedingAttention(database.db)).map((item) => item.id)).not.toContain(payment.id);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, payment.id));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([["payment.retry", admin.id]]);
  });

  it("marks a payment paid by check once, audited with the note; a second try is refused", async () => {
    const { admin, payment } = await declinedVisit();
    expect(await markPaidOffline(database.db, admin, payment.id, { method: "check", note: "Check #1042" }, LATER)).toEqual({ ok: true, status: "paid_offline" });
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "paid_offline", note: "Check: Check #1042", settledBy: admin.id });
    expect(await reconcileOrderById(database.db, payment.orderId)).toEqual([]);
    expect(await writeOffPayment(database.db, admin, payment.id, { note: "Changed my mind" })).toMatchObject({ ok: false, kind: "conflict", message: ATTENTION_MESSAGES.notOpen });
    // The automatic retry already queued finds nothing to do.
    expect(await runChargeTry(database.db, provider, payment.id, 2)).toBe("skipped");
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, payment.id));
    expect(audit.map((row) => [row.action, row.reason])).toEqual([["payment.mark_paid", "Check: Check #1042"]]);
  });

  it("writes a payment off with the reason; unknown payments are 404", async () => {
    const { admin, payment } = await declinedVisit();
    expect(await writeOffPayment(database.db, admin, payment.id, { note: "Customer moved away" })).toEqual({ ok: true, status: "written_off" });
    expect(await retryPaymentNow(database.db, admin, "7b0a4a52-58b4-4a77-9f2e-0b8e7a3b2c11")).toMatchObject({ ok: false, kind: "not-found" });
  });

  it("test mode's card page takes only Stripe's test numbers, and only on the customer's own checkout", async () => {
    const { customer } = await completedVisit(database.db);
    const started = await startCardSetup(database.db, provider, customer.id, { publicUrl: PUBLIC_URL, returnPath: "/profile" });
    const ref = new URL(started.redirectUrl, PUBLIC_URL).searchParams.get("ref") ?? "";
    expect(await completeTestCardCheckout(database.db, customer.id, { ref, number: "4111 1111 1111 1111", expiry: "08/29" }, NOW)).toEqual({
      ok: false,
      kind: "invalid",
      message: TEST_CARD_MESSAGES.number,
      field: "number",
    });
    expect(await completeTestCardCheckout(database.db, customer.id, { ref, number: "4242424242424242", expiry: "01/26" }, NOW)).toMatchObject({ ok: false, kind: "invalid", field: "expiry" });
    const stranger = await completedVisit(database.db);
    expect(await completeTestCardCheckout(database.db, stranger.customer.id, { ref, number: "4242424242424242", expiry: "08/29" }, NOW)).toMatchObject({ ok: false, kind: "not-found" });
    expect(await database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, customer.id))).toEqual([]);
    expect(await completeTestCardCheckout(database.db, customer.id, { ref, number: "4242424242424242", expiry: "08/29" }, NOW)).toMatchObject({ ok: true, outcome: "saved" });
    expect((await listCards(database.db, customer.id, NOW)).map((card) => card.label)).toEqual(["Visa •••• 4242, expires 08/29"]);
  });
});
