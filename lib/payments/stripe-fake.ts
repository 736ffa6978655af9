import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the few Stripe endpoints we call (POST /v1/checkout/sessions), for the
 * Stripe provider's tests: it records each request and answers like Stripe does.
 */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

export interface StripeFake {
  baseUrl: string;
  requests: RecordedStripeRequest[];
  /** Answer the next session create with this status and error instead. */
  failNext(status: number): void;
  close(): Promise<void>;
}

export async function startStripeFake(): Promise<StripeFake> {
  const requests: RecordedStripeRequest[] = [];
  const sessionsByKey = new Map<string, Record<string, unknown>>();
  let failure: number | null = null;
  let counter = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const path = (req.url ?? "").split("?")[0] ?? "";
      requests.push({ method: req.method ?? "", path, headers: req.headers, form });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${requests.length}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== "Bearer sk_test_fake_key") return reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method !== "POST" || path !== "/v1/checkout/sessions") return reply(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
      if (failure !== null) {
        const status = failure;
        failure = null;
        return reply(status, { error: { type: "api_error", message: "Something went wrong" } });
      }
      // Stripe answers a repeated idempotency key with the first result.
      const key = String(req.headers["idempotency-key"] ?? "");
      const existing = sessionsByKey.get(key);
      if (existing) return reply(200, existing);
      counter += 1;
      const id = `cs_test_fake${counter}`;
      const session = {
        id,
        object: "checkout.session",
        mode: form.get("mode"),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
        currency: form.get("line_items[0][price_data][currency]"),
        client_reference_id: form.get("client_reference_id"),
        customer_email: form.get("customer_email"),
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
        metadata: { paymentId: form.get("metadata[paymentId]") },
        payment_status: "unpaid",
        status: "open",
      };
      if (key) sessionsByKey.set(key, session);
      return reply(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
