import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { applyCheckoutOutcome, ownCheckout } from "@/lib/payments/cards/checkouts";
import { withCardFlag } from "@/lib/payments/cards/test-card";
import { requireUser } from "@/lib/auth/session";
import { isUuid } from "@/lib/kernel/ids";
import { getDb } from "@/lib/platform/db";
import { getLogger } from "@/lib/platform/log/logger";
import { providerNamed } from "@/lib/payments/provider/provider";

export const metadata: Metadata = { title: "Saving your card", robots: { index: false } };

/**
 * Where Stripe Checkout sends the customer back. The checkout is read back from Stripe and
 * applied (the webhook may have done it already: applying is idempotent), then the customer
 * goes on to where they started. Another customer's checkout id shows nothing.
 */
export default async function PaymentReturnPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const { checkout: id } = await searchParams;
  if (typeof id !== "string" || !isUuid(id)) notFound();
  const db = await getDb();
  const checkout = await ownCheckout(db, user.id, id);
  if (!checkout) notFound();
  const provider = providerNamed(checkout.provider);
  if (checkout.status === "open" && provider) {
    try {
      await applyCheckoutOutcome(db, provider.name, await provider.cards.readCheckout(checkout.providerRef));
    } catch (error) {
      // The webhook will apply it; the page the customer lands on says what is known.
      getLogger().warn({ err: error, checkoutId: checkout.id }, "checkout could not be read back on return");
    }
  }
  redirect(withCardFlag(checkout.returnPath, checkout.mode === "payment" ? "paid" : "saved"));
}
