import { applyCardEvent, type CardEventOutcome } from "@/lib/payments/card-events";
import type { Database } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { applyPaymentEvent, type PaymentEventOutcome } from "@/lib/gift-cards/confirm-payment";
import type { CardEvent, PaymentEvent, PaymentProvider } from "./provider/types";

const isGiftCardEvent = (event: PaymentEvent): event is Extract<PaymentEvent, { kind: "paid" | "failed" | "ignored" }> => event.kind === "paid" || event.kind === "failed" || event.kind === "ignored";

/**
 * Routes a verified provider event to the code that settles it: gift-card purchases
 * (lib/gift-cards/confirm-payment.ts) or saved cards and order payments (lib/payments/card-events.ts). Both record the
 * event id in the transaction that acts on it, so replays do nothing.
 */
export async function dispatchPaymentEvent(db: Database, provider: PaymentProvider, event: PaymentEvent, options: { logger?: Logger } = {}): Promise<PaymentEventOutcome | CardEventOutcome> {
  if (isGiftCardEvent(event)) return applyPaymentEvent(db, event, options);
  return applyCardEvent(db, provider, event satisfies CardEvent, options);
}
