import type { z } from "zod";
import { PAYMENT_PAGES_UNEXPECTED, type ApiContract } from "@/lib/kernel/api-contract";
import { answerObject, booleanField, choiceField, integerField, nullableTextField, textField } from "@/lib/kernel/validation/answer-fields";
import type { PurchaseDto, PurchaseState } from "./dto";
import type { codeInputSchema, giftCardPurchaseSchema } from "./rules";

/**
 * The gift-card endpoints the browser calls (docs/architecture.md, "Endpoint contracts"). Their
 * answers are checked by hand: the gift-card pages are open to visitors, so no zod here
 * (docs/operations.md, "No zod in a visitor's bundle"); the request schemas stay in ./rules.ts
 * and reach this module as types only.
 */

export interface GiftCardBalance {
  last4: string;
  status: "active" | "void";
  balanceCents: number;
  initialCents: number;
}

/** `{ balance }` from checking a code. */
export interface GiftCardBalanceAnswer {
  balance: GiftCardBalance;
}

export function balanceAnswer(value: unknown): GiftCardBalanceAnswer {
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
export interface PurchaseStartedAnswer {
  purchaseId: string;
  redirectUrl: string;
}

export function purchaseStartedAnswer(value: unknown): PurchaseStartedAnswer {
  const answer = answerObject(value);
  return { purchaseId: textField(answer, "purchaseId"), redirectUrl: textField(answer, "redirectUrl") };
}

const PURCHASE_STATES: readonly PurchaseState[] = ["awaiting_payment", "payment_failed", "issued", "void"];

/** `{ purchase }`: the confirmation page's poll of one purchase. */
export interface PurchaseAnswer {
  purchase: PurchaseDto;
}

export function purchaseAnswer(value: unknown): PurchaseAnswer {
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

/** POST /api/gift-cards/balance: the balance of a code someone holds. */
export const giftCardBalanceContract: ApiContract<void, z.input<typeof codeInputSchema>, GiftCardBalanceAnswer> = {
  method: "POST",
  path: () => "/api/gift-cards/balance",
  readAnswer: balanceAnswer,
  fallbackError: PAYMENT_PAGES_UNEXPECTED,
};

/** POST /api/gift-cards: starts a purchase and answers where to pay. */
export const giftCardPurchaseContract: ApiContract<void, z.input<ReturnType<typeof giftCardPurchaseSchema>>, PurchaseStartedAnswer> = {
  method: "POST",
  path: () => "/api/gift-cards",
  readAnswer: purchaseStartedAnswer,
  fallbackError: PAYMENT_PAGES_UNEXPECTED,
};

/** GET /api/gift-cards/purchases/:id, polled by the confirmation page until the card is issued. */
export const giftCardPurchaseStatusContract: ApiContract<{ id: string }, undefined, PurchaseAnswer> = {
  method: "GET",
  path: ({ id }) => `/api/gift-cards/purchases/${encodeURIComponent(id)}`,
  readAnswer: purchaseAnswer,
};
