import { getDb } from "@/lib/db";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { requestLogger } from "@/lib/log/logger";
import { applyPaymentEvent } from "@/lib/payments/confirm";
import { providerNamed } from "@/lib/payments/provider";

/**
 * Stripe's webhook. The raw body is verified against the signing secret before anything in it
 * is read; a forged or stale signature is a 400. Acting on an event is idempotent (its id is
 * recorded in the same transaction), so Stripe's retries and replays are answered 200 and do
 * nothing more.
 */
export async function POST(request: Request): Promise<Response> {
  const provider = providerNamed("stripe");
  if (!provider) return errorResponse(404, "Stripe is not configured.");
  const logger = requestLogger(request.headers);
  const rawBody = await request.text();
  const parsed = await provider.parseWebhook(rawBody, request.headers);
  if (!parsed.ok) {
    logger.warn({ webhook: { provider: "stripe", error: parsed.error } }, "webhook refused");
    return errorResponse(400, "The webhook could not be verified.");
  }
  const outcome = await applyPaymentEvent(await getDb(), parsed.event, { logger });
  return okResponse({ received: true, outcome });
}
