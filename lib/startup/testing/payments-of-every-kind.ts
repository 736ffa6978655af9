/** Payments of every kind and status for the list and export tests (not used by the app). */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orderPayments, orders, paymentMethods, users } from "@/lib/platform/db/schema";
import { completedVisit } from "./payments";

/**
 * Three visits: a paid one by Visa 4242 with a $20 tip and a $10.00 refund of its charge; a failed
 * one whose customer's name starts with "=" (a formula, for the CSV guard); one still pending.
 */
export async function paymentsOfEveryKind(db: Database) {
  const paid = await completedVisit(db);
  const failed = await completedVisit(db);
  const pending = await completedVisit(db);
  if (!paid.payment || !failed.payment || !pending.payment) throw new Error("no charge opened");
  const [card] = await db
    .insert(paymentMethods)
    .values({ userId: paid.customer.id, provider: "test", providerRef: `tpm_${paid.payment.id}`, brand: "visa", last4: "4242", expMonth: 8, expYear: 2029, isDefault: true })
    .returning();
  const settledAt = new Date("2026-03-05T20:00:00Z");
  await db.update(orderPayments).set({ status: "succeeded", providerPaymentRef: `tpi_${paid.payment.id}`, paymentMethodId: card?.id, settledAt, attempt: 1 }).where(eq(orderPayments.id, paid.payment.id));
  await db.insert(orderPayments).values([
    { orderId: paid.orderId, customerId: paid.customer.id, kind: "tip", amountCents: 2000, status: "succeeded", providerPaymentRef: `tpi_tip_${paid.payment.id}`, settledAt },
    { orderId: paid.orderId, customerId: paid.customer.id, kind: "refund", amountCents: 1000, status: "succeeded", refundOfId: paid.payment.id, providerPaymentRef: `tre_${paid.payment.id}`, note: "Missed the oven, as agreed", settledAt },
  ]);
  await db.update(orderPayments).set({ status: "failed", failureCode: "card_declined", attempt: 1 }).where(eq(orderPayments.id, failed.payment.id));
  await db.update(users).set({ firstName: "=HYPERLINK(\"http://evil.example\")", lastName: "Ortiz, Jr." }).where(eq(users.id, failed.customer.id));
  const numberOf = async (orderId: string) => (await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]?.number ?? 0;
  return {
    paid: { ...paid, payment: paid.payment, number: await numberOf(paid.orderId) },
    failed: { ...failed, payment: failed.payment, number: await numberOf(failed.orderId) },
    pending: { ...pending, payment: pending.payment, number: await numberOf(pending.orderId) },
  };
}
