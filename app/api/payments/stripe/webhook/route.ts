import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { readTextBody, route } from "@/lib/web/http/route";
import { dispatchPaymentEvent } from "@/lib/payments/dispatch";
import { providerNamed } from "@/lib/payments/provider/provider";

/** Stripe's events are a few kilobytes; this leaves ample room and still bounds what one request costs. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * Stripe's webhook. The raw body is verified against the signing secret before anything in it
 * is read; a forged or stale signature is a 400. Acting on an event is idempotent (its id is
 * recorded in the same transaction), so Stripe's retries and replays are answered 200 and do
 * nothing more. Stripe is not a browser on our site: the signature, not the Origin, proves the
 * caller, and payments complete during maintenance too.
 */
export const POST = route({ access: "public", bodyKind: "own", maxBodyBytes: MAX_EVENT_BYTES, writes: "cross-site" }, async ({ request, logger, database }) => {
  const provider = providerNamed("stripe");
  if (!provider) return failure("not-found", "Stripe is not configured.");
  const rawBody = await readTextBody(request, MAX_EVENT_BYTES);
  if (typeof rawBody !== "string") return rawBody;
  const parsed = await provider.parseWebhook(rawBody, request.headers);
  if (!parsed.ok) {
    logger.warn({ webhook: { provider: "stripe", error: parsed.error } }, "webhook refused");
    return failure("invalid", "The webhook could not be verified.");
  }
  const outcome = await dispatchPaymentEvent(await database(), provider, parsed.event, { logger });
  return ok({ received: true, outcome });
});
