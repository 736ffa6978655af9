import type { Metadata } from "next";
import { AccountPage } from "@/components/account/AccountPage";
import { PurchaseConfirmation } from "@/components/gift-cards/PurchaseConfirmation";
import { notFoundUnless, requireUser } from "@/lib/auth/session";
import { giftCardPurchasePageView } from "@/lib/gift-cards/gift-card-pages";

export const metadata: Metadata = { title: "Gift card confirmation", robots: { index: false } };

/** After payment: the code, the receipt and when the recipient gets it (the buyer's own purchase only). */
export default async function GiftCardConfirmationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const { purchase: purchaseId } = await searchParams;
  const purchase = typeof purchaseId === "string" ? await giftCardPurchasePageView(user.id, purchaseId) : null;
  notFoundUnless(purchase !== null);
  return (
    <AccountPage current="/gift-cards" title="Your gift card">
      <PurchaseConfirmation initial={purchase} />
    </AccountPage>
  );
}
