import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { OrderPaymentRow } from "@/lib/platform/db/schema";
import type { markPaidSchema, writeOffSchema } from "./attention";

/**
 * What staff do about a payment needing attention, POST /api/admin/payments/:paymentId/<action>
 * (docs/payments.md; docs/architecture.md, "Endpoint contracts"). The buttons only need to know
 * that it worked; the request schemas stay in ./attention.ts and reach this module as types.
 */
type PaymentParams = { paymentId: string };

/** The payment's status after marking it paid or writing it off. */
export interface PaymentStatusAnswer {
  status: OrderPaymentRow["status"];
}

/** A retry is queued: the worker tries the card within seconds. */
export interface RetryQueuedAnswer {
  queued: true;
}

/** POST …/retry: tries the card on file again now; no body. */
export const retryPaymentContract: ApiContract<PaymentParams, undefined, RetryQueuedAnswer, unknown> = {
  method: "POST",
  path: ({ paymentId }) => `/api/admin/payments/${paymentId}/retry`,
  readAnswer: answerNotRead,
};

/** POST …/mark-paid: records cash or a check, with a note. */
export const markPaidContract: ApiContract<PaymentParams, z.input<typeof markPaidSchema>, PaymentStatusAnswer, unknown> = {
  method: "POST",
  path: ({ paymentId }) => `/api/admin/payments/${paymentId}/mark-paid`,
  readAnswer: answerNotRead,
};

/** POST …/write-off: gives up on the payment, saying why. */
export const writeOffContract: ApiContract<PaymentParams, z.input<typeof writeOffSchema>, PaymentStatusAnswer, unknown> = {
  method: "POST",
  path: ({ paymentId }) => `/api/admin/payments/${paymentId}/write-off`,
  readAnswer: answerNotRead,
};
