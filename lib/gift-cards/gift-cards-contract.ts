import type { PurchaseDto, PurchaseState } from "@/lib/gift-cards/dto";
import { answerObject, booleanField, choiceField, integerField, nullableTextField, textField } from "@/lib/kernel/validation/answer-fields";

/**
 * The gift-card answers the browser reads, checked by hand: the gift-card pages are open to
 * visitors, so no zod here (docs/operations.md, "No zod in a visitor's bundle").
 */

export interface GiftCardBalance {
  last4: string;
  status: "active" | "void";
  balanceCents: number;
  initialCents: number;
}

/** `{ balance }` from checking a code. */
export function balanceAnswer(value: unknown): { balance: GiftCardBalance } {
  const balance = answerObject(answerObject(value).balance);
  return {
    balance: {
      last4: textField(balance, "last4"),
      status: choiceField(balance, "status", ["active", "void"]),
      balanceCents: integerField(balance, "balanceCents"),
      initialCents: integerField(balance, "initialCents"),
    },
  };
}

/** `{ purchaseId, redirectUrl }` from starting a purchase. */
export function purchaseStartedAnswer(value: unknown): { purchaseId: string; redirectUrl: string } {
  const answer = answerObject(value);
  return { purchaseId: textField(answer, "purchaseId"), redirectUrl: textField(answer, "redirectUrl") };
}

const PURCHASE_STATES: readonly PurchaseState[] = ["awaiting_payment", "payment_failed", "issued", "void"];

/** `{ purchase }`: the confirmation page's poll of one purchase. */
export function purchaseAnswer(value: unknown): { purchase: PurchaseDto } {
  const purchase = answerObject(answerObject(value).purchase);
  return {
    purchase: {
      id: textField(purchase, "id"),
      state: choiceField(purchase, "state", PURCHASE_STATES),
      amountCents: integerField(purchase, "amountCents"),
      balanceCents: integerField(purchase, "balanceCents"),
      recipientName: textField(purchase, "recipientName"),
      recipientEmail: textField(purchase, "recipientEmail"),
      message: nullableTextField(purchase, "message"),
      deliverOn: textField(purchase, "deliverOn"),
      deliversToday: booleanField(purchase, "deliversToday"),
      deliveredAt: nullableTextField(purchase, "deliveredAt"),
      code: nullableTextField(purchase, "code"),
      last4: textField(purchase, "last4"),
      createdAt: textField(purchase, "createdAt"),
      paidAt: nullableTextField(purchase, "paidAt"),
      reference: textField(purchase, "reference"),
      testMode: booleanField(purchase, "testMode"),
    },
  };
}
