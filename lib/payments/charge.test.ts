import { and, eq } from "drizzle-orm";
import { NOW } from "@/lib/admin/test-support";
import { billingProfiles, orderEvents, orderPaymentAttempts, orderPayments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { listCards, removeCard, CARD_MESSAGES } from "./cards/cards";
import { runChargeTry } from "./charge";
import { applyCheckoutOutcome, startOrderCheckout } from "./cards/checkouts";
import { BILLING_JOB_KINDS, chargeIdempotencyKey } from "./job-kinds";
import { completedVisit, jobsOfKind, paymentRow, PUBLIC_URL, reconcileOrderById, saveCardThroughStripe, useStripeFake } from "@/lib/startup/testing/payments";

describe.each(testDrivers())("charging completed visits on %s", (driver) => {
  const database = useTestDatabase(driver);
  const stripe = useStripeFake("whsec_charge_test");

  it("saves a card through Checkout in setup mode once, and shows it as the customer knows it", async () => {
    const { customer } = await completedVisit(database.db);
    const { sessionId, applied } = await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "4242 4242 4242 4242");
    expect(applied).toBe("saved");
    expect(await applyCheckoutOutcome(database.db, "stripe", await stripe.provider.cards.readCheckout(sessionId))).toBe("duplicate");
    const cards = await listCards(database.db, customer.id, NOW);
    expect(cards.map((card) => [card.label, card.isDefault])).toEqual([["Visa •••• 4242, expires 08/29", true]]);
    const [profile] = await database.db.select().from(billingProfiles).where(eq(billingProfiles.userId, customer.id));
    expect(profile?.providerCustomerRef).toMatch(/^cus_fake/);
  });

  it("opens one charge for what is due when the visit is completed, with its first try queued", async () => {
    const { orderId, payment } = await completedVisit(database.db);
    expect(payment).toMatchObject({ kind: "charge", status: "pending", attempt: 0 });
    const tries = (await jobsOfKind(database.db, BILLING_JOB_KINDS.charge)).filter((job) => job.payload.orderPaymentId === payment?.id);
    expect(tries.map((job) => job.payload)).toEqual([{ orderPaymentId: payment?.id, attempt: 1 }]);
    expect(await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).toHaveLength(1);
  });

  it("charges the card once when the same try runs twice at once, and the order shows it paid", async () => {
    const { customer, orderId, payment } = await completedVisit(database.db);
    if (!payment) throw new Error("no charge opened");
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "4242424242424242");
    const before = stripe.fake.paymentIntents().length;
    const outcomes = await Promise.all([runChargeTry(database.db, stripe.provider, payment.id, 1), runChargeTry(database.db, stripe.provider, payment.id, 1)]);
    expect(outcomes.sort()).toEqual(["skipped", "succeeded"]);
    expect(await runChargeTry(database.db, stripe.provider, payment.id, 1)).toBe("skipped");

    const made = stripe.fake.paymentIntents().slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: payment.amountCents, off_session: true, status: "succeeded", metadata: { orderPaymentId: payment.id } });
    const request = stripe.fake.requests.find((entry) => entry.path === "/v1/payment_intents" && entry.form.get("metadata[orderPaymentId]") === payment.id);
    expect(request?.headers["idempotency-key"]).toBe(chargeIdempotencyKey(payment.id, 1));
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "succeeded", attempt: 1, providerPaymentRef: made[0]?.id });
    const timeline = await database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "payment")));
    expect(timeline.map((event) => event.data.outcome)).toEqual(["succeeded"]);
    expect(await reconcileOrderById(database.db, orderId)).toEqual([]);
  });

  it("repeats a try left processing (its worker died) with the same key, so Stripe makes no second PaymentIntent", async () => {
    const { customer, payment } = await completedVisit(database.db);
    if (!payment) throw new Error("no charge opened");
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "4242424242424242");
    const before = stripe.fake.paymentIntents().length;
    // Stripe is down for the SDK's first call and both of its own retries: the job will try again.
    stripe.fake.failNext(500, 3);
    await expect(runChargeTry(database.db, stripe.provider, payment.id, 1)).rejects.toThrow();
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "processing", attempt: 1 });
    expect(await runChargeTry(database.db, stripe.provider, payment.id, 1)).toBe("succeeded");
    const keys = stripe.fake.requests.filter((entry) => entry.path === "/v1/payment_intents" && entry.form.get("metadata[orderPaymentId]") === payment.id).map((entry) => entry.headers["idempotency-key"]);
    expect(new Set(keys)).toEqual(new Set([chargeIdempotencyKey(payment.id, 1)]));
    expect(stripe.fake.paymentIntents().slice(before)).toHaveLength(1);
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "succeeded" });
  });

  it("records a decline, emails the customer, retries a day later, and settles when the customer pays with another card", async () => {
    const { customer, payment } = await completedVisit(database.db);
    if (!payment) throw new Error("no charge opened");
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "4000000000000341");
    const at = new Date("2026-03-10T15:00:00Z");
    expect(await runChargeTry(database.db, stripe.provider, payment.id, 1, { now: at })).toBe("declined");
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "failed", failureCode: "card_declined", nextRetryAt: new Date("2026-03-11T15:00:00Z") });
    const mails = (await jobsOfKind(database.db, BILLING_JOB_KINDS.mail)).filter((job) => job.payload.orderPaymentId === payment.id);
    expect(mails.map((job) => job.payload.mail)).toEqual(["charge-failed"]);
    const retry = (await jobsOfKind(database.db, BILLING_JOB_KINDS.charge)).find((job) => job.payload.orderPaymentId === payment.id && job.payload.attempt === 2);
    expect(retry?.runAt).toEqual(new Date("2026-03-11T15:00:00Z"));

    const started = await startOrderCheckout(database.db, stripe.provider, customer.id, payment.id, { publicUrl: PUBLIC_URL, returnPath: `/pay/${payment.id}` });
    if (!started.ok) throw new Error(started.message);
    const sessionId = started.checkout.redirectUrl.split("/").at(-1) ?? "";
    expect(stripe.fake.completeCheckout(sessionId, "4000000000000341")).toEqual({ ok: false, message: "Your card was declined." });
    expect(stripe.fake.completeCheckout(sessionId, "4242424242424242")).toMatchObject({ ok: true });
    expect(await applyCheckoutOutcome(database.db, "stripe", await stripe.provider.cards.readCheckout(sessionId))).toBe("paid");
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "succeeded", attempt: 2 });
    expect((await listCards(database.db, customer.id, NOW)).find((card) => card.isDefault)?.last4).toBe("4242");
    // The retry that was queued finds nothing left to do.
    expect(await runChargeTry(database.db, stripe.provider, payment.id, 2)).toBe("skipped");
  });

  it("says when the bank wants the cardholder, and when there is no card at all", async () => {
    const auth = await completedVisit(database.db);
    if (!auth.payment) throw new Error("no charge opened");
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, auth.customer.id, "4000002760003184");
    expect(await runChargeTry(database.db, stripe.provider, auth.payment.id, 1)).toBe("authentication_required");
    expect(await paymentRow(database.db, auth.payment.id)).toMatchObject({ status: "failed", failureCode: "authentication_required" });

    const none = await completedVisit(database.db);
    if (!none.payment) throw new Error("no charge opened");
    const before = stripe.fake.paymentIntents().length;
    expect(await runChargeTry(database.db, stripe.provider, none.payment.id, 1)).toBe("no_card");
    expect(stripe.fake.paymentIntents()).toHaveLength(before);
    const attempts = await database.db.select().from(orderPaymentAttempts).where(eq(orderPaymentAttempts.orderPaymentId, none.payment.id));
    expect(attempts.map((row) => [row.attempt, row.outcome])).toEqual([[1, "no_card"]]);
  });

  it("refuses to remove the only card while a visit is unpaid, and allows it with another card on file", async () => {
    const { customer, payment } = await completedVisit(database.db);
    if (!payment) throw new Error("no charge opened");
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "4242424242424242");
    const [only] = await listCards(database.db, customer.id, NOW);
    if (!only) throw new Error("no card");
    expect(await removeCard(database.db, customer.id, only.id, NOW)).toEqual({ ok: false, kind: "conflict", message: CARD_MESSAGES.neededForUnpaid });
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "5555555555554444");
    expect(await removeCard(database.db, customer.id, only.id, NOW)).toMatchObject({ ok: true });
    expect((await listCards(database.db, customer.id, NOW)).map((card) => [card.brand, card.isDefault])).toEqual([["mastercard", true]]);
    expect(await removeCard(database.db, customer.id, "7b0a4a52-58b4-4a77-9f2e-0b8e7a3b2c11", NOW)).toMatchObject({ ok: false, kind: "not-found" });
  });

  it("never charges an invoiced account automatically: the charge stays open for the office to invoice", async () => {
    const { payment } = await completedVisit(database.db, { invoice: true });
    expect(payment).toMatchObject({ kind: "charge", status: "pending", attempt: 0 });
    const tries = (await jobsOfKind(database.db, BILLING_JOB_KINDS.charge)).filter((job) => job.payload.orderPaymentId === payment?.id);
    expect(tries).toEqual([]);
  });
});
