import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TestCheckout } from "@/components/gift-cards/TestCheckout";
import { requireUser } from "@/lib/auth/session";
import { providerNamed } from "@/lib/payments/provider/provider";
import { testCheckoutPageView } from "@/lib/payments/provider/test-checkout";

export const metadata: Metadata = { title: "Test checkout", robots: { index: false } };

/** The test-mode provider's payment page: the buyer's own checkout, clearly labelled. */
export default async function TestCheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  if (!providerNamed("test")) notFound();
  const { ref } = await searchParams;
  const checkout = typeof ref === "string" ? await testCheckoutPageView(user.id, ref) : null;
  if (!checkout) notFound();
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-14">
      <TestCheckout checkout={{ providerRef: checkout.providerRef, purchaseId: checkout.purchaseId, amountCents: checkout.amountCents, recipientName: checkout.recipientName, status: checkout.status }} />
    </div>
  );
}
