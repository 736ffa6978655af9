import type { OrderStatus } from "@/lib/platform/db/schema/orders";

/**
 * The order life cycle of docs/product.md#orders as one table: pending (submitted) → confirmed (by staff)
 * → assigned (cleaner set) → in progress (checked in) → completed (checked out), or cancelled.
 * Every status change in the code goes through `nextStatus`, so a transition that is not in
 * this table cannot happen anywhere.
 */

export type OrderAction =
  /** Staff accept the booking. */
  | "confirm"
  /** Staff set (or change) the cleaner; assigning a pending order confirms it too. */
  | "assign"
  /** The cleaner arrives. */
  | "check_in"
  /** The cleaner leaves: the visit is done. */
  | "check_out"
  /** Staff mark a visit done without the cleaner's check-out (a forgotten tap, a phone call). */
  | "complete"
  | "cancel"
  /**
   * The date or time moves: staff confirmed, and a cleaner agreed to, the old time, so the
   * order goes back to pending and the cleaner is released.
   */
  | "reschedule"
  /** Details change (rooms, extras, address, notes): the status stays. */
  | "edit";

const TRANSITIONS: Readonly<Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>>> = {
  confirm: { pending: "confirmed" },
  assign: { pending: "assigned", confirmed: "assigned", assigned: "assigned" },
  check_in: { assigned: "in_progress" },
  check_out: { in_progress: "completed" },
  complete: { confirmed: "completed", assigned: "completed", in_progress: "completed" },
  cancel: { pending: "cancelled", confirmed: "cancelled", assigned: "cancelled" },
  reschedule: { pending: "pending", confirmed: "pending", assigned: "pending" },
  edit: { pending: "pending", confirmed: "confirmed", assigned: "assigned" },
};

/** The status after `action`, or null when the action is not allowed from `status`. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  return TRANSITIONS[action][status] ?? null;
}

export function canPerform(status: OrderStatus, action: OrderAction): boolean {
  return nextStatus(status, action) !== null;
}

/** Orders in these statuses need a cleaner for their time (lib/booking/availability counts them). */
export function holdsCapacity(status: OrderStatus): boolean {
  return status !== "cancelled";
}

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Received",
  confirmed: "Confirmed",
  assigned: "Cleaner assigned",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Why an action was refused, in words for the person who tried. */
export function refusalMessage(status: OrderStatus, action: OrderAction): string {
  if (status === "cancelled") return "This order is cancelled.";
  if (status === "completed") return "This visit is already completed.";
  if (status === "in_progress" && (action === "cancel" || action === "edit" || action === "reschedule")) {
    return "This visit is under way and can no longer be changed.";
  }
  return `An order that is ${STATUS_LABELS[status].toLowerCase()} cannot be ${ACTION_PAST[action]}.`;
}

const ACTION_PAST: Readonly<Record<OrderAction, string>> = {
  confirm: "confirmed",
  assign: "assigned a cleaner",
  check_in: "checked in",
  check_out: "checked out",
  complete: "marked completed",
  cancel: "cancelled",
  reschedule: "rescheduled",
  edit: "edited",
};
