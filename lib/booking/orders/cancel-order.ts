import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { isWithinCustomerWindow } from "../edit-window";
import { giftCardRedeemer, type GiftCardRedeemer } from "@/lib/gift-cards/redeem";
import { cancelReminder, scheduleCancelledMail } from "../notifications";
import { returnOffer } from "../offers";
import { offerComesBackOnCancel } from "../order-settlement";
import { catchFailure, failure, FailureError, type Failure } from "@/lib/kernel/failure";
import type { Transaction } from "@/lib/platform/db/transaction";
import { lockOrderForCustomerChange } from "./customer-change";
import { recordOrderEvent } from "./order-timeline";
import { lockOrder, type OrderRow } from "./locked-order";
import { orderReactions } from "./order-reactions";
import { nextStatus, refusalMessage } from "./status-machine";

/**
 * Cancelling an order, by its customer (until 24 hours before the visit) or by staff (any
 * time before it is under way; inside 24 hours with the late-cancellation fee recorded and
 * charged). Both give the special offer back and refund the gift card in the same transaction.
 */

export interface CancelOptions {
  now?: Date;
  reason?: string | null;
  giftCards?: GiftCardRedeemer;
}

export type CancelResult = { ok: true; orderId: string; lateCancellationFeeCents: number } | Failure;

/** Cancels an order already locked by this transaction; the caller has checked who may. */
export async function cancelLockedOrder(
  tx: Transaction,
  order: OrderRow,
  input: { actorId: string | null; now: Date; reason: string | null; lateCancellationFeeCents: number; giftCards: GiftCardRedeemer; by: "customer" | "staff"; notify?: boolean },
): Promise<void> {
  const status = nextStatus(order.status, "cancel");
  if (!status) throw new FailureError(failure("conflict", refusalMessage(order.status, "cancel")));
  await tx
    .update(orders)
    .set({ status, cancelledAt: input.now, cancelReason: input.reason, lateCancellationFeeCents: input.lateCancellationFeeCents, updatedAt: input.now })
    .where(eq(orders.id, order.id));
  // Cancelled before the visit: the offer is the customer's again.
  if (order.specialOfferId !== null && offerComesBackOnCancel(input.now, order.startsAt)) await returnOffer(tx, order.customerId, order.specialOfferId);
  await input.giftCards.refund(tx, order.id, input.now);
  // Payments charges the fee to the card on file like a visit (docs/payments.md), once per order.
  await orderReactions().orderCancelled(tx, order, input.lateCancellationFeeCents, input.now);
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: "cancelled",
    actorId: input.actorId,
    note: input.reason,
    data: { by: input.by, lateCancellationFeeCents: input.lateCancellationFeeCents },
    at: input.now,
  });
  await cancelReminder(tx, order.id, order.startsAt);
  // A whole series cancelled at once gets one email for the series instead of one per visit.
  await scheduleCancelledMail(tx, order.id, input.by, input.now, { mail: input.notify ?? true });
}

/** The customer cancels their own order; another customer's order is not found. */
export async function cancelOrderAsCustomer(db: Database, customerId: string, orderId: string, options: CancelOptions = {}): Promise<CancelResult> {
  const now = options.now ?? new Date();
  return catchFailure(() =>
    db.transaction(async (tx) => {
      const order = await lockOrderForCustomerChange(tx, orderId, customerId, "cancel", now);
      await cancelLockedOrder(tx, order, {
        actorId: customerId,
        now,
        reason: options.reason ?? null,
        lateCancellationFeeCents: 0,
        giftCards: options.giftCards ?? giftCardRedeemer,
        by: "customer",
      });
      return { ok: true as const, orderId: order.id, lateCancellationFeeCents: 0 };
    }),
  );
}

/**
 * Staff cancel (for the admin panel). Inside 24 hours of the start the late-cancellation fee
 * of the price table is recorded unless `waiveFee` is set.
 */
export async function cancelOrderAsStaff(
  db: Database,
  orderId: string,
  actor: { id: string },
  options: CancelOptions & { waiveFee?: boolean } = {},
): Promise<CancelResult> {
  const now = options.now ?? new Date();
  return catchFailure(() =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const late = !isWithinCustomerWindow(order.startsAt, now);
      const fee = late && !options.waiveFee ? (await readBusinessSettings(tx)).priceTable.lateCancellationFeeCents : 0;
      await cancelLockedOrder(tx, order, {
        actorId: actor.id,
        now,
        reason: options.reason ?? null,
        lateCancellationFeeCents: fee,
        giftCards: options.giftCards ?? giftCardRedeemer,
        by: "staff",
      });
      return { ok: true as const, orderId: order.id, lateCancellationFeeCents: fee };
    }),
  );
}
