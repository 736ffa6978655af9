import { eq, sql } from "drizzle-orm";
import { giftCardTransactions, giftCards, jobs, payments, processedWebhookEvents } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { cardRow, createBuyer, useTestGiftCardKey } from "@/lib/gift-cards/test-support";
import { startTestPurchase } from "@/lib/payments/testing/gift-card-purchases";
import { applyPaymentEvent } from "./confirm-payment";
import { testModeCancelledEvent, testModePaidEvent } from "@/lib/payments/provider/test-mode";
import type { PaidEvent } from "@/lib/payments/provider/types";

function stripePaid(payment: { id: string; providerRef: string; amountCents: number }, eventId: string, type = "checkout.session.completed"): PaidEvent {
  return { kind: "paid", eventId, type, provider: "test", paymentId: payment.id, providerRef: payment.providerRef, amountCents: payment.amountCents, currency: "usd" };
}

describe.each(testDrivers())("payment confirmation on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  beforeAll(async () => {
    useTestGiftCardKey();
  });

  async function ledgerOf(cardId: string) {
    return database.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, cardId));
  }

  it("keeps a purchase pending, unusable, until its payment is confirmed", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, payment } = await startTestPurchase(database.db, buyer);
    expect(payment).toMatchObject({ status: "pending", provider: "test", purpose: "gift_card", amountCents: 10_000 });
    expect(await cardRow(database.db, cardId)).toMatchObject({ status: "pending_payment", balanceCents: 0, initialCents: 10_000 });
    expect(await ledgerOf(cardId)).toEqual([]);
  });

  it("issues one card when the webhook is replayed", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, payment } = await startTestPurchase(database.db, buyer);
    const event = testModePaidEvent(payment);
    expect(await applyPaymentEvent(database.db, event)).toBe("paid");
    expect(await applyPaymentEvent(database.db, event)).toBe("duplicate");
    expect(await applyPaymentEvent(database.db, event)).toBe("duplicate");

    expect(await cardRow(database.db, cardId)).toMatchObject({ status: "active", balanceCents: 10_000 });
    expect((await ledgerOf(cardId)).map((row) => [row.kind, row.amountCents])).toEqual([["issue", 10_000]]);
    const [paid] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    const scheduled = await database.db.select({ kind: jobs.kind, key: jobs.dedupeKey }).from(jobs).where(eq(jobs.payload, { giftCardId: cardId }));
    expect(scheduled.map((job) => job.kind).sort()).toEqual(["gift-card.delivery", "gift-card.receipt"]);
  });

  it("counts every event it acted on in the payments metric, by outcome", async () => {
    const counted = async (outcome: string) => (await getMetrics().paymentEvents.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    const [paid, duplicate] = [await counted("paid"), await counted("duplicate")];
    const { payment } = await startTestPurchase(database.db, await createBuyer(database.db));
    const event = testModePaidEvent(payment);
    await applyPaymentEvent(database.db, event);
    await applyPaymentEvent(database.db, event);
    expect([await counted("paid"), await counted("duplicate")]).toEqual([paid + 1, duplicate + 1]);
  });

  it("issues one card when the same event arrives many times at once", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, payment } = await startTestPurchase(database.db, buyer);
    const event = stripePaid(payment, `evt_concurrent_${payment.id}`);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => applyPaymentEvent(database.db, event)));
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== "paid")).toEqual(Array(7).fill("duplicate"));
    expect(await ledgerOf(cardId)).toHaveLength(1);
  });

  it("issues one card when different events confirm the same payment, even at once", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, payment } = await startTestPurchase(database.db, buyer);
    const outcomes = await Promise.all([
      applyPaymentEvent(database.db, stripePaid(payment, `evt_a_${payment.id}`)),
      applyPaymentEvent(database.db, stripePaid(payment, `evt_b_${payment.id}`, "checkout.session.async_payment_succeeded")),
      applyPaymentEvent(database.db, stripePaid(payment, `evt_c_${payment.id}`)),
    ]);
    expect(outcomes.sort()).toEqual(["already_settled", "already_settled", "paid"]);
    expect(await ledgerOf(cardId)).toHaveLength(1);
    expect(await cardRow(database.db, cardId)).toMatchObject({ status: "active", balanceCents: 10_000 });
  });

  it("does not issue when the amount paid differs from the price, or for a cancelled checkout", async () => {
    const buyer = await createBuyer(database.db);
    const mismatched = await startTestPurchase(database.db, buyer);
    expect(await applyPaymentEvent(database.db, { ...stripePaid(mismatched.payment, `evt_low_${mismatched.payment.id}`), amountCents: 100 })).toBe("amount_mismatch");
    expect(await cardRow(database.db, mismatched.cardId)).toMatchObject({ status: "pending_payment", balanceCents: 0 });

    const cancelled = await startTestPurchase(database.db, buyer);
    expect(await applyPaymentEvent(database.db, testModeCancelledEvent(cancelled.payment))).toBe("failed");
    expect(await applyPaymentEvent(database.db, testModePaidEvent(cancelled.payment))).toBe("already_settled");
    expect(await cardRow(database.db, cancelled.cardId)).toMatchObject({ status: "pending_payment" });
  });

  it("ignores events for payments it does not know, or whose checkout is another one", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, payment } = await startTestPurchase(database.db, buyer);
    expect(await applyPaymentEvent(database.db, { ...stripePaid(payment, "evt_other_ref"), providerRef: "test_someone_elses_checkout" })).toBe("unknown_payment");
    expect(
      await applyPaymentEvent(database.db, { ...stripePaid(payment, "evt_unknown"), paymentId: "6f1c2a7e-1111-4222-8333-944445555666", providerRef: "test_nobody_x" }),
    ).toBe("unknown_payment");
    expect(await applyPaymentEvent(database.db, { kind: "ignored", eventId: "evt_customer_created", type: "customer.created", provider: "stripe" })).toBe("ignored");
    expect(await cardRow(database.db, cardId)).toMatchObject({ status: "pending_payment" });
    const recorded = await database.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, "evt_customer_created"));
    expect(recorded).toHaveLength(1);
  });

  it("leaves nothing recorded when issuing fails, so the provider's retry starts over", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, payment } = await startTestPurchase(database.db, buyer);
    // Break the card so the issuing update violates a check; the whole transaction must roll back.
    await database.db.update(giftCards).set({ initialCents: 2_500, balanceCents: 0 }).where(eq(giftCards.id, cardId));
    await database.db.execute(sql.raw(`alter table gift_cards add constraint test_block_issue check (status <> 'active' or id <> '${cardId}')`));
    try {
      await expect(applyPaymentEvent(database.db, testModePaidEvent(payment))).rejects.toThrow();
    } finally {
      await database.db.execute(sql.raw("alter table gift_cards drop constraint test_block_issue"));
    }
    const [stillPending] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stillPending?.status).toBe("pending");
    expect(await applyPaymentEvent(database.db, testModePaidEvent(payment))).toBe("paid");
    expect(await cardRow(database.db, cardId)).toMatchObject({ status: "active", balanceCents: 2_500 });
  });
});
