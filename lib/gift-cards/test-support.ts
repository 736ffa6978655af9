import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { giftCards, payments, users } from "@/lib/platform/db/schema";
import type { MailContent } from "@/lib/platform/mail";
import { applyPaymentEvent } from "@/lib/gift-cards/confirm-payment";
import { createTestModeProvider, testModePaidEvent } from "@/lib/payments/provider/test-mode";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { setGiftCardMasterKeyForTests } from "./key";
import { startGiftCardPurchase } from "./purchase";
import { loadPurchase } from "./purchase-status";
import type { GiftCardPurchaseInput } from "./rules";

/** Test helpers for lib/gift-cards and lib/payments (not used by the app). */

export const TEST_GIFT_CARD_KEY = "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff";

export function useTestGiftCardKey(): void {
  setGiftCardMasterKeyForTests(TEST_GIFT_CARD_KEY);
}

/** A fresh verified Customer (no password: these tests never sign in). */
export async function createBuyer(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ email: `buyer-${randomUUID().slice(0, 8)}@example.com`, firstName: "Ana", lastName: "Ruiz", emailVerifiedAt: new Date(), ...overrides })
    .returning();
  if (!row) throw new Error("test user not created");
  return row;
}

export function purchaseInput(overrides: Partial<GiftCardPurchaseInput> = {}): GiftCardPurchaseInput {
  return {
    amountCents: 10_000,
    recipientName: "Maya Chen",
    recipientEmail: `maya-${randomUUID().slice(0, 8)}@example.com`,
    message: "Happy housewarming!",
    deliverOn: newYorkIsoDateOf(new Date()),
    ...overrides,
  };
}

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

export async function cardRow(db: Database, id: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) throw new Error("no such card");
  return row;
}

export interface SentMail {
  to: string;
  content: MailContent;
}

export function recordingMailer(): { sent: SentMail[]; send: (to: string, content: MailContent) => Promise<void> } {
  const sent: SentMail[] = [];
  return {
    sent,
    send: async (to, content) => {
      sent.push({ to, content });
    },
  };
}
