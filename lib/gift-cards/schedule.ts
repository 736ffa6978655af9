import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkIsoDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { scheduleJob } from "@/lib/platform/jobs/queue";

export const GIFT_CARD_JOBS = { receipt: "gift-card.receipt", delivery: "gift-card.delivery" } as const;

/** Cards for a later day go out at this New York hour; a card for today goes out at once. */
export const DELIVERY_HOUR = 9;

export function deliveryRunAt(deliverOn: string, now: Date): Date {
  const day = parseIsoDate(deliverOn);
  if (!day || deliverOn <= newYorkIsoDateOf(now)) return now;
  return newYorkWallTimeToUtc(day, DELIVERY_HOUR);
}

/**
 * Schedules the buyer's receipt (now) and the recipient's card (on its day). Called inside the
 * transaction that issues the card, so both exist exactly when the card does; the dedupe keys
 * make a second call a no-op.
 */
export async function scheduleGiftCardEmails(tx: Database, card: { id: string; deliverOn: string }, now: Date): Promise<void> {
  await scheduleJob(tx, { kind: GIFT_CARD_JOBS.receipt, payload: { giftCardId: card.id }, runAt: now, dedupeKey: `gift-card-receipt:${card.id}`, at: now });
  await scheduleJob(tx, {
    kind: GIFT_CARD_JOBS.delivery,
    payload: { giftCardId: card.id },
    runAt: deliveryRunAt(card.deliverOn, now),
    dedupeKey: `gift-card-delivery:${card.id}`,
    at: now,
  });
}
