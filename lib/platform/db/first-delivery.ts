import { processedWebhookEvents, type PaymentProviderName } from "./schema";
import type { Transaction } from "./transaction";

/** A provider event as far as its once-only record goes. */
export interface DeliveredEvent {
  eventId: string;
  provider: PaymentProviderName;
  type: string;
}

/**
 * Records a provider event's id inside the transaction that acts on it, and says whether this
 * is its first delivery. A replay, or a duplicate delivered at the same moment, finds the id
 * (the primary key settles the race) and must do nothing; if the transaction rolls back, the
 * record goes with it and the provider's retry starts over (docs/payments.md).
 */
export async function recordFirstDelivery(tx: Transaction, event: DeliveredEvent, now: Date): Promise<boolean> {
  const recorded = await tx
    .insert(processedWebhookEvents)
    .values({ eventId: event.eventId, provider: event.provider, type: event.type, processedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return recorded.length > 0;
}
