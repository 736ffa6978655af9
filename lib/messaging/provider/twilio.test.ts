import twilio from "twilio";
import { createTwilioProvider } from "./twilio";
import { SmsSendError } from "./types";
import { startTwilioFake, type TwilioFake } from "@/lib/messaging/testing/twilio-fake";
import { TWILIO_TEST_SETTINGS } from "@/lib/messaging/testing/twilio-settings";

const account = { accountSid: TWILIO_TEST_SETTINGS.TWILIO_ACCOUNT_SID, authToken: TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN };
const messagingServiceSid = TWILIO_TEST_SETTINGS.TWILIO_MESSAGING_SERVICE_SID;
const text = {
  to: "+19175550123",
  body: "Borough Bright: your cleaning is confirmed for Tue, Jun 2 at 9:00 AM. Reply STOP to opt out.",
  statusCallbackUrl: "https://www.boroughbright.nyc/api/sms/twilio/status",
};

describe("the Twilio provider", () => {
  let fake: TwilioFake;
  beforeAll(async () => {
    fake = await startTwilioFake(account);
  });
  afterAll(async () => {
    await fake.close();
  });

  const provider = (overrides: Partial<typeof account> = {}) => createTwilioProvider({ ...account, ...overrides, messagingServiceSid, apiBaseUrl: fake.baseUrl });

  async function refusal(send: Promise<unknown>): Promise<SmsSendError> {
    const error = await send.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof SmsSendError)) throw new Error(`expected an SmsSendError, got ${String(error)}`);
    return error;
  }

  it("creates the text through the Messaging Service with its status callback, as the account", async () => {
    const result = await provider().send(text);
    expect(result).toEqual({ providerRef: expect.stringMatching(/^SM[0-9]{32}$/), status: "queued" });
    const request = fake.requests.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(`/2010-04-01/Accounts/${account.accountSid}/Messages.json`);
    expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: text.to,
      Body: text.body,
      MessagingServiceSid: messagingServiceSid,
      StatusCallback: text.statusCallbackUrl,
    });
  });

  it.each([
    [400, 21211, "invalid-number"],
    [400, 21610, "opted-out"],
    [400, 21614, "not-mobile"],
    [400, 21408, "rejected"],
    [400, 21999, "rejected"],
  ] as const)("turns HTTP %i with error %i into a permanent %s, never retried", async (status, code, reason) => {
    fake.failNext(status, code);
    const error = await refusal(provider().send(text));
    expect(error).toMatchObject({ reason, permanent: true, providerCode: code });
  });

  it.each([
    [429, 20429],
    [500, 20500],
    [503, 20503],
  ] as const)("turns HTTP %i (error %i) into a temporary error, to be retried", async (status, code) => {
    fake.failNext(status, code);
    const error = await refusal(provider().send(text));
    expect(error).toMatchObject({ reason: "unavailable", permanent: false, providerCode: code });
  });

  it("treats a refused Auth Token as temporary: the operator can fix the settings while the job waits", async () => {
    const error = await refusal(provider({ authToken: "e".repeat(32) }).send(text));
    expect(error).toMatchObject({ reason: "unavailable", permanent: false, providerCode: 20003 });
  });

  it("treats an unreachable Twilio as temporary", async () => {
    const closed = await startTwilioFake(account);
    await closed.close();
    const unreachable = createTwilioProvider({ ...account, messagingServiceSid, apiBaseUrl: closed.baseUrl });
    const error = await refusal(unreachable.send(text));
    expect(error).toMatchObject({ reason: "unavailable", permanent: false, providerCode: null });
  });

  it("keeps the recipient's number out of the error's message, which is logged", async () => {
    fake.failNext(400, 21211);
    const error = await refusal(provider().send(text));
    expect(error.message).toBe("Twilio refused the text (HTTP 400, error 21211): invalid-number");
    expect(error.message).not.toContain(text.to.slice(2));
  });

  describe("webhook signatures", () => {
    const url = "https://www.boroughbright.nyc/api/sms/twilio/inbound";
    const params = { MessageSid: `SM${"2c".repeat(16)}`, AccountSid: account.accountSid, From: "+19175550123", To: "+12125550147", Body: "R" };
    const signed = (key = account.authToken, signedUrl = url, signedParams: Record<string, string> = params) => twilio.getExpectedTwilioSignature(key, signedUrl, signedParams);

    it("accepts a delivery signed with the account's Auth Token over the URL and its fields", () => {
      expect(provider().verifyWebhook({ url, params, signature: signed() })).toBe(true);
    });

    it("refuses a forged signature, an altered field or URL, and a missing signature", () => {
      expect(provider().verifyWebhook({ url, params, signature: signed("0".repeat(32)) })).toBe(false);
      expect(provider().verifyWebhook({ url, params: { ...params, Body: "STOP" }, signature: signed() })).toBe(false);
      expect(provider().verifyWebhook({ url, params: { ...params, Extra: "1" }, signature: signed() })).toBe(false);
      expect(provider().verifyWebhook({ url: "https://www.boroughbright.nyc/api/sms/twilio/status", params, signature: signed() })).toBe(false);
      expect(provider().verifyWebhook({ url: "https://evil.example/api/sms/twilio/inbound", params, signature: signed() })).toBe(false);
      expect(provider().verifyWebhook({ url, params, signature: null })).toBe(false);
      expect(provider().verifyWebhook({ url, params, signature: "" })).toBe(false);
      expect(provider().verifyWebhook({ url: "not a url", params, signature: "garbage" })).toBe(false);
    });
  });
});
