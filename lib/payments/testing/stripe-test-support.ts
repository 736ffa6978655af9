/** Helpers for tests against the local Stripe fake (not used by the app). */
import Stripe from "stripe";

/** A webhook delivery as Stripe makes it, signed with `secret`. */
export function signedWebhookRequest(payload: object, secret: string): Request {
  const body = JSON.stringify(payload);
  return new Request("http://localhost/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) },
    body,
  });
}
