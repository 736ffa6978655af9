import { acceptStatusWebhook } from "@/lib/messaging/delivery-status";
import { SMS_STATUS_WEBHOOK_PATH } from "@/lib/messaging/webhook-url";
import { route } from "@/lib/web/http/route";
import { readSmsWebhook, SMS_WEBHOOK_MAX_BYTES, webhookRefused } from "@/lib/web/http/sms-webhook";

/**
 * POST /api/sms/twilio/status: a text of ours changed status (docs/messaging.md, "Delivery
 * status"). Signed like the inbound webhook and refused the same ways; otherwise 204, also for a
 * text we do not know, which Twilio would otherwise retry.
 */
export const POST = route({ access: "public", bodyKind: "own", maxBodyBytes: SMS_WEBHOOK_MAX_BYTES, writes: "cross-site" }, async ({ request, logger, database }) => {
  const webhook = await readSmsWebhook(request, SMS_STATUS_WEBHOOK_PATH);
  if (!webhook.ok) return webhook;
  const { provider, delivery } = webhook;
  const accepted = await acceptStatusWebhook(await database(), delivery, { now: new Date(), provider });
  if (!accepted.ok) return webhookRefused(accepted, logger, "status");
  if (accepted.outcome === "unknown") logger.warn({ webhook: { provider: provider.name, kind: "status", outcome: accepted.outcome } }, "status of a text we do not know");
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
