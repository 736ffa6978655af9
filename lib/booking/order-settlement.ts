import type { OrderStatus } from "@/lib/platform/db/schema";

/**
 * A cancelled visit gives its special offer back only when it is cancelled before it starts;
 * the cancellation and every view of a cancelled order apply this one rule.
 */
export function offerComesBackOnCancel(cancelledAt: Date, startsAt: Date): boolean {
  return cancelledAt.getTime() < startsAt.getTime();
}

export interface OrderSettlement {
  /** What the customer really owes: the price less the gift card, or after a cancellation only the late fee (often nothing). */
  amountDueCents: number;
  /** The order's special offer went back to the customer when it was cancelled. */
  offerReturned: boolean;
}

type SettledOrder = {
  status: OrderStatus;
  amountDueCents: number;
  lateCancellationFeeCents: number;
  specialOfferId: number | null;
  startsAt: Date;
  cancelledAt: Date | null;
};

/** The stored amount due is the booked price; a cancellation replaces it with the fee. */
export function orderSettlement(order: SettledOrder): OrderSettlement {
  if (order.status !== "cancelled") return { amountDueCents: order.amountDueCents, offerReturned: false };
  const cancelledAt = order.cancelledAt ?? order.startsAt;
  return {
    amountDueCents: order.lateCancellationFeeCents,
    offerReturned: order.specialOfferId !== null && offerComesBackOnCancel(cancelledAt, order.startsAt),
  };
}
