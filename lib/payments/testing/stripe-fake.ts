import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { behaviourOfLast4, TEST_CARD_ERRORS, testCardFor } from "@/lib/payments/provider/test-cards";

/**
 * A local stand-in for the Stripe endpoints we call, for tests (never the network): Checkout
 * Sessions in payment and setup mode, Customers, PaymentMethods, SetupIntents, off-session
 * PaymentIntents and Refunds. It records each request, answers like Stripe does (a repeated idempotency key
 * gets the first answer, card errors are 402 `card_error`s), behaves as Stripe's test card
 * numbers do (test-cards.ts), and plays the customer on a Checkout page (`completeCheckout`),
 * handing back the events Stripe would send.
 */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

type StripeObject = Record<string, unknown> & { id: string };

/** An event as Stripe posts it to the webhook (sign it with Stripe.webhooks.generateTestHeaderString). */
export interface FakeEvent {
  id: string;
  object: "event";
  type: string;
  data: { object: StripeObject };
}

export interface StripeFake {
  baseUrl: string;
  requests: RecordedStripeRequest[];
  /** Every PaymentIntent made, in order. */
  paymentIntents(): StripeObject[];
  customers(): StripeObject[];
  /** Every Refund made, in order (through the API or `refundInDashboard`). */
  refunds(): StripeObject[];
  /** Staff give money back in Stripe's dashboard (not through us); returns the charge.refunded event Stripe sends. */
  refundInDashboard(paymentIntentId: string, amountCents: number): FakeEvent;
  /** The charge.refunded event Stripe sends after a refund on this PaymentIntent. */
  chargeRefunded(paymentIntentId: string): FakeEvent;
  /** Answer the next POST (the next `times` POSTs) with this status and error instead. */
  failNext(status: number, times?: number): void;
  /**
   * The customer fills in a Checkout Session's page with a test card number. Setup mode saves
   * the card; payment mode pays (or, for a declining card, is refused on the page, as Stripe's is).
   */
  completeCheckout(sessionId: string, cardNumber: string): { ok: true; events: FakeEvent[] } | { ok: false; message: string };
  /** An event of any type about any object, e.g. to replay or forge. */
  event(type: string, object: StripeObject): FakeEvent;
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][c]=v`) read back into nested objects. */
function nested(form: URLSearchParams, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key.startsWith(`${prefix}[`)) result[key.slice(prefix.length + 1, -1).replace(/\]\[/g, ".")] = value;
  }
  return result;
}

export async function startStripeFake(): Promise<StripeFake> {
  const requests: RecordedStripeRequest[] = [];
  const answersByKey = new Map<string, { status: number; body: unknown }>();
  const sessions = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const methods = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const counters = new Map<string, number>();
  let failure: number | null = null;
  let failuresLeft = 0;

  const nextId = (prefix: string) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}${n}`;
  };
  const notFound = (what: string) => ({ status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } } });

  function cardMethod(cardNumber: string, customer: string | null): StripeObject | null {
    const card = testCardFor(cardNumber);
    if (!card) return null;
    const method = { id: nextId("pm_fake"), object: "payment_method", type: "card", customer, card: { brand: card.brand, last4: card.number.slice(-4), exp_month: 8, exp_year: 2029 } };
    methods.set(method.id, method);
    return method;
  }

  function createSession(form: URLSearchParams): StripeObject {
    const mode = form.get("mode");
    const id = nextId("cs_test_fake");
    const session: StripeObject = {
      id,
      object: "checkout.session",
      mode,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      amount_total: mode === "setup" ? null : Number(form.get("line_items[0][price_data][unit_amount]")),
      currency: mode === "setup" ? form.get("currency") : form.get("line_items[0][price_data][currency]"),
      customer: form.get("customer"),
      client_reference_id: form.get("client_reference_id"),
      customer_email: form.get("customer_email"),
      success_url: form.get("success_url"),
      cancel_url: form.get("cancel_url"),
      metadata: nested(form, "metadata"),
      payment_intent_data: { metadata: nested(form, "payment_intent_data[metadata]"), setup_future_usage: form.get("payment_intent_data[setup_future_usage]") },
      setup_intent: null,
      payment_intent: null,
      payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
      status: "open",
    };
    // The gift-card tests read the old flat metadata shape.
    if (form.get("metadata[paymentId]") !== null) session.metadata = { paymentId: form.get("metadata[paymentId]") };
    sessions.set(id, session);
    return session;
  }

  /** An off-session charge, as Stripe's test cards answer it. */
  function createIntent(form: URLSearchParams): { status: number; body: unknown } {
    const method = methods.get(form.get("payment_method") ?? "");
    if (!method) return notFound("payment_method");
    const card = method.card as { last4: string };
    const behaviour = behaviourOfLast4(card.last4);
    const intent: StripeObject = {
      id: nextId("pi_fake"),
      object: "payment_intent",
      amount: Number(form.get("amount")),
      amount_received: 0,
      currency: form.get("currency"),
      customer: form.get("customer"),
      payment_method: method.id,
      description: form.get("description"),
      metadata: nested(form, "metadata"),
      off_session: form.get("off_session") === "true",
      status: "succeeded",
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    if (behaviour === "succeeds") {
      intent.amount_received = intent.amount;
      return { status: 200, body: intent };
    }
    const error = TEST_CARD_ERRORS[behaviour];
    intent.status = behaviour === "declines" ? "requires_payment_method" : "requires_action";
    intent.last_payment_error = { type: "card_error", code: error.code, message: error.message };
    return { status: 402, body: { error: { type: "card_error", code: error.code, decline_code: behaviour === "declines" ? "generic_decline" : undefined, message: error.message, payment_intent: intent } } };
  }

  /** A refund on a succeeded PaymentIntent, refused (as Stripe does) above what is left of it. */
  function createRefund(form: URLSearchParams): { status: number; body: unknown } {
    const intent = intents.get(form.get("payment_intent") ?? "");
    if (!intent || intent.status !== "succeeded") return notFound("payment_intent");
    const left = Number(intent.amount_received) - refundedOf(intent.id);
    const amount = form.get("amount") === null ? left : Number(form.get("amount"));
    if (!(amount > 0) || amount > left) {
      return { status: 400, body: { error: { type: "invalid_request_error", code: "amount_too_large", message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})` } } };
    }
    const refund: StripeObject = { id: nextId("re_fake"), object: "refund", amount, currency: intent.currency, payment_intent: intent.id, status: "succeeded", reason: form.get("reason"), metadata: nested(form, "metadata") };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  const refundsOf = (paymentIntentId: string) => [...refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
  const refundedOf = (paymentIntentId: string) => refundsOf(paymentIntentId).reduce((sum, refund) => sum + Number(refund.amount), 0);

  function expandSession(session: StripeObject, expand: string[]): StripeObject {
    const copy: StripeObject = { ...session };
    for (const [field, store] of [
      ["setup_intent", setupIntents],
      ["payment_intent", intents],
    ] as const) {
      const id = session[field];
      if (typeof id !== "string" || !expand.some((path) => path === field || path.startsWith(`${field}.`))) continue;
      const object = store.get(id);
      if (!object) continue;
      const expanded: StripeObject = { ...object };
      if (expand.includes(`${field}.payment_method`) && typeof object.payment_method === "string") expanded.payment_method = methods.get(object.payment_method) ?? object.payment_method;
      copy[field] = expanded;
    }
    return copy;
  }

  function route(method: string, path: string, form: URLSearchParams, query: URLSearchParams): { status: number; body: unknown } {
    const parts = path.split("/").filter(Boolean);
    if (method === "POST" && path === "/v1/checkout/sessions") return { status: 200, body: createSession(form) };
    if (method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
      const session = sessions.get(parts[3]);
      const expand = [...query.entries()].filter(([key]) => key.startsWith("expand")).map(([, value]) => value);
      return session ? { status: 200, body: expandSession(session, expand) } : notFound("checkout.session");
    }
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: nextId("cus_fake"), object: "customer", email: form.get("email"), name: form.get("name"), metadata: nested(form, "metadata") };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (parts[1] === "payment_methods" && parts[2]) {
      const found = methods.get(parts[2]);
      if (!found) return notFound("payment_method");
      if (method === "POST" && parts[3] === "detach") found.customer = null;
      return { status: 200, body: found };
    }
    if (method === "GET" && parts[1] === "setup_intents" && parts[2]) {
      const found = setupIntents.get(parts[2]);
      return found ? { status: 200, body: found } : notFound("setup_intent");
    }
    if (method === "POST" && path === "/v1/payment_intents") return createIntent(form);
    if (method === "POST" && path === "/v1/refunds") return createRefund(form);
    if (method === "GET" && path === "/v1/refunds") {
      const data = refundsOf(query.get("payment_intent") ?? "");
      return { status: 200, body: { object: "list", url: "/v1/refunds", has_more: false, data } };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } } };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const [path = "", search = ""] = (req.url ?? "").split("?");
      requests.push({ method: req.method ?? "", path, headers: req.headers, form });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${requests.length}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== "Bearer sk_test_fake_key") return reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "POST" && failure !== null) {
        const status = failure;
        failuresLeft -= 1;
        if (failuresLeft <= 0) failure = null;
        return reply(status, { error: { type: "api_error", message: "Something went wrong" } });
      }
      // Stripe answers a repeated idempotency key with the first answer, errors included.
      const key = req.method === "POST" ? String(req.headers["idempotency-key"] ?? "") : "";
      const cached = key ? answersByKey.get(`${path}:${key}`) : undefined;
      if (cached) return reply(cached.status, cached.body);
      const answer = route(req.method ?? "", path, form, new URLSearchParams(search));
      if (key && answer.status !== 404) answersByKey.set(`${path}:${key}`, answer);
      return reply(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: StripeObject): FakeEvent => ({ id: nextId("evt_fake"), object: "event", type, data: { object: { ...object } } });
  // Like newer API versions, the charge in the event does not list its refunds.
  const chargeRefunded = (paymentIntentId: string): FakeEvent => {
    const intent = intents.get(paymentIntentId);
    const amount = Number(intent?.amount_received ?? 0);
    const refunded = refundedOf(paymentIntentId);
    return event("charge.refunded", { id: `ch_fake_${paymentIntentId}`, object: "charge", payment_intent: paymentIntentId, amount, amount_refunded: refunded, refunded: refunded >= amount });
  };

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    paymentIntents: () => [...intents.values()],
    customers: () => [...customers.values()],
    refunds: () => [...refunds.values()],
    refundInDashboard(paymentIntentId, amountCents) {
      const made = createRefund(new URLSearchParams({ payment_intent: paymentIntentId, amount: String(amountCents) }));
      if (made.status !== 200) throw new Error(`the fake refused the dashboard refund: ${JSON.stringify(made.body)}`);
      return chargeRefunded(paymentIntentId);
    },
    chargeRefunded,
    failNext(status, times = 1) {
      failure = status;
      failuresLeft = times;
    },
    completeCheckout(sessionId, cardNumber) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== "open") return { ok: false, message: "No open Checkout Session" };
      const customer = typeof session.customer === "string" ? session.customer : null;
      const card = testCardFor(cardNumber);
      if (!card) return { ok: false, message: "Your card number is invalid." };
      if (session.mode === "payment" && card.behaviour === "declines") return { ok: false, message: TEST_CARD_ERRORS.declines.message };
      const method = cardMethod(cardNumber, customer);
      if (!method) return { ok: false, message: "Your card number is invalid." };
      session.status = "complete";
      if (session.mode === "setup") {
        const setupIntent = { id: nextId("seti_fake"), object: "setup_intent", status: "succeeded", customer, payment_method: method.id, usage: "off_session" };
        setupIntents.set(setupIntent.id, setupIntent);
        session.setup_intent = setupIntent.id;
        return { ok: true, events: [event("setup_intent.succeeded", setupIntent), event("checkout.session.completed", session)] };
      }
      const data = session.payment_intent_data as { metadata: Record<string, string> };
      const intent = {
        id: nextId("pi_fake"),
        object: "payment_intent",
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        customer,
        payment_method: method.id,
        metadata: data.metadata,
        status: "succeeded",
        last_payment_error: null,
      };
      intents.set(intent.id, intent);
      session.payment_intent = intent.id;
      session.payment_status = "paid";
      return { ok: true, events: [event("payment_intent.succeeded", intent), event("checkout.session.completed", session)] };
    },
    event,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
