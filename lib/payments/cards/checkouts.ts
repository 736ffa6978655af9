import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { formatUsd } from "@/lib/kernel/money";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { cardCheckouts, orderPayments, orders, type CardCheckoutRow } from "@/lib/platform/db/schema";
import type { CheckoutOutcome, PaymentProvider } from "@/lib/payments/provider/types";
import { saveCard } from "./cards";
import type { Failure } from "@/lib/kernel/failure";
import { ensureProviderCustomer } from "./customer";
import { settleOrderPayment, type SettleOutcome } from "@/lib/payments/settle";

/** A path of ours to come back to: relative, no scheme, no protocol-relative trick. */
export function safeReturnPath(path: string | null | undefined, fallback: string): string {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return fallback;
  return path;
}

export interface StartedCheckout {
  checkoutId: string;
  redirectUrl: string;
}

/** Both modes return through /payments/return, which applies the outcome and goes on to `returnPath`. */
function returnUrls(publicUrl: string, checkoutId: string, returnPath: string) {
  return {
    successUrl: `${publicUrl}/payments/return?checkout=${checkoutId}`,
    cancelUrl: `${publicUrl}${returnPath}${returnPath.includes("?") ? "&" : "?"}card=cancelled`,
  };
}

/** Sends the customer to save a card (Checkout in setup mode); back at `returnPath` afterwards. */
export async function startCardSetup(db: Database, provider: PaymentProvider, userId: string, options: { publicUrl: string; returnPath: string }): Promise<StartedCheckout> {
  const customerRef = await ensureProviderCustomer(db, provider, userId);
  const checkoutId = randomUUID();
  const session = await provider.cards.createSetupCheckout({ checkoutId, customerRef, ...returnUrls(options.publicUrl, checkoutId, options.returnPath) });
  await db.insert(cardCheckouts).values({ id: checkoutId, userId, provider: provider.name, providerRef: session.providerRef, mode: "setup", returnPath: options.returnPath });
  return { checkoutId, redirectUrl: session.redirectUrl };
}

export type OrderCheckoutStart = { ok: true; checkout: StartedCheckout } | Failure;

export const PAY_MESSAGES = {
  notFound: "We could not find that payment in your account.",
  notOwed: "This payment is already settled: nothing more is due.",
} as const;

/** Sends the customer to pay one order payment now (Checkout in payment mode); the card is kept. */
export async function startOrderCheckout(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  orderPaymentId: string,
  options: { publicUrl: string; returnPath: string },
): Promise<OrderCheckoutStart> {
  const [row] = await db
    .select({ payment: orderPayments, number: orders.number })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orderPayments.id, orderPaymentId), eq(orderPayments.customerId, userId)));
  if (!row || row.payment.kind === "refund") return { ok: false, kind: "not-found", message: PAY_MESSAGES.notFound };
  if (!["pending", "failed"].includes(row.payment.status)) return { ok: false, kind: "conflict", message: PAY_MESSAGES.notOwed };
  const customerRef = await ensureProviderCustomer(db, provider, userId);
  const checkoutId = randomUUID();
  const session = await provider.cards.createOrderCheckout({
    checkoutId,
    customerRef,
    orderPaymentId,
    amountCents: row.payment.amountCents,
    description: `Borough Bright Cleaning, order ${formatOrderNumber(row.number)} (${formatUsd(row.payment.amountCents)})`,
    ...returnUrls(options.publicUrl, checkoutId, options.returnPath),
  });
  await db
    .insert(cardCheckouts)
    .values({ id: checkoutId, userId, provider: provider.name, providerRef: session.providerRef, mode: "payment", orderPaymentId, returnPath: options.returnPath });
  return { ok: true, checkout: { checkoutId, redirectUrl: session.redirectUrl } };
}

export type CheckoutApplyOutcome = "saved" | "paid" | "duplicate" | "not_complete" | "unknown_checkout" | Exclude<SettleOutcome, "succeeded">;

/**
 * Applies a finished checkout once, whichever reports it first (the customer's return, the
 * provider's webhook, or test mode's card page): the card is saved and made the default, and a
 * payment-mode checkout settles its order payment. The checkout row is locked and moves from
 * open to complete in the same transaction.
 */
export async function applyCheckoutOutcome(db: Database, provider: PaymentProvider["name"], outcome: CheckoutOutcome, now = new Date()): Promise<CheckoutApplyOutcome> {
  return db.transaction(async (tx): Promise<CheckoutApplyOutcome> => {
    const [checkout] = await tx
      .select()
      .from(cardCheckouts)
      .where(and(eq(cardCheckouts.provider, provider), eq(cardCheckouts.providerRef, outcome.providerRef)))
      .for("update");
    if (!checkout) return "unknown_checkout";
    if (checkout.status === "complete") return "duplicate";
    if (outcome.status === "expired") {
      await tx.update(cardCheckouts).set({ status: "expired" }).where(eq(cardCheckouts.id, checkout.id));
      return "not_complete";
    }
    if (outcome.status !== "complete" || !outcome.card) return "not_complete";
    const card = await saveCard(tx, checkout.userId, provider, outcome.card, now);
    await tx.update(cardCheckouts).set({ status: "complete", completedAt: now, paymentMethodId: card.id }).where(eq(cardCheckouts.id, checkout.id));
    if (checkout.mode === "setup" || !checkout.orderPaymentId) return "saved";
    if (!outcome.paymentRef || outcome.amountCents == null || !outcome.currency) return "not_complete";
    const settled = await settleOrderPayment(tx, {
      orderPaymentId: checkout.orderPaymentId,
      provider,
      paymentRef: outcome.paymentRef,
      amountCents: outcome.amountCents,
      currency: outcome.currency,
      paymentMethodId: card.id,
      source: "customer",
      now,
    });
    return settled === "succeeded" ? "paid" : settled;
  });
}

/** The customer's own checkout, by our id (the return URL's `checkout`), or null. */
export async function ownCheckout(db: Database, userId: string, checkoutId: string): Promise<CardCheckoutRow | null> {
  const [row] = await db
    .select()
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.id, checkoutId), eq(cardCheckouts.userId, userId)));
  return row ?? null;
}
