import Stripe from "stripe";
import { UnknownProviderObjectError, type CardDetails, type CardPayments, type ChargeResult, type CheckoutOutcome, type RefundDetails } from "./types";

/** Tells our checkouts from gift-card ones in Stripe's events (metadata.purpose). */
export const CHECKOUT_PURPOSES = { cardSetup: "card_setup", orderPayment: "order_payment" } as const;

function cardOf(method: Stripe.PaymentMethod): CardDetails {
  const card = method.card;
  if (!card) throw new Error(`Stripe payment method ${method.id} is not a card`);
  return { providerRef: method.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/** Stripe's refund statuses in our words: requires_action (rare for cards) is still on its way. */
function refundOf(refund: Stripe.Refund): RefundDetails {
  const status = refund.status === "succeeded" || refund.status === "failed" || refund.status === "canceled" ? refund.status : "pending";
  return { providerRef: refund.id, amountCents: refund.amount, status, refundId: refund.metadata?.refundId ?? null };
}

/** Stripe's 404 for an id it has no object for becomes our UnknownProviderObjectError; anything else is thrown as is. */
async function known<T>(objectKind: UnknownProviderObjectError["objectKind"], read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === "resource_missing" || error.statusCode === 404)) throw new UnknownProviderObjectError(objectKind);
    throw error;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === "string" ? value : value.id);

/**
 * Saved cards on Stripe: a Customer per account, Checkout in setup mode to save a card (no card
 * data reaches us), Checkout in payment mode for a customer paying one order, and off-session
 * PaymentIntents with an idempotency key per order payment and try.
 */
export function createStripeCards(stripe: Stripe): CardPayments {
  const readMethod = async (ref: string) => cardOf(await known("payment_method", () => stripe.paymentMethods.retrieve(ref)));
  const methodOf = async (value: string | Stripe.PaymentMethod | null | undefined): Promise<CardDetails | null> => {
    if (value == null) return null;
    return typeof value === "string" ? readMethod(value) : cardOf(value);
  };

  return {
    async createCustomer(request) {
      const customer = await stripe.customers.create(
        { email: request.email, name: request.name, metadata: { userId: request.userId } },
        // Two tabs saving a first card at once make one Stripe customer.
        { idempotencyKey: `customer-${request.userId}` },
      );
      return customer.id;
    },

    async createSetupCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "setup",
          currency: "usd",
          customer: request.customerRef,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.checkoutId,
          metadata: { checkoutId: request.checkoutId, purpose: CHECKOUT_PURPOSES.cardSetup },
          setup_intent_data: { metadata: { checkoutId: request.checkoutId } },
        },
        { idempotencyKey: `card-checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error("Stripe returned a setup Checkout Session without a URL");
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async createOrderCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer: request.customerRef,
          line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: request.amountCents, product_data: { name: request.description } } }],
          // The card paid with becomes the one on file for next time.
          payment_intent_data: { setup_future_usage: "off_session", metadata: { orderPaymentId: request.orderPaymentId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.checkoutId,
          metadata: { checkoutId: request.checkoutId, orderPaymentId: request.orderPaymentId, purpose: CHECKOUT_PURPOSES.orderPayment },
        },
        { idempotencyKey: `card-checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error("Stripe returned a payment Checkout Session without a URL");
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async readCheckout(providerRef): Promise<CheckoutOutcome> {
      const session = await known("checkout", () => stripe.checkout.sessions.retrieve(providerRef, { expand: ["setup_intent.payment_method", "payment_intent.payment_method"] }));
      const mode = session.mode === "setup" ? "setup" : "payment";
      const status = session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
      const setupIntent = typeof session.setup_intent === "object" ? session.setup_intent : null;
      const paymentIntent = typeof session.payment_intent === "object" ? session.payment_intent : null;
      let card: CardDetails | null = null;
      if (status === "complete") {
        const method = mode === "setup" ? (setupIntent?.payment_method ?? null) : (paymentIntent?.payment_method ?? null);
        card = await methodOf(method);
      }
      const paid = mode === "payment" && session.payment_status === "paid";
      return {
        providerRef: session.id,
        mode,
        status,
        checkoutId: session.client_reference_id ?? session.metadata?.checkoutId ?? null,
        card,
        paymentRef: paid ? idOf(session.payment_intent) : null,
        amountCents: paid ? session.amount_total : null,
        currency: paid ? session.currency : null,
      };
    },

    readPaymentMethod: readMethod,

    async chargeOffSession(request): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            customer: request.customerRef,
            payment_method: request.paymentMethodRef,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { orderPaymentId: request.orderPaymentId },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === "succeeded") return { status: "succeeded", paymentRef: intent.id, amountCents: intent.amount_received };
        if (intent.status === "requires_action") {
          return { status: "authentication_required", paymentRef: intent.id, code: "authentication_required", message: "The bank asks the cardholder to confirm this payment." };
        }
        if (intent.status === "requires_payment_method") {
          const error = intent.last_payment_error;
          return { status: "declined", paymentRef: intent.id, code: error?.code ?? "card_declined", message: error?.message ?? "The card was declined." };
        }
        // processing and the rest: the webhook settles it; the job tries again with the same key.
        throw new Error(`PaymentIntent ${intent.id} is ${intent.status}`);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const code = error.code ?? "card_declined";
          return {
            status: code === "authentication_required" ? "authentication_required" : "declined",
            paymentRef: error.payment_intent?.id ?? null,
            code,
            message: error.message,
          };
        }
        throw error;
      }
    },

    async detachPaymentMethod(providerRef) {
      await stripe.paymentMethods.detach(providerRef);
    },

    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentRef, amount: request.amountCents, reason: "requested_by_customer", metadata: { refundId: request.refundId } },
        { idempotencyKey: request.idempotencyKey },
      );
      return refundOf(refund);
    },

    async listRefunds(paymentRef) {
      const refunds: RefundDetails[] = [];
      await known("payment_intent", async () => {
        for await (const refund of stripe.refunds.list({ payment_intent: paymentRef, limit: 100 })) refunds.push(refundOf(refund));
      });
      return refunds;
    },
  };
}
