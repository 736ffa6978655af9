import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { returnFromCheckout } from "@/lib/payments/checkout-return";
import { requireUser } from "@/lib/auth/session";
import { isUuid } from "@/lib/kernel/ids";
import { getLogger } from "@/lib/platform/log/logger";

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
  const next = await returnFromCheckout(user.id, id, getLogger());
  if (!next) notFound();
  redirect(next);
}
