import { processSlot } from "@/lib/kernel/process/slot";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * What booking announces when an order changes, for the domains that react inside the same
 * transaction: payments opens the visit's charge on completion and the late-cancellation fee on
 * a cancellation (lib/payments/order-reactions.ts). Booking imports none of them; the composition
 * root installs the reactions when a process starts (lib/startup/order-reactions.ts, from
 * server.ts, the database scripts and Jest's setup). See docs/decisions/0009-booking-announces-payments-react.md.
 */
export interface OrderReactions {
  /** The visit was completed (the cleaner checked out, or staff marked it done); `hold`: held for staff review. */
  visitCompleted(tx: Transaction, order: { id: string; customerId: string; amountDueCents: number }, now: Date, options: { hold: boolean }): Promise<void>;
  /** The order was cancelled with this late-cancellation fee recorded on it (0 for none). */
  orderCancelled(tx: Transaction, order: { id: string; customerId: string }, lateCancellationFeeCents: number, now: Date): Promise<void>;
}

// One per process: Next bundles the routes apart from server.ts, which installs them (lib/kernel/process/slot.ts).
const installed = processSlot<OrderReactions>("orderReactions");

export function setOrderReactions(reactions: OrderReactions): void {
  installed.set(reactions);
}

/** The installed reactions. None is a wiring error that fails the change, never a charge silently not opened. */
export function orderReactions(): OrderReactions {
  const reactions = installed.get();
  if (!reactions) throw new Error("No order reactions are installed: the process must call installOrderReactions() (lib/startup/order-reactions.ts) at start");
  return reactions;
}
