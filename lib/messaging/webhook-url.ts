import { getConfig } from "@/lib/platform/config";
import { SMS_STATUS_WEBHOOK_PATH } from "./send-text";

export { SMS_STATUS_WEBHOOK_PATH };

/** Where the Messaging Service posts each text that comes in ("A message comes in", docs/operations.md). */
export const SMS_INBOUND_WEBHOOK_PATH = "/api/sms/twilio/inbound";

/**
 * The address a webhook's signature covers: PUBLIC_URL plus the path and any query string,
 * exactly as Twilio was told to call it (docs/messaging.md, "Receiving"). Never the address the
 * request arrived at: behind a proxy that is another host, scheme or port.
 */
export function smsWebhookUrl(pathAndQuery: string, publicUrl: string = getConfig().PUBLIC_URL): string {
  return new URL(pathAndQuery, publicUrl).toString();
}
