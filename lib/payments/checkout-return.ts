import { getDb } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { providerNamed } from "@/lib/payments/provider/provider";
import { applyCheckoutOutcome, ownCheckout } from "@/lib/payments/cards/checkouts";
import { withCardFlag } from "@/lib/payments/cards/test-card";

/**
 * /payments/return, where the provider's checkout sends the customer back: the checkout read
 * back and applied (the webhook may have done it already: applying is idempotent). Answers where
 * the customer goes on to, or null when the checkout is not theirs.
 */
export async function returnFromCheckout(userId: string, checkoutId: string, logger: Pick<Logger, "warn">, now: Date = new Date()): Promise<string | null> {
  const db = await getDb();
  const checkout = await ownCheckout(db, userId, checkoutId);
  if (!checkout) return null;
  const provider = providerNamed(checkout.provider);
  if (checkout.status === "open" && provider) {
    try {
      await applyCheckoutOutcome(db, provider.name, await provider.cards.readCheckout(checkout.providerRef), now);
    } catch (error) {
      // The webhook will apply it; the page the customer lands on says what is known.
      logger.warn({ err: error, checkoutId: checkout.id }, "checkout could not be read back on return");
    }
  }
  return withCardFlag(checkout.returnPath, checkout.mode === "payment" ? "paid" : "saved");
}
