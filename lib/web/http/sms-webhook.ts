import { failure, type Failure } from "@/lib/kernel/failure";
import { getSmsProvider } from "@/lib/messaging/provider/provider";
import type { SmsProvider, SmsWebhookRequest } from "@/lib/messaging/provider/types";
import { smsWebhookUrl } from "@/lib/messaging/webhook-url";
import type { WebhookRefusal } from "@/lib/messaging/webhook-fields";
import type { Logger } from "@/lib/platform/log/logger";
import { readFormBody } from "./form-body";

/** Twilio's deliveries are a few kilobytes of form fields; this bounds what one request may cost. */
export const SMS_WEBHOOK_MAX_BYTES = 32 * 1024;

/**
 * What both text webhooks read first (docs/messaging.md, "Receiving"): the process's provider
 * (404 while texts are off), the form fields, and the address the provider signed, PUBLIC_URL +
 * `path` + the query string. The signature itself is checked by the domain call.
 */
export async function readSmsWebhook(request: Request, path: string): Promise<{ ok: true; provider: SmsProvider; delivery: SmsWebhookRequest } | Failure> {
  const provider = getSmsProvider();
  if (!provider) return failure("not-found", "Text messages are not switched on.");
  const form = await readFormBody(request, SMS_WEBHOOK_MAX_BYTES);
  if (!form.ok) return form;
  const url = smsWebhookUrl(`${path}${new URL(request.url).search}`);
  return { ok: true, provider, delivery: { url, params: form.params, signature: request.headers.get("x-twilio-signature") } };
}

/** A refused delivery as our answer: 403 when it is not Twilio's, 400 when it is but cannot be used. Logged without the fields, which hold phone numbers. */
export function webhookRefused(refusal: WebhookRefusal, logger: Logger, kind: "inbound" | "status"): Failure {
  logger.warn({ webhook: { provider: "sms", kind, reason: refusal.reason } }, "webhook refused");
  return refusal.reason === "forged" ? failure("forbidden", refusal.message) : failure("invalid", refusal.message);
}
