import { processSlot } from "@/lib/kernel/process/slot";
import type { OrderPaymentKind } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * News payments gives the customer, announced where it schedules the email about it, with the
 * same `runAt` and the email's job key as `dedupeKey`, for the domains that tell the same news
 * another way (texts, docs/messaging.md). Payments imports none of them: the composition root
 * installs the reactions when a process starts (lib/startup/order-reactions.ts), as booking's
 * are (docs/decisions/0009-booking-announces-payments-react.md).
 */
export type PaymentNotice = {
  /** A try at the visit's charge or the late-cancellation fee did not take the money; the customer is asked to pay. Tips are never chased. */
  kind: "charge-failed";
  orderPaymentId: string;
  orderId: string;
  attempt: number;
  dedupeKey: string;
};

export interface PaymentReactions {
  /** Payments scheduled the email of this notice at `now`, to go at `runAt`. */
  noticed(tx: Transaction, notice: PaymentNotice, now: Date, runAt: Date): Promise<void>;
  /**
   * An order payment was paid (by card, or marked paid by staff) in this transaction. Referrals
   * react to a visit's charge: a referred friend's first visit completed and paid earns the
   * referrer's credit (lib/referrals/reward.ts).
   */
  paid(tx: Transaction, payment: { orderId: string; kind: OrderPaymentKind }, now: Date): Promise<void>;
}

// One per process, like booking's order reactions (lib/kernel/process/slot.ts).
const installed = processSlot<PaymentReactions>("paymentReactions");

export function setPaymentReactions(reactions: PaymentReactions): void {
  installed.set(reactions);
}

/** The installed reactions. None is a wiring error that fails the change, never news silently not told. */
export function paymentReactions(): PaymentReactions {
  const reactions = installed.get();
  if (!reactions) throw new Error("No payment reactions are installed: the process must call installOrderReactions() (lib/startup/order-reactions.ts) at start");
  return reactions;
}
