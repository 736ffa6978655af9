/**
 * The two Twilio webhooks as HTTP sees them (docs/messaging.md, "Receiving" and "Delivery
 * status"): off (404) while texts are switched off, 403 for a delivery not signed over PUBLIC_URL
 * + path, 400 for a signed but malformed one, the empty TwiML answer for a text, 204 for a status,
 * and no 5xx for hostile input, signed or not.
 */
import { and, eq } from "drizzle-orm";
import { smsMessages } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { signTestModeWebhook } from "@/lib/messaging/provider/test-mode";
import { configureTexts, inboundParams, nextMessageSid, statusParams, twilioRequest, twilioSignature } from "@/lib/messaging/testing/sms-webhooks";
import { POST as inbound } from "./inbound/route";
import { POST as status } from "./status/route";

jest.setTimeout(60_000);

/** Where Twilio is told to call (PUBLIC_URL of the test settings) and where the request reaches us behind the proxy. */
const PUBLIC_INBOUND = "https://www.boroughbright.nyc/api/sms/twilio/inbound";
const PUBLIC_STATUS = "https://www.boroughbright.nyc/api/sms/twilio/status";
const LOCAL_INBOUND = "http://127.0.0.1:3000/api/sms/twilio/inbound";
const LOCAL_STATUS = "http://127.0.0.1:3000/api/sms/twilio/status";

let serial = 0;
const nextPhone = () => `+1646555${String(3000 + (serial += 1)).slice(-4)}`;

/** A text Twilio delivers to us, signed over the public address, arriving at the local one. */
function signedInbound(params: Record<string, string>, options: { query?: string; signedQuery?: string } = {}): Request {
  const signedUrl = `${PUBLIC_INBOUND}${options.signedQuery ?? options.query ?? ""}`;
  return twilioRequest(`${LOCAL_INBOUND}${options.query ?? ""}`, params, twilioSignature(signedUrl, params));
}

async function errorOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { error?: string }).error;
}

