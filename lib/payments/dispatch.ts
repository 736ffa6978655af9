import { applyCardEvent, type CardEventOutcome } from "@/lib/billing/events";
import type { Database } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { applyPaymentEvent, type GiftCardEvent, type PaymentEventOutcome } from "./confirm";
import type { CardEvent, PaymentEvent, PaymentProvider } from "./types";

const isGiftCardEvent = (event: PaymentEvent): event is GiftCardEvent => event.kind === "paid" || event.kind === "failed" || event.kind === "ignored";

/**
 * Routes a verified provider event to the code that settles it: gift-card purchases
 * (./confirm.ts) or saved cards and order payments (lib/billing/events.ts). Both record the
 * event id in the transaction that acts on it, so replays do nothing.
 */
export async function dispatchPaymentEvent(db: Database, provider: PaymentProvider, event: PaymentEvent, options: { logger?: Logger } = {}): Promise<PaymentEventOutcome | CardEventOutcome> {
  if (isGiftCardEvent(event)) return applyPaymentEvent(db, event, options);
  return applyCardEvent(db, provider, event satisfies CardEvent, options);
}
