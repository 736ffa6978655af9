import { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import type { refundSchema } from "./refunds";

/**
 * The staff refund buttons on an order's payments (docs/payments.md; docs/architecture.md,
 * "Endpoint contracts"): a card payment's refund, and the return of the visit's gift-card part
 * to the card's balance. Both take `{ amount, reason }` (./refunds.ts's schema, reaching this
 * module as a type); the button reads only whether a card refund is still under way.
 */
type RefundBody = z.input<typeof refundSchema>;

export interface PaymentRefundAnswer {
  refundId: string;
  status: "succeeded" | "processing";
  refundableCents: number;
}

export interface GiftCardReturnAnswer {
  returnedCents: number;
  leftCents: number;
}

/** A card refund says "processing" while the card network has it; a gift-card return has no status. */
const refundedAnswer = z.object({ status: z.string().optional() });
export type RefundedAnswer = z.output<typeof refundedAnswer>;

/** POST /api/admin/payments/:paymentId/refund: gives back part or all of a payment taken by card. */
export const paymentRefundContract: ApiContract<{ paymentId: string }, RefundBody, PaymentRefundAnswer, RefundedAnswer> = {
  method: "POST",
  path: ({ paymentId }) => `/api/admin/payments/${paymentId}/refund`,
  readAnswer: refundedAnswer.parse,
};

/** POST /api/admin/orders/:orderId/gift-card-refund: puts part of the visit's gift card back on its balance. */
export const giftCardReturnContract: ApiContract<{ orderId: string }, RefundBody, GiftCardReturnAnswer, RefundedAnswer> = {
  method: "POST",
  path: ({ orderId }) => `/api/admin/orders/${orderId}/gift-card-refund`,
  readAnswer: refundedAnswer.parse,
};

/** What a Refund button gives back: a card payment, or the gift-card part of an order. */
export type RefundTarget = { kind: "payment"; paymentId: string } | { kind: "gift-card"; orderId: string };
