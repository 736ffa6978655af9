import { getDb } from "@/lib/platform/db";
import type { BillingMode } from "@/lib/platform/db/schema";
import { listCards, type SavedCardView } from "@/lib/payments/cards/cards";
import { billingModeOf } from "@/lib/payments/cards/customer";
import { loadPayPage, type PayPageView } from "@/lib/payments/pay-page";
import { loadReceipt, type Receipt } from "@/lib/payments/receipt";
import { loadTestCardCheckout, type TestCardCheckoutView } from "@/lib/payments/cards/test-card";

/** The customer's payment pages (docs/payments.md; docs/architecture.md, "Pages and handlers are thin"). */

/** /profile/payment-methods: the saved cards and whether the account is invoiced instead. */
export async function paymentMethodsPageView(userId: string, now: Date = new Date()): Promise<{ cards: SavedCardView[]; mode: BillingMode }> {
  const db = await getDb();
  const [cards, mode] = await Promise.all([listCards(db, userId, now), billingModeOf(db, userId)]);
  return { cards, mode };
}

/** /pay/{id}: one of the customer's payments to settle; null for any other. */
export async function payPageView(userId: string, paymentId: string): Promise<PayPageView | null> {
  return loadPayPage(await getDb(), userId, paymentId);
}

/** /payments/test-card: the test provider's card page for one of the customer's checkouts. */
export async function testCardPageView(userId: string, ref: string): Promise<TestCardCheckoutView | null> {
  return loadTestCardCheckout(await getDb(), userId, ref);
}

/**
 * /order/{id}/receipt: the order's receipt (an invoice for office clients), for its customer
 * and for staff who see every order; null for anyone else.
 */
export async function receiptPageView(viewer: { id: string; seesEveryOrder: boolean }, orderId: string): Promise<Receipt | null> {
  const receipt = await loadReceipt(await getDb(), orderId);
  return receipt !== null && (receipt.customerId === viewer.id || viewer.seesEveryOrder) ? receipt : null;
}
