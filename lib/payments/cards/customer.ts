import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { billingProfiles, users, type BillingMode } from "@/lib/platform/db/schema";
import type { PaymentProvider } from "@/lib/payments/provider/types";

/**
 * The provider's customer for one of ours, made on first need. The provider create is
 * idempotent per user, and our row is set with a conditional update, so two tabs saving a
 * first card at once end with one customer on both sides.
 */
export async function ensureProviderCustomer(db: Database, provider: PaymentProvider, userId: string): Promise<string> {
  const [existing] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  if (existing?.providerCustomerRef && existing.provider === provider.name) return existing.providerCustomerRef;
  const [user] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const ref = await provider.cards.createCustomer({ userId, email: user.email, name: `${user.firstName} ${user.lastName}` });
  await db.insert(billingProfiles).values({ userId }).onConflictDoNothing();
  // A profile made under another provider (test mode, then Stripe) takes the new customer.
  const sameProvider = existing?.provider && existing.provider !== provider.name ? undefined : isNull(billingProfiles.providerCustomerRef);
  await db
    .update(billingProfiles)
    .set({ provider: provider.name, providerCustomerRef: ref })
    .where(and(eq(billingProfiles.userId, userId), sameProvider));
  const [row] = await db.select({ ref: billingProfiles.providerCustomerRef }).from(billingProfiles).where(eq(billingProfiles.userId, userId));
  return row?.ref ?? ref;
}

/** How the account pays: "card" unless staff marked it "invoice", and the company an invoice is made out to. */
export async function billingOf(db: Database, userId: string): Promise<{ billingMode: BillingMode; invoiceCompany: string | null }> {
  const [row] = await db.select({ billingMode: billingProfiles.billingMode, invoiceCompany: billingProfiles.invoiceCompany }).from(billingProfiles).where(eq(billingProfiles.userId, userId));
  return row ?? { billingMode: "card", invoiceCompany: null };
}

export async function billingModeOf(db: Database, userId: string): Promise<BillingMode> {
  return (await billingOf(db, userId)).billingMode;
}

/** The customer of a provider customer id, for webhooks that name only that. */
export async function userOfProviderCustomer(db: Database, provider: PaymentProvider["name"], customerRef: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingProfiles.userId })
    .from(billingProfiles)
    .where(and(eq(billingProfiles.provider, provider), eq(billingProfiles.providerCustomerRef, customerRef)));
  return row?.userId ?? null;
}
