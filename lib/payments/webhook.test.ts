import { eq } from "drizzle-orm";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";
import { NOW } from "@/lib/admin/test-support";
import { orderPayments, paymentMethods } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import type { FakeEvent } from "@/lib/payments/testing/stripe-fake";
import { signedWebhookRequest } from "@/lib/payments/testing/stripe-test-support";
import { listCards } from "./cards/cards";
import { runChargeTry } from "./charge";
import { startCardSetup } from "./cards/checkouts";
import { completedVisit, paymentRow, PUBLIC_URL, saveCardThroughStripe, useStripeFake } from "@/lib/startup/testing/payments";

const WEBHOOK_SECRET = "whsec_billing_route_test";

async function deliver(event: FakeEvent, secret = WEBHOOK_SECRET) {
  const response = await stripeWebhook(signedWebhookRequest(event, secret));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(testDrivers())("Stripe webhooks for cards and order payments on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  const stripe = useStripeFake(WEBHOOK_SECRET, { asProcessProvider: true });

  it("saves the card of a setup Checkout once, whichever of its events comes first and however often they are replayed", async () => {
    const { customer } = await completedVisit(database.db);
    const started = await startCardSetup(database.db, stripe.provider, customer.id, { publicUrl: PUBLIC_URL, returnPath: "/booking-confirmation" });
    const filled = stripe.fake.completeCheckout(started.redirectUrl.split("/").at(-1) ?? "", "4242424242424242");
    if (!filled.ok) throw new Error(filled.message);
    const [attached, completed] = filled.events;
    if (!attached || !completed) throw new Error("the fake sent no events");
    expect((await deliver(attached)).body).toEqual({ received: true, outcome: "saved" });
    expect((await deliver(completed)).body).toEqual({ received: true, outcome: "saved" });
    const replays = await Promise.all([attached, completed, completed].map((event) => deliver(event)));
    expect(replays.map((reply) => reply.body.outcome)).toEqual(["duplicate", "duplicate", "duplicate"]);
    expect(await database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, customer.id))).toHaveLength(1);
    expect((await listCards(database.db, customer.id, NOW)).map((card) => card.label)).toEqual(["Visa •••• 4242, expires 08/29"]);
  });

  it("refuses a forged signature with 400 and saves nothing", async () => {
    const { customer } = await completedVisit(database.db);
    const started = await startCardSetup(database.db, stripe.provider, customer.id, { publicUrl: PUBLIC_URL, returnPath: "/profile" });
    const filled = stripe.fake.completeCheckout(started.redirectUrl.split("/").at(-1) ?? "", "4242424242424242");
    if (!filled.ok) throw new Error(filled.message);
    for (const event of filled.events) expect(await deliver(event, "whsec_attacker")).toEqual({ status: 400, body: { error: "The webhook could not be verified." } });
    expect(await listCards(database.db, customer.id, NOW)).toEqual([]);
  });

  it("settles an order payment on payment_intent.succeeded once, and ignores one for a payment it does not know", async () => {
    const { customer, payment } = await completedVisit(database.db);
    if (!payment) throw new Error("no charge opened");
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "4000000000000341");
    expect(await runChargeTry(database.db, stripe.provider, payment.id, 1)).toBe("declined");
    // Staff or the schedule try again with a good card; the webhook may beat the job's own answer.
    const intent = { id: "pi_from_dashboard", object: "payment_intent", amount_received: payment.amountCents, currency: "usd", metadata: { orderPaymentId: payment.id } };
    const event = stripe.fake.event("payment_intent.succeeded", intent);
    expect((await deliver(event)).body).toEqual({ received: true, outcome: "paid" });
    expect((await deliver(event)).body).toEqual({ received: true, outcome: "duplicate" });
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "succeeded", providerPaymentRef: "pi_from_dashboard" });

    const wrongAmount = stripe.fake.event("payment_intent.succeeded", { ...intent, id: "pi_other", amount_received: 1 });
    expect((await deliver(wrongAmount)).body).toEqual({ received: true, outcome: "already_settled" });
    const stranger = stripe.fake.event("payment_intent.succeeded", { ...intent, id: "pi_stranger", metadata: { orderPaymentId: "not-a-uuid" } });
    expect((await deliver(stranger)).body).toEqual({ received: true, outcome: "unknown_payment" });
  });

  it("records a payment_intent.payment_failed for the try under way, once", async () => {
    const { customer, payment } = await completedVisit(database.db);
    if (!payment) throw new Error("no charge opened");
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "4242424242424242");
    // The try is claimed (processing) and Stripe reports the failure before the job writes its answer.
    await database.db.update(orderPayments).set({ status: "processing", attempt: 1, providerPaymentRef: "pi_failing" }).where(eq(orderPayments.id, payment.id));
    const event = stripe.fake.event("payment_intent.payment_failed", {
      id: "pi_failing",
      object: "payment_intent",
      currency: "usd",
      metadata: { orderPaymentId: payment.id },
      last_payment_error: { code: "card_declined", message: "Your card was declined." },
    });
    expect((await deliver(event)).body).toEqual({ received: true, outcome: "failed" });
    expect((await deliver(event)).body).toEqual({ received: true, outcome: "duplicate" });
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "failed", failureCode: "card_declined" });
  });
});
