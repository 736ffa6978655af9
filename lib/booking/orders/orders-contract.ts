import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { orderChangeSchema } from "@/lib/booking/booking-request";
import type { customerCancelSchema } from "./customer-cancel-schema";

/**
 * The customer's own order: changing it and cancelling it (docs/architecture.md, "Endpoint
 * contracts"). The pages only need to know that the call worked; the request schemas reach this
 * module as types.
 */

/** PATCH's answer: what changed. */
export interface OrderEditAnswer {
  ok: true;
  orderId: string;
  rescheduled: boolean;
  changed: string[];
}

/** The cancel's answer: the fee, none for a customer who cancels in time. */
export interface OrderCancelAnswer {
  ok: true;
  orderId: string;
  lateCancellationFeeCents: number;
}

/**
 * The form sends every field the change schema names as it holds it (no time chosen yet is
 * null): the server checks the values and answers field by field, but a field renamed there
 * breaks the form's type check.
 */
type OrderChangeBody = { [K in keyof z.input<typeof orderChangeSchema>]: unknown };

/** PATCH /api/orders/:id: the customer's changes, priced again on the server; a stale version is refused with its code. */
export const editOrderContract: ApiContract<{ id: string }, OrderChangeBody, OrderEditAnswer, unknown> = {
  method: "PATCH",
  path: ({ id }) => `/api/orders/${id}`,
  readAnswer: answerNotRead,
};

/** POST /api/orders/:id/cancel: with the customer's optional reason. */
export const cancelOrderContract: ApiContract<{ id: string }, z.input<typeof customerCancelSchema>, OrderCancelAnswer, unknown> = {
  method: "POST",
  path: ({ id }) => `/api/orders/${id}/cancel`,
  readAnswer: answerNotRead,
};
