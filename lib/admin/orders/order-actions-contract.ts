import { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { OrderActionOutcome } from "./order-actions";
import type { assignBodySchema, cancelBodySchema, confirmBodySchema, noteBodySchema, resolvePollBodySchema, reviewBodySchema, statusBodySchema } from "./order-action-schemas";

/**
 * The staff actions on one order, POST /api/admin/orders/:id/<action> (docs/architecture.md,
 * "Endpoint contracts"). Each answers the order's id and status after it; only cancelling is
 * read, for the late-cancellation fee it recorded. The request schemas stay in
 * ./order-action-schemas.ts and reach this module as types.
 */
export type OrderActionAnswer = OrderActionOutcome;

type OrderParams = { orderId: string };
type OrderActionContract<Body, Read = unknown> = ApiContract<OrderParams, Body, OrderActionAnswer, Read>;

const orderAction = <Body>(action: string): OrderActionContract<Body> => ({
  method: "POST",
  path: ({ orderId }) => `/api/admin/orders/${orderId}/${action}`,
  readAnswer: answerNotRead,
});

export const confirmOrderContract = orderAction<z.input<typeof confirmBodySchema>>("confirm");
export const assignCleanerContract = orderAction<z.input<typeof assignBodySchema>>("assign");
export const orderStatusContract = orderAction<z.input<typeof statusBodySchema>>("status");
export const orderNoteContract = orderAction<z.input<typeof noteBodySchema>>("notes");
export const resolvePollContract = orderAction<z.input<typeof resolvePollBodySchema>>("poll/resolve");
export const reviewHeldVisitContract = orderAction<z.input<typeof reviewBodySchema>>("review");

/** The late-cancellation fee recorded, 0 when none was. */
const cancelAnswer = z.object({ lateCancellationFeeCents: z.number().int() });

export const cancelOrderContract: OrderActionContract<z.input<typeof cancelBodySchema>, z.output<typeof cancelAnswer>> = {
  method: "POST",
  path: ({ orderId }) => `/api/admin/orders/${orderId}/cancel`,
  readAnswer: cancelAnswer.parse,
};
