import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { giftCards, payments } from "@/lib/platform/db/schema";
import { applyPaymentEvent } from "@/lib/gift-cards/confirm-payment";
import { startGiftCardPurchase } from "@/lib/gift-cards/purchase";
import { loadPurchase } from "@/lib/gift-cards/purchase-status";
import type { GiftCardPurchaseInput } from "@/lib/gift-cards/rules";
import { purchaseInput } from "@/lib/gift-cards/test-support";
import { createTestModeProvider, testModePaidEvent } from "../provider/test-mode";

/**
 * Gift-card purchases through the test-mode provider, for tests (not used by the app). They sit
 * with payments because they drive its provider; lib/gift-cards/test-support.ts keeps the rest.
 */

/** A purchase through the test-mode provider, not yet paid: its card id, payment id and ref. */
export async function startTestPurchase(db: Database, buyer: { id: string; email: string }, input: GiftCardPurchaseInput = purchaseInput()) {
  const result = await startGiftCardPurchase(db, buyer, input, { provider: createTestModeProvider(), publicUrl: "http://localhost:3000" });
  if (!result.ok) throw new Error(result.message);
  const [row] = await db.select({ payment: payments }).from(giftCards).innerJoin(payments, eq(payments.id, giftCards.paymentId)).where(eq(giftCards.id, result.purchaseId));
  if (!row?.payment.providerRef) throw new Error("the purchase has no payment");
  return { cardId: result.purchaseId, payment: { ...row.payment, providerRef: row.payment.providerRef } };
}

/** A paid, issued card and its code (read back the way the owner's pages do). */
export async function createIssuedCard(db: Database, buyer: { id: string; email: string }, input: GiftCardPurchaseInput = purchaseInput()) {
  const purchase = await startTestPurchase(db, buyer, input);
  const outcome = await applyPaymentEvent(db, testModePaidEvent(purchase.payment));
  if (outcome !== "paid") throw new Error(`the test payment was not confirmed: ${outcome}`);
  const view = await loadPurchase(db, buyer.id, purchase.cardId);
  if (!view?.code) throw new Error("the card was not issued");
  return { cardId: purchase.cardId, code: view.code, payment: purchase.payment };
}
