import { randomBytes } from "node:crypto";
import type { Role } from "@/lib/kernel/enums/roles";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { acceptInboundWebhook } from "../inbound";
import { getSmsProvider } from "../provider/provider";
import { signTestModeWebhook } from "../provider/test-mode";
import type { SmsProvider } from "../provider/types";
import { smsSegments } from "../segments";
import { SMS_INBOUND_WEBHOOK_PATH, smsWebhookUrl } from "../webhook-url";
import { refuseOutsider } from "./inbox-access";
import { simulateReplyBodySchema, type SimulateReplyInput } from "./inbox-schemas";

/**
 * "Simulate a reply" on the test-mode outbox (docs/messaging.md, "Test mode outbox"): a text as
 * if the number had sent it, built as Twilio posts one ("A message comes in"), signed with test
 * mode's published key over the address Twilio would call, and handed to the very function the
 * inbound webhook calls, which checks the signature, stores it, answers a keyword and tells staff
 * live. Nothing about it is taken on trust that a real text would not be.
 */

export const SIMULATE_MESSAGES = {
  notTestMode: "Simulated texts exist only in test mode.",
} as const;

/** The business number the simulated texts are sent to when SMS_FROM is not set (it never is in test mode). */
export const TEST_MODE_BUSINESS_NUMBER = "+12125550100";
/** An account id of Twilio's shape, in place of one test mode does not have. */
const TEST_MODE_ACCOUNT_SID = `AC${"0".repeat(32)}`;

export interface SimulatedText {
  phone: string;
  /** The stored text (null only if the same delivery had been taken before, which a fresh id never is). */
  messageId: string | null;
}

/** The form fields Twilio posts for a text that comes in, with a fresh message id ("SM" and 32 hex digits). */
export function twilioInboundParams(from: string, to: string, body: string): Record<string, string> {
  const sid = `SM${randomBytes(16).toString("hex")}`;
  return {
    ToCountry: "US",
    SmsMessageSid: sid,
    NumMedia: "0",
    SmsSid: sid,
    SmsStatus: "received",
    Body: body,
    To: to,
    NumSegments: String(Math.max(1, smsSegments(body).segments)),
    MessageSid: sid,
    AccountSid: TEST_MODE_ACCOUNT_SID,
    From: from,
    FromCountry: "US",
    ApiVersion: "2010-04-01",
  };
}

export async function simulateInboundText(
  db: Database,
  actor: { role: Role },
  input: SimulateReplyInput,
  now: Date,
  provider: SmsProvider | null = getSmsProvider(),
): Promise<Result<SimulatedText>> {
  const outsider = refuseOutsider(actor);
  if (outsider) return outsider;
  if (!provider?.testMode) return failure("not-found", SIMULATE_MESSAGES.notTestMode);
  const parsed = simulateReplyBodySchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error);
  const { phone, body } = parsed.data;

  const config = getConfig();
  const params = twilioInboundParams(phone, config.SMS_FROM ?? TEST_MODE_BUSINESS_NUMBER, body);
  const url = smsWebhookUrl(SMS_INBOUND_WEBHOOK_PATH, config.PUBLIC_URL);
  const outcome = await acceptInboundWebhook(db, { url, params, signature: signTestModeWebhook(url, params) }, { now, provider });
  if (!outcome.ok) return failure("invalid", outcome.message);
  return { ok: true, data: { phone, messageId: outcome.messageId } };
}
