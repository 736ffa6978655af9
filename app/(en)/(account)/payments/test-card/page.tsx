import type { Metadata } from "next";
import Link from "next/link";
import { TestCardForm } from "@/components/payments/TestCardForm";
import { cardClass, linkClass } from "@/components/ui/styles";
import { testCardPageView } from "@/lib/payments/account-payment-pages";
import { withCardFlag } from "@/lib/payments/cards/test-card";
import { loadOwnTestCheckout } from "@/lib/web/http/test-checkout-page";

export const metadata: Metadata = { title: "Test card page", robots: { index: false } };

/** Test mode's stand-in for Stripe Checkout: the customer's own open checkout only, clearly labelled. */
export default async function TestCardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const checkout = await loadOwnTestCheckout(searchParams, testCardPageView);
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-14">
      {checkout.status === "open" ? (
        <TestCardForm
          checkout={{ ref: checkout.ref, mode: checkout.mode, amountCents: checkout.amountCents, orderNumber: checkout.orderNumber, cancelPath: withCardFlag(checkout.returnPath, "cancelled") }}
        />
      ) : (
        <section className={cardClass}>
          <h1 className="text-2xl font-bold text-ink">This card page is finished</h1>
          <p className="mt-2 text-slate-700">
            {checkout.status === "complete" ? "The card was saved. " : "This page expired. "}
            <Link href={checkout.returnPath} className={linkClass}>
              Continue
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
