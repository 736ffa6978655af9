import type { Metadata } from "next";
import { TestCheckout } from "@/components/gift-cards/TestCheckout";
import { testCheckoutPageView } from "@/lib/payments/provider/test-checkout";
import { loadOwnTestCheckout } from "@/lib/web/http/test-checkout-page";

export const metadata: Metadata = { title: "Test checkout", robots: { index: false } };

/** The test-mode provider's payment page: the buyer's own checkout, clearly labelled. */
export default async function TestCheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const checkout = await loadOwnTestCheckout(searchParams, testCheckoutPageView);
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-14">
      <TestCheckout checkout={{ providerRef: checkout.providerRef, purchaseId: checkout.purchaseId, amountCents: checkout.amountCents, recipientName: checkout.recipientName, status: checkout.status }} />
    </div>
  );
}
