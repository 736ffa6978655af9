import { eq } from "drizzle-orm";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";
import { giftCardTransactions, giftCards, payments } from "@/lib/db/schema";
import { testDrivers } from "@/lib/db/testing";
import { useTestDatabase } from "@/lib/db/use-test-database";
import { startGiftCardPurchase } from "@/lib/gift-cards/purchase";
import { createBuyer, purchaseInput, useTestGiftCardKey } from "@/lib/gift-cards/test-support";
import { getPaymentProvider } from "./provider";
import { useStripeFake } from "@/lib/billing/test-support";
import { signedWebhookRequest } from "./stripe-test-support";
import { getLogger } from "@/lib/log/logger";

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
});
