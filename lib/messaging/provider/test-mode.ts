import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import twilio from "twilio";
import { verifyTwilioSignature } from "./twilio-signature";
import type { SmsProvider, SmsSendRequest, SmsSendResult, SmsWebhookRequest } from "./types";

/**
 * The key test mode's webhooks are signed with, in place of a Twilio Auth Token. It is published
 * here on purpose: test mode runs only in a demo (DEMO=true, which the configuration refuses in
 * production on PostgreSQL), where nothing is sent and the only inbound texts are the ones staff
 * make with the outbox's "simulate a reply". Signing them anyway sends the simulation through
 * the very same signature check and handler as a real Twilio delivery (docs/messaging.md, "Test mode").
 */
const TEST_MODE_WEBHOOK_KEY = "test-mode-sms-webhook-key-not-a-secret";

/** What test mode writes for each text: one JSON file under DATA_DIR/sms/. */
export interface TestModeSmsFile {
  id: string;
  providerRef: string;
  to: string;
  body: string;
  type?: string;
  createdAt: string;
  /** Always true: this text was never sent to anyone. */
  testMode: true;
}

export interface TestModeSmsOptions {
  /** DATA_DIR/sms. */
  directory: string;
  /** The instant written as createdAt; the real clock unless a test hands one in. */
  clock?: () => Date;
}

/**
 * The X-Twilio-Signature for a webhook test mode accepts: computed exactly as Twilio computes
 * its own, over the URL and the fields, with test mode's published key.
 */
export function signTestModeWebhook(url: string, params: Readonly<Record<string, string>>): string {
  return twilio.getExpectedTwilioSignature(TEST_MODE_WEBHOOK_KEY, url, params);
}

/**
 * The demo's texts, clearly labelled: nothing leaves the server. Each text is written as a JSON
 * file (like mail's .eml files in DATA_DIR/mail) for the outbox page to show, named so the newest
 * sorts last, and is "sent" at once.
 */
export function createTestModeSmsProvider(options: TestModeSmsOptions): SmsProvider {
  const clock = options.clock ?? (() => new Date());
  return {
    name: "test-mode",
    testMode: true,
    async send(request: SmsSendRequest): Promise<SmsSendResult> {
      const createdAt = clock().toISOString();
      const id = randomUUID();
      const file: TestModeSmsFile = {
        id,
        providerRef: `test-${id}`,
        to: request.to,
        body: request.body,
        ...(request.type === undefined ? {} : { type: request.type }),
        createdAt,
        testMode: true,
      };
      await mkdir(options.directory, { recursive: true });
      const name = `${createdAt.replace(/[:.]/g, "-")}-${id.slice(0, 8)}.json`;
      await writeFile(path.join(options.directory, name), `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      return { providerRef: file.providerRef, status: "sent" };
    },
    verifyWebhook: (request: SmsWebhookRequest) => verifyTwilioSignature(TEST_MODE_WEBHOOK_KEY, request),
  };
}
