import type { Database } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { providerNamed } from "@/lib/payments/provider/provider";
import { removeCard, type CardActionResult } from "@/lib/payments/cards/cards";

/**
 * DELETE /api/account/payment-methods/{id} as one use case: the card leaves the account (refused
 * while an unpaid visit needs it), then is detached at Stripe. Our record is what charges read;
 * detaching is tidiness, and may fail without harm.
 */
export async function removeSavedCard(db: Database, userId: string, cardId: string, logger: Pick<Logger, "warn">): Promise<CardActionResult> {
  const result = await removeCard(db, userId, cardId);
  if (!result.ok) return result;
  const stripe = providerNamed("stripe");
  if (stripe && result.providerRef?.startsWith("pm_")) {
    await stripe.cards.detachPaymentMethod(result.providerRef).catch((error: unknown) => logger.warn({ err: error }, "card detach failed"));
  }
  return { ok: true };
}
