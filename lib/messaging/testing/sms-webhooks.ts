import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import twilio from "twilio";
import { resetConfigCache } from "@/lib/platform/config";
import { resetSmsProviderCache } from "../provider/provider";
import { createTestModeSmsProvider } from "../provider/test-mode";
import { createTwilioProvider } from "../provider/twilio";
import type { SmsProvider, SmsWebhookRequest } from "../provider/types";
import { TWILIO_TEST_SETTINGS } from "./twilio-settings";

/** Test helpers for the text-message webhooks (not used by the app). */

const settings = TWILIO_TEST_SETTINGS;

/** A Twilio provider with the known test Auth Token; it checks signatures and is never asked to send. */
export function twilioTestProvider(): SmsProvider {
  return createTwilioProvider({ accountSid: settings.TWILIO_ACCOUNT_SID, authToken: settings.TWILIO_AUTH_TOKEN, messagingServiceSid: settings.TWILIO_MESSAGING_SERVICE_SID });
}

/** Test mode, writing whatever it "sends" into a fresh temporary folder. */
export function testModeProvider(clock?: () => Date): SmsProvider {
  return createTestModeSmsProvider({ directory: path.join(mkdtempSync(path.join(tmpdir(), "sms-webhooks-")), "sms"), ...(clock ? { clock } : {}) });
}

/** Signs like Twilio does with the test Auth Token (or another key, for a forgery). */
export function twilioSignature(url: string, params: Readonly<Record<string, string>>, key: string = settings.TWILIO_AUTH_TOKEN): string {
  return twilio.getExpectedTwilioSignature(key, url, params);
}

let sidSerial = 0;

/** A fresh Twilio-shaped message id (SM + 32 hex digits). */
export function nextMessageSid(): string {
  sidSerial += 1;
  return `SM${sidSerial.toString(16).padStart(32, "0")}`;
}

/** The fields of Twilio's "A message comes in" request, with the extras it always sends. */
export function inboundParams(from: string, body: string, sid: string = nextMessageSid()): Record<string, string> {
  return {
    ToCountry: "US",
    ToState: "NY",
    SmsMessageSid: sid,
    NumMedia: "0",
    ToCity: "NEW YORK",
    FromZip: "10001",
    SmsSid: sid,
    FromState: "NY",
    SmsStatus: "received",
    FromCity: "NEW YORK",
    Body: body,
    FromCountry: "US",
    To: settings.SMS_FROM,
    MessagingServiceSid: settings.TWILIO_MESSAGING_SERVICE_SID,
    ToZip: "10001",
    NumSegments: "1",
    MessageSid: sid,
    AccountSid: settings.TWILIO_ACCOUNT_SID,
    From: from,
    ApiVersion: "2010-04-01",
  };
}

/** The fields of a status callback. */
export function statusParams(sid: string, status: string, errorCode?: number): Record<string, string> {
  return {
    SmsSid: sid,
    SmsStatus: status,
    MessageStatus: status,
    To: "+19175550123",
    MessagingServiceSid: settings.TWILIO_MESSAGING_SERVICE_SID,
    MessageSid: sid,
    AccountSid: settings.TWILIO_ACCOUNT_SID,
    From: settings.SMS_FROM,
    ApiVersion: "2010-04-01",
    ...(errorCode === undefined ? {} : { ErrorCode: String(errorCode) }),
  };
}

/** A delivery as the domain functions take it, signed over `url` with the key (Twilio's test token by default). */
export function signedDelivery(url: string, params: Record<string, string>, key?: string): SmsWebhookRequest {
  return { url, params, signature: twilioSignature(url, params, key) };
}

/** The HTTP request Twilio sends: a URL-encoded form with its signature header. */
export function twilioRequest(url: string, params: Record<string, string>, signature: string | null, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(params).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
      "user-agent": "TwilioProxy/1.1",
      ...(signature === null ? {} : { "x-twilio-signature": signature }),
      ...headers,
    },
  });
}

const TEXT_SETTINGS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_MESSAGING_SERVICE_SID", "SMS_FROM", "PUBLIC_URL", "DEMO"] as const;

/**
 * Configures the process's texts for a route test: "twilio" (the test settings, PUBLIC_URL
 * included), "test-mode" (a demo without them) or "off"; the settings as they were come back
 * with `restore`.
 */
export function configureTexts(mode: "twilio" | "test-mode" | "off"): { restore(): void } {
  const saved = Object.fromEntries(TEXT_SETTINGS.map((name) => [name, process.env[name]]));
  for (const name of TEXT_SETTINGS) delete process.env[name];
  if (mode === "twilio") Object.assign(process.env, settings);
  if (mode === "test-mode") Object.assign(process.env, { DEMO: "true", PUBLIC_URL: settings.PUBLIC_URL });
  resetConfigCache();
  resetSmsProviderCache();
  return {
    restore() {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetConfigCache();
      resetSmsProviderCache();
    },
  };
}
