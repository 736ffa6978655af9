import { eq } from "drizzle-orm";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";
import { giftCardTransactions, giftCards, payments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { startGiftCardPurchase } from "@/lib/gift-cards/purchase";
import { createBuyer, purchaseInput, useTestGiftCardKey } from "@/lib/gift-cards/test-support";
import { getPaymentProvider } from "./provider/provider";
import { useStripeFake } from "@/lib/startup/testing/payments";
import { signedWebhookRequest } from "./testing/stripe-test-support";
import { getLogger } from "@/lib/platform/log/logger";

const WEBHOOK_SECRET = "whsec_route_test";

const webhookRequest = (payload: object, secret = WEBHOOK_SECRET) => signedWebhookRequest(payload, secret);

describe.each(testDrivers())("POST /api/payments/stripe/webhook on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, install: true });
  beforeAll(useTestGiftCardKey);
  const stripe = useStripeFake(WEBHOOK_SECRET, { asProcessProvider: true });

  async function stripePurchase() {
    const buyer = await createBuyer(database.db);
    const result = await startGiftCardPurchase(database.db, buyer, purchaseInput({ amountCents: 25_000 }), { provider: getPaymentProvider(), publicUrl: "http://localhost:3000" });
    if (!result.ok) throw new Error(result.message);
    expect(result.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const [row] = await database.db.select({ payment: payments }).from(giftCards).innerJoin(payments, eq(payments.id, giftCards.paymentId)).where(eq(giftCards.id, result.purchaseId));
    if (!row?.payment.providerRef) throw new Error("no checkout session stored");
    return { cardId: result.purchaseId, payment: row.payment };
  }

  const completedEvent = (eventId: string, payment: { id: string; providerRef: string | null }) => ({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: payment.providerRef, object: "checkout.session", client_reference_id: payment.id, payment_status: "paid", amount_total: 25_000, currency: "usd" } },
  });

  it("issues one card for a signed webhook, however often Stripe replays it", async () => {
    const { cardId, payment } = await stripePurchase();
    const event = completedEvent(`evt_${payment.id}`, payment);
    const first = await stripeWebhook(webhookRequest(event));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "paid" });
    const replays = await Promise.all([1, 2, 3].map(() => stripeWebhook(webhookRequest(event))));
    for (const replay of replays) expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });

    const [card] = await database.db.select().from(giftCards).where(eq(giftCards.id, cardId));
    expect(card).toMatchObject({ status: "active", balanceCents: 25_000 });
    expect(await database.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, cardId))).toHaveLength(1);
  });

  it("refuses a forged signature with 400 and issues nothing", async () => {
    const { cardId, payment } = await stripePurchase();
    const forged = await stripeWebhook(webhookRequest(completedEvent(`evt_forged_${payment.id}`, payment), "whsec_attacker"));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: "The webhook could not be verified." });
    const unsigned = await stripeWebhook(new Request("http://localhost/api/payments/stripe/webhook", { method: "POST", body: JSON.stringify(completedEvent("evt_x", payment)) }));
    expect(unsigned.status).toBe(400);
    const [card] = await database.db.select().from(giftCards).where(eq(giftCards.id, cardId));
    expect(card).toMatchObject({ status: "pending_payment", balanceCents: 0 });
  });

  // Stripe retries a non-2xx answer for days: an event about an object it no longer knows (or
  // never knew, in another account or mode) is acknowledged once, recorded, and logged for staff.
  it.each([
    ["checkout.session.completed", { id: "cs_test_never_made", object: "checkout.session", mode: "setup", status: "complete", metadata: { purpose: "card_setup" } }],
    ["setup_intent.succeeded", { id: "seti_never_made", object: "setup_intent", customer: "cus_never_made", payment_method: "pm_never_made" }],
  ])("acknowledges a signed %s about an object Stripe does not know, once, without asking Stripe again", async (type, object) => {
    const warn = jest.spyOn(getLogger(), "warn");
    try {
      const event = stripe.fake.event(type, object);
      const first = await stripeWebhook(webhookRequest(event));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ received: true, outcome: "unknown_object" });
      expect(JSON.stringify(warn.mock.calls)).toContain(event.id);

      // A replay is found before anything is read back from Stripe.
      const asked = stripe.fake.requests.length;
      const replay = await stripeWebhook(webhookRequest(event));
      expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
      expect(stripe.fake.requests.length).toBe(asked);
    } finally {
      warn.mockRestore();
    }
  });

  // The fuzz of issue #25: every event kind we act on, correctly signed, about objects Stripe does not know.
  it("answers every signed event about unknown objects without a 5xx", async () => {
    const unknownUuid = "0b6f3c1e-8f0a-4c55-9c3e-2b1f7f6f0a11";
    const sessionOf = (extra: Record<string, unknown>) => ({ id: "cs_test_unknown_session", object: "checkout.session", payment_status: "paid", amount_total: 5_000, currency: "usd", ...extra });
    const events: Array<[string, { id: string } & Record<string, unknown>]> = [
      ["checkout.session.completed", sessionOf({ client_reference_id: unknownUuid })],
      ["checkout.session.completed", sessionOf({ mode: "setup", metadata: { purpose: "card_setup" } })],
      ["checkout.session.completed", sessionOf({ metadata: { purpose: "order_payment", orderPaymentId: unknownUuid } })],
      ["checkout.session.async_payment_succeeded", sessionOf({ metadata: { paymentId: "not-a-uuid" } })],
      ["checkout.session.expired", sessionOf({ client_reference_id: null })],
      ["checkout.session.async_payment_failed", sessionOf({ client_reference_id: unknownUuid })],
      ["setup_intent.succeeded", { id: "seti_unknown", customer: "cus_unknown", payment_method: "pm_unknown" }],
      ["charge.refunded", { id: "ch_unknown", payment_intent: "pi_unknown" }],
      ["payment_intent.succeeded", { id: "pi_unknown", amount_received: 5_000, currency: "usd", metadata: { orderPaymentId: unknownUuid } }],
      ["payment_intent.succeeded", { id: "pi_unknown2", amount_received: 5_000, currency: "usd", metadata: { orderPaymentId: "not-a-uuid" } }],
      ["payment_intent.payment_failed", { id: "pi_unknown3", currency: "usd", metadata: { orderPaymentId: unknownUuid }, last_payment_error: { code: "card_declined" } }],
      ["customer.deleted", { id: "cus_unknown" }],
    ];
    for (const [type, object] of events) {
      const response = await stripeWebhook(webhookRequest(stripe.fake.event(type, object)));
      expect({ type, status: response.status }).toEqual({ type, status: 200 });
    }
  });
});
