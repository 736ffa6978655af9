import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { giftCards, payments } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/kernel/money";
import { failure, type Failure } from "@/lib/kernel/failure";
import { isUniqueViolation } from "@/lib/platform/db/errors";
import { getLogger, type Logger } from "@/lib/platform/log/logger";
import { hitRateLimit, retryMessage } from "@/lib/platform/security/rate-limit";
import { generateCode, lastFourOf } from "./codes";
import { encryptCode, hashCode } from "./crypto";
import { GIFT_CARD_LIMITS } from "./limits";
import type { PurchaseCheckoutProvider, PurchaseCheckoutSession } from "./purchase-checkout";
import type { GiftCardPurchaseInput } from "./rules";

export interface Buyer {
  id: string;
  email: string;
}

export type PurchaseResult = { ok: true; purchaseId: string; redirectUrl: string } | Failure;

export const PURCHASE_MESSAGES = {
  unavailable: "Gift cards cannot be bought online right now. Please call us and we will help.",
  checkoutFailed: "We could not open the payment page. Nothing was charged; please try again in a moment.",
} as const;

const CODE_ATTEMPTS = 3;

/**
 * Starts a purchase: a pending payment and a pending card (with its code, unusable until paid)
 * in one transaction, then a checkout at the provider. Nothing is issued here; the provider's
 * confirmation does that (lib/gift-cards/confirm-payment.ts).
 */
export async function startGiftCardPurchase(
  db: Database,
  buyer: Buyer,
  input: GiftCardPurchaseInput,
  deps: { provider: PurchaseCheckoutProvider | null; publicUrl: string; logger?: Logger },
): Promise<PurchaseResult> {
  const logger = deps.logger ?? getLogger();
  if (!deps.provider) return failure("unavailable", PURCHASE_MESSAGES.unavailable);
  const provider = deps.provider;
  const limit = await hitRateLimit(db, GIFT_CARD_LIMITS.purchasePerUser, buyer.id);
  if (!limit.allowed) {
    return failure("rate-limited", `You have started many purchases in a short time. ${retryMessage(limit.retryAfterSeconds)}`, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  const created = await createPendingPurchase(db, buyer, input, provider.name);
  let checkout: PurchaseCheckoutSession;
  try {
    checkout = await provider.createCheckout({
      purchaseId: created.paymentId,
      amountCents: input.amountCents,
      description: `Borough Bright Cleaning gift card, ${formatUsd(input.amountCents)}`,
      successUrl: `${deps.publicUrl}/gift-card-confirmation?purchase=${created.cardId}`,
      cancelUrl: `${deps.publicUrl}/gift-cards?cancelled=${created.cardId}`,
      customerEmail: buyer.email,
    });
  } catch (error) {
    logger.error({ err: error, paymentId: created.paymentId, provider: provider.name }, "checkout could not be created");
    await db.update(payments).set({ status: "failed", failedAt: new Date() }).where(eq(payments.id, created.paymentId));
    return failure("upstream-failed", PURCHASE_MESSAGES.checkoutFailed);
  }
  await db.update(payments).set({ providerRef: checkout.providerRef }).where(eq(payments.id, created.paymentId));
  return { ok: true, purchaseId: created.cardId, redirectUrl: checkout.redirectUrl };
}

async function createPendingPurchase(db: Database, buyer: Buyer, input: GiftCardPurchaseInput, provider: PurchaseCheckoutProvider["name"]) {
  for (let attempt = 1; ; attempt++) {
    const code = generateCode();
    const codeHash = hashCode(code);
    try {
      return await db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({ provider, purpose: "gift_card", userId: buyer.id, amountCents: input.amountCents })
          .returning({ id: payments.id });
        if (!payment) throw new Error("the payment insert returned no row");
        const [card] = await tx
          .insert(giftCards)
          .values({
            codeHash,
            codeEncrypted: encryptCode(code, codeHash),
            last4: lastFourOf(code),
            initialCents: input.amountCents,
            purchaserId: buyer.id,
            recipientName: input.recipientName,
            recipientEmail: input.recipientEmail,
            message: input.message,
            deliverOn: input.deliverOn,
            paymentId: payment.id,
          })
          .returning({ id: giftCards.id });
        if (!card) throw new Error("the gift card insert returned no row");
        return { paymentId: payment.id, cardId: card.id };
      });
    } catch (error) {
      // Two equal codes out of 31^16 is not expected in practice; a fresh draw settles it.
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
