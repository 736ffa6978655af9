import { acceptInboundWebhook } from "@/lib/messaging/inbound";
import { SMS_INBOUND_WEBHOOK_PATH } from "@/lib/messaging/webhook-url";
import { route } from "@/lib/web/http/route";
import { readSmsWebhook, SMS_WEBHOOK_MAX_BYTES, webhookRefused } from "@/lib/web/http/sms-webhook";

/** The empty TwiML answer: we reply (to a keyword) through the send queue, not in the webhook's answer. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/**
 * POST /api/sms/twilio/inbound: a text someone sent to our number (docs/messaging.md,
 * "Receiving"). Twilio is not a browser on our site: its signature over PUBLIC_URL + this path
 * and the fields proves the caller, so there is no Origin rule, and texts keep arriving during
 * maintenance. 404 while texts are switched off, 403 for a missing or wrong signature, 400 for
 * a signed but malformed delivery; a replay is answered like the first delivery and changes nothing.
 */
export const POST = route({ access: "public", bodyKind: "own", maxBodyBytes: SMS_WEBHOOK_MAX_BYTES, writes: "cross-site" }, async ({ request, logger, database }) => {
  const webhook = await readSmsWebhook(request, SMS_INBOUND_WEBHOOK_PATH);
  if (!webhook.ok) return webhook;
  const { provider, delivery } = webhook;
  const accepted = await acceptInboundWebhook(await database(), delivery, { now: new Date(), provider });
  if (!accepted.ok) return webhookRefused(accepted, logger, "inbound");
  logger.info({ webhook: { provider: provider.name, kind: "inbound", stored: accepted.messageId !== null } }, "text received");
  return new Response(EMPTY_TWIML, { headers: { "content-type": "text/xml; charset=utf-8", "cache-control": "no-store" } });
});
