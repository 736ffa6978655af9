import type { SessionUser } from "@/lib/auth/users";
import { getCustomerOrder, type OrderDetailDto } from "@/lib/booking/orders/queries";
import { canPerform } from "@/lib/booking/orders/status-machine";
import { getDb } from "@/lib/platform/db";
import { cardForVisit } from "@/lib/payments/cards/card-on-file";
import type { MoneyTotals } from "@/lib/payments/money-summary";
import { paymentsOfOrder, type OrderPaymentLine } from "@/lib/payments/order-payments";
import { loadReceipt } from "@/lib/payments/receipt";
import { tipOfferFor, type TipOffer } from "@/lib/payments/tips/tips";
import { preferredCleanerView } from "@/lib/booking/preferred-cleaner";

export interface CustomerOrderPageView {
  order: OrderDetailDto;
  payments: OrderPaymentLine[];
  /** The receipt's own figures, so the order page and the receipt never disagree (./money-summary.ts). */
  totals: MoneyTotals | undefined;
  /** The card the visit is (or was) charged to, in words; null for a cancelled visit. */
  card: string | null;
  /** A tip for the cleaner, once the visit is done (docs/payments.md#tips); null otherwise. */
  tip: TipOffer | null;
  /** Changing and cancelling online: until the change deadline, never for a blocked (read-only) account. */
  canAct: boolean;
  /** The visit could still be cancelled, but only by phone now (docs/product.md, the 24-hour rule). */
  lateForChanges: boolean;
  /** The whole recurring series can be stopped. */
  canCancelSeries: boolean;
  /** "I'd like {first name} again" for a completed visit's cleaner (docs/product.md#preferred-and-blocked-cleaners); null when it does not apply. */
  preferredCleaner: { firstName: string; preferred: boolean } | null;
}

/**
 * /order/{id}: one of the customer's orders with its payments, card, tip and what they may do;
 * null for any other id, another customer's included.
 */
export async function customerOrderPageView(user: Pick<SessionUser, "id" | "blocked">, orderId: string, now: Date = new Date()): Promise<CustomerOrderPageView | null> {
  const db = await getDb();
  const order = await getCustomerOrder(db, user.id, orderId, now);
  if (!order) return null;
  const payments = await paymentsOfOrder(db, order.id);
  const totals = (await loadReceipt(db, order.id))?.totals;
  const card = await cardForVisit(db, user.id, payments, now);
  const tip = order.status === "completed" && !user.blocked ? await tipOfferFor(db, order.id, now) : null;
  // Not offered for a cleaner the customer has blocked, nor to a read-only (blocked) account.
  const cleaner = user.blocked ? null : await preferredCleanerView(db, user.id, order.id);
  return {
    order,
    payments,
    totals,
    card: order.status !== "cancelled" ? card : null,
    tip,
    canAct: order.canChange && !user.blocked,
    lateForChanges: canPerform(order.status, "cancel") && !order.canChange,
    canCancelSeries: order.series !== null && !order.series.cancelled && !user.blocked,
    preferredCleaner: cleaner && !cleaner.blocked ? { firstName: cleaner.firstName, preferred: cleaner.preferred } : null,
  };
}
