/** Helpers for the billing integration tests (not used by the app). */
import { eq } from "drizzle-orm";
import { makeAccount, nextVisitStart, bookOrder, NOW } from "@/lib/admin/test-support";
import { assignCleaner, confirmOrder, markOrderCompleted } from "@/lib/booking/orders/status-actions";
import type { Database } from "@/lib/platform/db";
import { billingProfiles, jobs, orderPayments, type OrderPaymentRow } from "@/lib/platform/db/schema";
import { resetConfigCache } from "@/lib/platform/config";
import { resetPaymentProviderCache } from "@/lib/payments/provider/provider";
import { createStripeProvider } from "@/lib/payments/provider/stripe";
import { startStripeFake, type StripeFake } from "@/lib/payments/testing/stripe-fake";
import type { PaymentProvider } from "@/lib/payments/provider/types";
import { applyCheckoutOutcome, startCardSetup } from "@/lib/payments/cards/checkouts";
import { runChargeTry } from "@/lib/payments/charge";
import { checkOrder, type Finding } from "@/lib/payments/reconcile/check-order";
import { loadLedgers } from "@/lib/payments/reconcile/run";
import { completeTestCardCheckout } from "@/lib/payments/cards/test-card";

export const PUBLIC_URL = "http://localhost:3000";

/** A customer who booked a visit that staff then marked completed (with a cleaner assigned first, if asked): its charge is open. */
export async function completedVisit(db: Database, options: { now?: Date; invoice?: boolean; cleaner?: boolean } = {}) {
  const customer = await makeAccount(db, "Customer");
  const now = options.now ?? NOW;
  if (options.invoice) await db.insert(billingProfiles).values({ userId: customer.id, billingMode: "invoice", invoiceCompany: "Hudson Yards Dental", createdAt: now, updatedAt: now });
  const admin = await makeAccount(db, "Admin");
  const orderId = await bookOrder(db, customer.id, nextVisitStart(), {}, now);
  await confirmOrder(db, orderId, admin, { now });
  const cleaner = options.cleaner ? await makeAccount(db, "Cleaner") : null;
  if (cleaner) await assignCleaner(db, orderId, cleaner.id, admin, { now });
  const completed = await markOrderCompleted(db, orderId, admin, { now });
  if (!completed.ok) throw new Error(`could not complete: ${completed.message}`);
  const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return { customer, admin, cleaner, orderId, payment };
}

export async function paymentRow(db: Database, id: string): Promise<OrderPaymentRow> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, id));
  if (!row) throw new Error(`no order payment ${id}`);
  return row;
}

/** The customer saves a card through Stripe Checkout (the fake plays the Checkout page); returns Stripe's events. */
export async function saveCardThroughStripe(db: Database, provider: PaymentProvider, fake: StripeFake, userId: string, cardNumber: string) {
  const started = await startCardSetup(db, provider, userId, { publicUrl: PUBLIC_URL, returnPath: "/profile/payment-methods" });
  const sessionId = started.redirectUrl.split("/").at(-1) ?? "";
  const filled = fake.completeCheckout(sessionId, cardNumber);
  if (!filled.ok) throw new Error(filled.message);
  const applied = await applyCheckoutOutcome(db, provider.name, await provider.cards.readCheckout(sessionId));
  return { sessionId, applied, events: filled.events };
}

export async function jobsOfKind(db: Database, kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind));
}

/**
 * A Stripe fake for the whole describe block, and a Stripe provider pointed at it. With
 * `asProcessProvider` the process is configured for it too (route handlers find it through
 * getPaymentProvider), and the configuration is put back afterwards.
 */
export function useStripeFake(webhookSecret = "whsec_billing_test", options: { asProcessProvider?: boolean } = {}): { fake: StripeFake; provider: PaymentProvider } {
  const handle = {} as { fake: StripeFake; provider: PaymentProvider };
  const saved = { ...process.env };
  beforeAll(async () => {
    handle.fake = await startStripeFake();
    handle.provider = createStripeProvider({ secretKey: "sk_test_fake_key", webhookSecret, apiBaseUrl: handle.fake.baseUrl });
    if (!options.asProcessProvider) return;
    Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_fake_key", STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE_URL: handle.fake.baseUrl });
    resetConfigCache();
    resetPaymentProviderCache();
  });
  afterAll(async () => {
    if (options.asProcessProvider) {
      process.env = saved;
      resetConfigCache();
      resetPaymentProviderCache();
    }
    await handle.fake.close();
  });
  return handle;
}

/** A completed visit with a cleaner, whose visit charge the customer's saved 4242 card paid. */
export async function paidVisit(db: Database, stripe: { fake: StripeFake; provider: PaymentProvider }) {
  const visit = await completedVisit(db, { cleaner: true });
  if (!visit.payment || !visit.cleaner) throw new Error("no charge opened");
  await saveCardThroughStripe(db, stripe.provider, stripe.fake, visit.customer.id, "4242424242424242");
  if ((await runChargeTry(db, stripe.provider, visit.payment.id, 1)) !== "succeeded") throw new Error("the visit charge failed");
  return { ...visit, cleaner: visit.cleaner };
}

/** A completed visit whose customer saved test card 4242 in test mode and was charged what was due. */
export async function paidVisitInTestMode(db: Database, provider: PaymentProvider) {
  const visit = await completedVisit(db);
  if (!visit.payment) throw new Error("no charge opened");
  const started = await startCardSetup(db, provider, visit.customer.id, { publicUrl: PUBLIC_URL, returnPath: "/profile/payment-methods" });
  const ref = new URL(started.redirectUrl, PUBLIC_URL).searchParams.get("ref") ?? "";
  await completeTestCardCheckout(db, visit.customer.id, { ref, number: "4242424242424242", expiry: "08/29" }, NOW);
  if ((await runChargeTry(db, provider, visit.payment.id, 1, { now: NOW })) !== "succeeded") throw new Error("the visit charge failed");
  return { ...visit, payment: visit.payment };
}

/** One order's reconciliation findings: what tests assert after a billing flow (an empty list when it balances). */
export async function reconcileOrderById(db: Database, orderId: string): Promise<Finding[]> {
  return (await loadLedgers(db, [orderId])).flatMap(checkOrder);
}
