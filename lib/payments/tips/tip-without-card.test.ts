/**
 * Issue #24, bug 4: on a cash-paid visit a $20 tip failed at once, mailed "Payment needed for
 * your cleaning" and landed on the staff attention list. A tip is voluntary: without a usable
 * card the tip asks for one and nothing is opened; a tip the card refuses is never chased.
 */
import { and, eq } from "drizzle-orm";
import { jobs, orderPayments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { NOW } from "@/lib/admin/test-support";
import { listPaymentsNeedingAttention } from "@/lib/payments/attention";
import { markPaidOffline } from "@/lib/payments/attention";
import { runChargeTry } from "@/lib/payments/charge";
import { completedVisit, paidVisit, paymentRow, saveCardThroughStripe, useStripeFake } from "@/lib/startup/testing/payments";
import { giveTip, TIP_MESSAGES, tipOfferFor } from "./tips";

describe.each(testDrivers())("a tip without a usable card on %s", (driver) => {
  const database = useTestDatabase(driver);
  const stripe = useStripeFake("whsec_tip_card_test", { asProcessProvider: true });

  const jobsAbout = async (paymentId: string) => (await database.db.select().from(jobs)).filter((job) => job.dedupeKey?.includes(paymentId));

  /** A completed visit with a cleaner, no card saved, and the visit paid in cash to staff. */
  async function cashPaidVisit() {
    const visit = await completedVisit(database.db, { cleaner: true });
    if (!visit.payment) throw new Error("no charge opened");
    const paid = await markPaidOffline(database.db, visit.admin, visit.payment.id, { method: "cash", note: "Paid the cleaner in cash" }, NOW);
    expect(paid).toMatchObject({ ok: true, status: "paid_offline" });
    return visit;
  }

  /** A paid visit whose customer tipped $15 on a card that declines it: the tip's one try, declined. */
  async function declinedTip() {
    const visit = await paidVisit(database.db, stripe);
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, visit.customer.id, "4000000000000341");
    const given = await giveTip(database.db, { customerId: visit.customer.id }, visit.orderId, { kind: "amount", amountCents: 1500 }, NOW);
    if (!given.ok) throw new Error(given.message);
    expect(await runChargeTry(database.db, stripe.provider, given.tip.id, 1, { now: NOW })).toBe("declined");
    return { visit, tip: given.tip };
  }

  it("asks for a card before anything is charged, and opens no tip", async () => {
    const visit = await cashPaidVisit();
    expect(await tipOfferFor(database.db, visit.orderId, NOW)).toEqual({ state: "needs_card", cleanerName: visit.cleaner?.firstName });

    const refused = await giveTip(database.db, { customerId: visit.customer.id }, visit.orderId, { kind: "amount", amountCents: 2000 }, NOW);
    expect(refused).toMatchObject({ ok: false, kind: "invalid", code: "card_needed", message: TIP_MESSAGES.cardNeeded });
    const tips = await database.db.select().from(orderPayments).where(and(eq(orderPayments.orderId, visit.orderId), eq(orderPayments.kind, "tip")));
    expect(tips).toEqual([]);
    expect(await listPaymentsNeedingAttention(database.db)).not.toContainEqual(expect.objectContaining({ orderId: visit.orderId }));

    // Once a card is saved, the same visit offers the tip.
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, visit.customer.id, "4242424242424242");
    expect((await tipOfferFor(database.db, visit.orderId, NOW)).state).toBe("offer");
  });

  it("never chases a tip the card declines: no payment-needed mail, no retry, not on the attention list", async () => {
    const { visit, tip } = await declinedTip();
    expect(await paymentRow(database.db, tip.id)).toMatchObject({ status: "cancelled", failureCode: "card_declined", nextRetryAt: null });
    expect((await listPaymentsNeedingAttention(database.db)).find((item) => item.id === tip.id)).toBeUndefined();
    const queued = await jobsAbout(tip.id);
    expect(queued.map((job) => job.dedupeKey).sort()).toEqual([`order-payment:${tip.id}:charge:1`, `order-payment:${tip.id}:mail:tip-not-charged:1`]);
    // The customer may tip again (a card on file, so the form is back), told the last one was not charged.
    expect(await tipOfferFor(database.db, visit.orderId, NOW)).toMatchObject({ state: "offer", declined: { amountCents: 1500 } });
  });

  it("takes a new tip after a declined one, with a new card, and only one of two simultaneous tips", async () => {
    const { visit } = await declinedTip();

    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, visit.customer.id, "4242424242424242");
    const tipper = { customerId: visit.customer.id };
    const raced = await Promise.all([
      giveTip(database.db, tipper, visit.orderId, { kind: "amount", amountCents: 2000 }, NOW),
      giveTip(database.db, tipper, visit.orderId, { kind: "amount", amountCents: 2500 }, NOW),
    ]);
    const taken = raced.filter((result) => result.ok);
    expect(taken).toHaveLength(1);
    expect(raced.filter((result) => !result.ok)).toEqual([expect.objectContaining({ ok: false, kind: "conflict", message: TIP_MESSAGES.already })]);
    const tips = await database.db.select().from(orderPayments).where(and(eq(orderPayments.orderId, visit.orderId), eq(orderPayments.kind, "tip")));
    expect(tips.map((tip) => tip.status).sort()).toEqual(["cancelled", "pending"]);
    const live = tips.find((tip) => tip.status === "pending");
    if (!live) throw new Error("no live tip");
    expect(await runChargeTry(database.db, stripe.provider, live.id, 1, { now: NOW })).toBe("succeeded");
    expect(await tipOfferFor(database.db, visit.orderId, NOW)).toMatchObject({ state: "tipped", amountCents: live.amountCents, status: "succeeded" });
    // One live tip per order: a later one is refused while this one stands.
    expect(await giveTip(database.db, tipper, visit.orderId, { kind: "amount", amountCents: 500 }, NOW)).toMatchObject({ ok: false, kind: "conflict" });
  });
});
