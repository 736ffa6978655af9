import { processSlot } from "@/lib/kernel/process/slot";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * News booking gives the customer or the cleaner, announced where it schedules the email (or the
 * poll) about it (lib/booking/notifications.ts), with the same `runAt` and the email's job key
 * as `dedupeKey`, so a domain that tells the same news another way (texts, docs/messaging.md)
 * does it once per email. Instants are ISO strings: a reaction may keep the notice as a job's
 * payload. It says what happened; what is said is read from the order when it is sent.
 */
export type OrderNotice = { orderId: string; dedupeKey: string } & (
  | { kind: "received" }
  | { kind: "confirmed" }
  /** A cleaner was given the job; `previousCleanerId` had it before (null: nobody). Staff assign. */
  | { kind: "assigned"; cleanerId: string; previousCleanerId: string | null }
  | { kind: "on-the-way"; cleanerId: string; etaMinutes: number; at: string }
  /** The customer moved the visit; the cleaner who had it (`previousCleanerId`) no longer does. */
  | { kind: "rescheduled"; previousStartsAt: string; previousCleanerId: string | null }
  | { kind: "cancelled"; by: "customer" | "staff" }
  /** The day-before reminder, due 24 hours before `startsAt`. */
  | { kind: "reminder"; startsAt: string }
  /** The visit is done and the satisfaction poll goes out. */
  | { kind: "poll" }
  /** The day-after Google review request was recorded and its email goes now (docs/product.md#review-requests). */
  | { kind: "review-request" }
);

/**
 * What booking announces when an order changes, for the domains that react inside the same
 * transaction: payments opens the visit's charge on completion and the late-cancellation fee on
 * a cancellation (lib/payments/order-reactions.ts); messaging records the consent to texts given
 * with a booking (lib/messaging/order-reactions.ts) and queues the texts of each notice
 * (lib/messaging/notice-reactions.ts). Booking imports none of them; the composition
 * root installs the reactions when a process starts (lib/startup/order-reactions.ts, from
 * server.ts, the database scripts and Jest's setup). See docs/decisions/0009-booking-announces-payments-react.md.
 */
export interface OrderReactions {
  /**
   * A customer booked (the order a submitted booking form made, not a later visit of its
   * series). `textConsent`: they ticked the box that lets us text the contact phone
   * (docs/product.md#text-messages), recorded by messaging in this same transaction, so a
   * booking that fails leaves no consent behind.
   */
  orderPlaced(tx: Transaction, order: { id: string; customerId: string; contactPhone: string }, now: Date, options: { textConsent: boolean }): Promise<void>;
  /** The visit was completed (the cleaner checked out, or staff marked it done); `hold`: held for staff review. */
  visitCompleted(tx: Transaction, order: { id: string; customerId: string; amountDueCents: number }, now: Date, options: { hold: boolean }): Promise<void>;
  /** The order was cancelled with this late-cancellation fee recorded on it (0 for none). */
  orderCancelled(tx: Transaction, order: { id: string; customerId: string }, lateCancellationFeeCents: number, now: Date): Promise<void>;
  /** Booking scheduled the email (or poll) of this notice at `now`, to go at `runAt`. */
  noticed(tx: Transaction, notice: OrderNotice, now: Date, runAt: Date): Promise<void>;
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
