/** Helpers for the billing integration tests (not used by the app). */
import { eq } from "drizzle-orm";
import { makeAccount, nextVisitStart, bookOrder, NOW } from "@/lib/admin/test-support";
import { confirmOrder, markOrderCompleted } from "@/lib/booking/orders/status-actions";
import type { Database } from "@/lib/db";
import { billingProfiles, jobs, orderPayments, type OrderPaymentRow } from "@/lib/db/schema";
import { createStripeProvider } from "@/lib/payments/stripe";
import { startStripeFake, type StripeFake } from "@/lib/payments/stripe-fake";
import type { PaymentProvider } from "@/lib/payments/types";
import { applyCheckoutOutcome, startCardSetup } from "./checkouts";

export const PUBLIC_URL = "http://localhost:3000";

/** A customer who booked a visit that staff then marked completed: its charge is open. */
export async function completedVisit(db: Database, options: { now?: Date; invoice?: boolean } = {}) {
  const customer = await makeAccount(db, "Customer");
  if (options.invoice) await db.insert(billingProfiles).values({ userId: customer.id, billingMode: "invoice", invoiceCompany: "Hudson Yards Dental" });
  const admin = await makeAccount(db, "Admin");
  const orderId = await bookOrder(db, customer.id, nextVisitStart());
  await confirmOrder(db, orderId, admin, { now: options.now ?? NOW });
  const completed = await markOrderCompleted(db, orderId, admin, { now: options.now ?? NOW });
  if (!completed.ok) throw new Error(`could not complete: ${completed.message}`);
  const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return { customer, admin, orderId, payment };
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

/** A Stripe fake for the whole describe block, and a Stripe provider pointed at it. */
export function useStripeFake(webhookSecret = "whsec_billing_test"): { fake: StripeFake; provider: PaymentProvider } {
  const handle = {} as { fake: StripeFake; provider: PaymentProvider };
  beforeAll(async () => {
    handle.fake = await startStripeFake();
    handle.provider = createStripeProvider({ secretKey: "sk_test_fake_key", webhookSecret, apiBaseUrl: handle.fake.baseUrl });
  });
  afterAll(async () => {
    await handle.fake.close();
  });
  return handle;
}
