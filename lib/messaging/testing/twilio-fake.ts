import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the one Twilio REST endpoint we call, for tests (never the network):
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json. It records each request, checks HTTP
 * basic auth against the account it was started for, and answers as Twilio does: 201 with the
 * created Message, or an error body `{ code, message, more_info, status }`.
 */
export interface RecordedTwilioRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

export interface TwilioFake {
  baseUrl: string;
  requests: RecordedTwilioRequest[];
  /** Answer the next request with this HTTP status and Twilio error code instead. */
  failNext(status: number, code: number): void;
  close(): Promise<void>;
}

export async function startTwilioFake(account: { accountSid: string; authToken: string }): Promise<TwilioFake> {
  const requests: RecordedTwilioRequest[] = [];
  let failure: { status: number; code: number } | null = null;
  let created = 0;
  const messagesPath = `/2010-04-01/Accounts/${account.accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const path = (req.url ?? "").split("?")[0] ?? "";
      requests.push({ method: req.method ?? "", path, headers: req.headers, form });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      if (req.headers.authorization !== expectedAuth) return error(401, 20003, "Authenticate");
      if (failure) {
        const { status, code } = failure;
        failure = null;
        return error(status, code, `Twilio error ${code}`);
      }
      if (req.method !== "POST" || path !== messagesPath) return error(404, 20404, "The requested resource was not found");
      created += 1;
      const sid = `SM${String(created).padStart(32, "0")}`;
      const now = new Date().toUTCString();
      return reply(201, {
        sid,
        account_sid: account.accountSid,
        messaging_service_sid: form.get("MessagingServiceSid"),
        to: form.get("To"),
        from: null,
        body: form.get("Body"),
        status: "accepted",
        direction: "outbound-api",
        num_segments: "0",
        num_media: "0",
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        price: null,
        price_unit: "USD",
        api_version: "2010-04-01",
        uri: `/2010-04-01/Accounts/${account.accountSid}/Messages/${sid}.json`,
        subresource_uris: {},
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, code) {
      failure = { status, code };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The client keeps its connections alive; closing waits for none of them.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