describe.each(testDrivers())("the Twilio webhooks on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, install: true });
  let texts: { restore(): void } = { restore: () => undefined };
  afterEach(() => texts.restore());

  const inboundOf = (phone: string) => database.db.select().from(smsMessages).where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "in")));
  const everyText = () => database.db.select({ id: smsMessages.id, status: smsMessages.status }).from(smsMessages).orderBy(smsMessages.id);

  describe("with texts switched off", () => {
    beforeEach(() => {
      texts = configureTexts("off");
    });

    it("answers 404 to both, before reading anything, and stores nothing", async () => {
      const phone = nextPhone();
      const params = inboundParams(phone, "STOP");
      const refusedText = await inbound(twilioRequest(LOCAL_INBOUND, params, twilioSignature(PUBLIC_INBOUND, params)));
      expect(refusedText.status).toBe(404);
      expect(await errorOf(refusedText)).toBe("Text messages are not switched on.");
      const refusedStatus = await status(twilioRequest(LOCAL_STATUS, statusParams(nextMessageSid(), "delivered"), "x"));
      expect(refusedStatus.status).toBe(404);
      expect(await inboundOf(phone)).toEqual([]);
    });
  });

  describe("with Twilio", () => {
    beforeEach(() => {
      texts = configureTexts("twilio");
    });

    it("stores a text signed over PUBLIC_URL + path and answers the empty TwiML", async () => {
      const phone = nextPhone();
      const response = await inbound(signedInbound(inboundParams(phone, "Can the cleaner come at 10 instead?")));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/xml; charset=utf-8");
      expect(await response.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      expect(await inboundOf(phone)).toEqual([expect.objectContaining({ body: "Can the cleaner come at 10 instead?", provider: "twilio", inboundKind: "message" })]);
    });

    it("answers a replay the same way and stores the text once", async () => {
      const phone = nextPhone();
      const params = inboundParams(phone, "R");
      for (let attempt = 0; attempt < 3; attempt++) expect((await inbound(signedInbound(params))).status).toBe(200);
      expect(await inboundOf(phone)).toHaveLength(1);
    });

    it("checks the query string as part of the signed address", async () => {
      const phone = nextPhone();
      expect((await inbound(signedInbound(inboundParams(phone, "C"), { query: "?source=mg" }))).status).toBe(200);
      expect((await inbound(signedInbound(inboundParams(phone, "C"), { query: "?source=mg", signedQuery: "" }))).status).toBe(403);
      expect(await inboundOf(phone)).toHaveLength(1);
    });

    it.each([
      ["a forged signature", (params: Record<string, string>) => twilioRequest(LOCAL_INBOUND, params, twilioSignature(PUBLIC_INBOUND, params, "0".repeat(32)))],
      ["no signature", (params: Record<string, string>) => twilioRequest(LOCAL_INBOUND, params, null)],
      ["an altered Body", (params: Record<string, string>) => twilioRequest(LOCAL_INBOUND, { ...params, Body: "STOP" }, twilioSignature(PUBLIC_INBOUND, params))],
      ["a signature over the local address", (params: Record<string, string>) => twilioRequest(LOCAL_INBOUND, params, twilioSignature(LOCAL_INBOUND, params))],
      ["test mode's signature", (params: Record<string, string>) => twilioRequest(LOCAL_INBOUND, params, signTestModeWebhook(PUBLIC_INBOUND, params))],
    ])("refuses %s with 403 and stores nothing", async (_name, build) => {
      const phone = nextPhone();
      const response = await inbound(build(inboundParams(phone, "HELP")));
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await errorOf(response)).toBe("The webhook's signature does not match.");
      expect(await inboundOf(phone)).toEqual([]);
    });

    it("refuses a signed but malformed text with a clear 400", async () => {
      const phone = nextPhone();
      const { From: _from, ...withoutFrom } = inboundParams(phone, "Hi");
      const response = await inbound(signedInbound(withoutFrom));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe("The webhook's From is missing.");
      expect(await inboundOf(phone)).toEqual([]);
    });

    it.each([
      ["JSON", "application/json", JSON.stringify({ From: "+16465550100", Body: "Hi" }), 415, "Send the request as a form (Content-Type: application/x-www-form-urlencoded)."],
      ["plain text", "text/plain", "From=%2B16465550100&Body=Hi", 415, "Send the request as a form (Content-Type: application/x-www-form-urlencoded)."],
      ["a multipart form", "multipart/form-data; boundary=x", "--x--", 415, "Send the request as a form (Content-Type: application/x-www-form-urlencoded)."],
      ["a field named twice", "application/x-www-form-urlencoded", "Body=Hi&Body=STOP", 400, 'The form names the field "Body" more than once.'],
    ])("refuses %s before checking anything else", async (_name, contentType, body, expected, message) => {
      const response = await inbound(new Request(LOCAL_INBOUND, { method: "POST", body, headers: { "content-type": contentType, "x-twilio-signature": "x" } }));
      expect(response.status).toBe(expected);
      expect(await errorOf(response)).toBe(message);
    });

    it("refuses a body that is not UTF-8 with 400, and one over the cap with 413", async () => {
      const notUtf8 = await inbound(new Request(LOCAL_INBOUND, { method: "POST", body: new Uint8Array([0x42, 0x6f, 0x64, 0x79, 0x3d, 0xff]), headers: { "content-type": "application/x-www-form-urlencoded" } }));
      expect(notUtf8.status).toBe(400);
      const params = inboundParams(nextPhone(), "x".repeat(40 * 1024));
      const tooLarge = await inbound(signedInbound(params));
      expect(tooLarge.status).toBe(413);
    });

    it("takes a text from anywhere: no Origin rule, whatever Origin is claimed", async () => {
      const phone = nextPhone();
      const params = inboundParams(phone, "Thanks!");
      const response = await inbound(twilioRequest(LOCAL_INBOUND, params, twilioSignature(PUBLIC_INBOUND, params), { origin: "https://evil.example" }));
      expect(response.status).toBe(200);
    });

    it("answers a status callback 204, for a text it does not know too, and refuses a forged one with 403", async () => {
      const sid = nextMessageSid();
      await database.db.insert(smsMessages).values({ direction: "out", phone: nextPhone(), type: "reminder", body: "Tomorrow at 9 AM.", segments: 1, status: "sent", provider: "twilio", providerRef: sid, createdAt: new Date("2026-05-12T15:00:00.000Z") });
      const delivered = statusParams(sid, "delivered");
      const response = await status(twilioRequest(LOCAL_STATUS, delivered, twilioSignature(PUBLIC_STATUS, delivered)));
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
      const unknown = statusParams(nextMessageSid(), "delivered");
      expect((await status(twilioRequest(LOCAL_STATUS, unknown, twilioSignature(PUBLIC_STATUS, unknown)))).status).toBe(204);

      const failed = statusParams(sid, "failed", 30007);
      const forged = await status(twilioRequest(LOCAL_STATUS, failed, twilioSignature(PUBLIC_STATUS, failed, "0".repeat(32))));
      expect(forged.status).toBe(403);
      // Signed for the inbound address, it is not a status callback either.
      expect((await status(twilioRequest(LOCAL_STATUS, failed, twilioSignature(PUBLIC_INBOUND, failed)))).status).toBe(403);
      const [row] = await database.db.select().from(smsMessages).where(eq(smsMessages.providerRef, sid));
      expect(row).toMatchObject({ status: "delivered", errorCode: null });

      const malformed = { ...statusParams(sid, "failed"), ErrorCode: "thirty" };
      const refused = await status(twilioRequest(LOCAL_STATUS, malformed, twilioSignature(PUBLIC_STATUS, malformed)));
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe("The webhook's ErrorCode is not an error code.");
    });

    // The fuzz of issue #28: hostile input, signed (so it reaches the parsing) and not.
    it("answers hostile input to both webhooks without a 5xx, and stores nothing it could not keep", async () => {
      const before = (await everyText()).length;
      const hostileFields: Array<Record<string, string>> = [
        { Body: "STOP\u0000" },
        { "Bo\u0000dy": "x" },
        { From: "\u0000" },
        { From: "+1".padEnd(5_000, "9") },
        { MessageSid: "SM".padEnd(10_000, "0") },
        { MessageSid: "" },
        { Body: "\ud83d\ude00 emoji and \u202e direction" },
        { Body: "x".repeat(1_601) },
        { From: "+44 7911 123456" },
        { To: "" },
        { MessageStatus: "delivered\u0000", ErrorCode: "99999999999999999999" },
        { ErrorCode: "-1" },
      ];
      const rawBodies = ["Body=%ED%A0%80&From=%2B16465550199", "Body=%E0%A4%A&From=%", "%00=%00", "&&&==&", "a".repeat(20_000)];
      const answers: string[] = [];
      const record = async (name: string, response: Response) => {
        if (response.status >= 500) answers.push(`${name}: ${response.status} ${await response.text()}`);
      };
      for (const [index, fields] of hostileFields.entries()) {
        const params = { ...inboundParams(nextPhone(), "Hi"), ...fields };
        const statusFields = { ...statusParams(nextMessageSid(), "delivered"), ...fields };
        await record(`inbound signed #${index}`, await inbound(signedInbound(params)));
        await record(`inbound unsigned #${index}`, await inbound(twilioRequest(LOCAL_INBOUND, params, null)));
        await record(`status signed #${index}`, await status(twilioRequest(LOCAL_STATUS, statusFields, twilioSignature(PUBLIC_STATUS, statusFields))));
      }
      for (const [index, body] of rawBodies.entries()) {
        for (const [handler, url] of [
          [inbound, LOCAL_INBOUND],
          [status, LOCAL_STATUS],
        ] as const) {
          const request = new Request(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "AAAA" } });
          await record(`raw #${index} to ${url}`, await handler(request));
        }
      }
      expect(answers).toEqual([]);
      // Three inbound texts were signed and valid (the emoji and direction mark, the sender abroad,
      // a stray ErrorCode beside the text's fields) and are kept; nothing else is.
      expect((await everyText()).length - before).toBe(3);
    });
  });

  describe("in test mode", () => {
    beforeEach(() => {
      texts = configureTexts("test-mode");
    });

    it("takes the outbox's simulated reply, signed with test mode's key, and refuses a Twilio signature", async () => {
      const phone = nextPhone();
      const params = inboundParams(phone, "R", "test-simulated-route");
      const response = await inbound(twilioRequest(LOCAL_INBOUND, params, signTestModeWebhook(PUBLIC_INBOUND, params)));
      expect(response.status).toBe(200);
      expect((await inbound(twilioRequest(LOCAL_INBOUND, { ...params, MessageSid: "test-other" }, twilioSignature(PUBLIC_INBOUND, { ...params, MessageSid: "test-other" })))).status).toBe(403);
      expect(await inboundOf(phone)).toEqual([expect.objectContaining({ provider: "test-mode", inboundKind: "reschedule" })]);
    });
  });
});
