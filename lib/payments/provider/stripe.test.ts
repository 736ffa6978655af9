import Stripe from "stripe";
import { createStripeProvider, stripeConnection, toPaymentEvent } from "./stripe";
import { startStripeFake, type StripeFake } from "@/lib/payments/testing/stripe-fake";

const WEBHOOK_SECRET = "whsec_test_secret";
const checkout = {
  purchaseId: "7b0a4a52-58b4-4a77-9f2e-0b8e7a3b2c11",
  amountCents: 15_000,
  description: "Borough Bright Cleaning gift card, $150",
  successUrl: "https://boroughbright.test/gift-card-confirmation?purchase=card-1",
  cancelUrl: "https://boroughbright.test/gift-cards?cancelled=card-1",
  customerEmail: "rosa@example.com",
};

function signed(payload: object, secret = WEBHOOK_SECRET): { body: string; headers: Headers } {
  const body = JSON.stringify(payload);
  return { body, headers: new Headers({ "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }) };
}

const completed = (overrides: Record<string, unknown> = {}) => ({
  id: "evt_1",
  object: "event",
  type: "checkout.session.completed",
  data: { object: { id: "cs_test_1", object: "checkout.session", client_reference_id: checkout.purchaseId, payment_status: "paid", amount_total: 15_000, currency: "usd", ...overrides } },
});

describe("the Stripe provider", () => {
  let fake: StripeFake;
  beforeAll(async () => {
    fake = await startStripeFake();
  });
  afterAll(async () => {
    await fake.close();
  });

  const provider = () => createStripeProvider({ secretKey: "sk_test_fake_key", webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fake.baseUrl });

  it("reads host, port and protocol from the configured base URL", () => {
    expect(stripeConnection("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
    expect(stripeConnection("https://stripe.internal")).toEqual({ host: "stripe.internal", port: 443, protocol: "https" });
    expect(stripeConnection(undefined)).toEqual({});
  });

  it("creates a Checkout Session for the purchase and sends the buyer to its URL", async () => {
    const session = await provider().createCheckout(checkout);
    expect(session).toEqual({ providerRef: "cs_test_fake1", redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_fake1" });
    const request = fake.requests.at(-1);
    expect(request?.headers["idempotency-key"]).toBe(`checkout-${checkout.purchaseId}`);
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "15000",
      "line_items[0][price_data][product_data][name]": checkout.description,
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
      customer_email: checkout.customerEmail,
      client_reference_id: checkout.purchaseId,
      "metadata[paymentId]": checkout.purchaseId,
    });
  });

  it("fails plainly when Stripe refuses", async () => {
    fake.failNext(400);
    await expect(provider().createCheckout({ ...checkout, purchaseId: "9d7c2d4e-0000-4000-8000-000000000001" })).rejects.toThrow("Something went wrong");
    const wrongKey = createStripeProvider({ secretKey: "sk_test_wrong", webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fake.baseUrl });
    await expect(wrongKey.createCheckout(checkout)).rejects.toThrow("Invalid API Key");
  });

  it("accepts a correctly signed checkout.session.completed as paid", async () => {
    const { body, headers } = signed(completed());
    expect(await provider().parseWebhook(body, headers)).toEqual({
      ok: true,
      event: { kind: "paid", eventId: "evt_1", type: "checkout.session.completed", provider: "stripe", paymentId: checkout.purchaseId, providerRef: "cs_test_1", amountCents: 15_000, currency: "usd" },
    });
  });

  it("refuses a forged, altered, stale or missing signature", async () => {
    const forged = signed(completed(), "whsec_not_ours");
    expect(await provider().parseWebhook(forged.body, forged.headers)).toEqual({ ok: false, error: "invalid signature" });

    const genuine = signed(completed());
    const altered = genuine.body.replace("15000", "1");
    expect(await provider().parseWebhook(altered, genuine.headers)).toEqual({ ok: false, error: "invalid signature" });

    const body = JSON.stringify(completed());
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(await provider().parseWebhook(body, new Headers({ "stripe-signature": stale }))).toEqual({ ok: false, error: "invalid signature" });

    expect(await provider().parseWebhook(body, new Headers())).toEqual({ ok: false, error: "missing signature" });
  });

  it("maps session events: unpaid completions wait, expiries fail, others are ignored", () => {
    expect(toPaymentEvent("evt_2", "checkout.session.completed", completed({ payment_status: "unpaid" }).data.object)).toMatchObject({ kind: "ignored" });
    expect(toPaymentEvent("evt_3", "checkout.session.async_payment_succeeded", completed().data.object)).toMatchObject({ kind: "paid", providerRef: "cs_test_1" });
    expect(toPaymentEvent("evt_4", "checkout.session.expired", completed({ payment_status: "unpaid" }).data.object)).toMatchObject({ kind: "failed", paymentId: checkout.purchaseId });
    expect(toPaymentEvent("evt_5", "charge.refunded", {})).toEqual({ kind: "ignored", eventId: "evt_5", type: "charge.refunded", provider: "stripe" });
    expect(toPaymentEvent("evt_6", "checkout.session.completed", { nothing: true })).toMatchObject({ kind: "ignored" });
  });

  it("treats a paid session without an amount or currency as unpaid: nothing to check it against", () => {
    const { amount_total: _amount, ...withoutAmount } = completed().data.object;
    const { currency: _currency, ...withoutCurrency } = completed().data.object;
    expect(toPaymentEvent("evt_7", "checkout.session.completed", withoutAmount)).toMatchObject({ kind: "ignored" });
    expect(toPaymentEvent("evt_8", "checkout.session.completed", { ...withoutAmount, amount_total: null })).toMatchObject({ kind: "ignored" });
    expect(toPaymentEvent("evt_9", "checkout.session.async_payment_succeeded", withoutCurrency)).toMatchObject({ kind: "ignored" });
    expect(toPaymentEvent("evt_10", "checkout.session.completed", completed().data.object)).toMatchObject({ kind: "paid", amountCents: 15_000, currency: "usd" });
  });
});
