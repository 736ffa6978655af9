import type { OrderReactions } from "@/lib/booking/orders/order-reactions";
import { openLateCancellationFee, openOrderCharge } from "./charge";

/**
 * Payments' answer to what booking announces, in booking's own transaction: a completed visit
 * opens its charge (held for review: no try yet), a cancellation its late fee, each once per
 * order (docs/payments.md).
 */
export const paymentOrderReactions: Pick<OrderReactions, "visitCompleted" | "orderCancelled"> = {
  visitCompleted: (tx, order, now, options) => openOrderCharge(tx, order, now, options),
  orderCancelled: (tx, order, lateCancellationFeeCents, now) => openLateCancellationFee(tx, order, lateCancellationFeeCents, now),
};
