import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { linkClass } from "@/components/ui/styles";
import { BalanceChecker } from "@/components/gift-cards/BalanceChecker";
import { BuyGiftCardForm } from "@/components/gift-cards/BuyGiftCardForm";
import { GiftCardList } from "@/components/gift-cards/GiftCardList";
import { FormAlert } from "@/components/forms/FormAlert";
import { requireUser } from "@/lib/auth/session";
import { myGiftCardsPageView } from "@/lib/gift-cards/gift-card-pages";
import { deliveryWindow } from "@/lib/gift-cards/rules";
import { VERIFY_EMAIL_PATH } from "@/lib/web/http/gift-card-access";
import { getPaymentProvider } from "@/lib/payments/provider/provider";

export const metadata: Metadata = { title: "Gift cards", robots: { index: false } };

/** Buy a card, check a balance, and see the cards bought and received. */
export default async function GiftCardsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const { cancelled } = await searchParams;
  const cards = await myGiftCardsPageView(user);
  const provider = getPaymentProvider();
  return (
    <AccountPage current="/gift-cards" title="Gift cards" intro="Give someone a clean home: a Borough Bright gift card pays for part or all of any cleaning booked online.">
      {cancelled && <FormAlert kind="info">The payment was cancelled and nothing was charged. You can start again below.</FormAlert>}
      <AccountCard id="buy" title="Buy a gift card" description="We email a receipt to you now and the card to its recipient on the day you choose.">
        {!provider ? (
          <p className="text-sm text-slate-700">Gift cards cannot be bought online right now. Please call us and we will help.</p>
        ) : !user.emailVerified ? (
          <p className="text-sm text-slate-700">
            Please confirm your email address before buying a gift card.{" "}
            <Link href={VERIFY_EMAIL_PATH} className={linkClass}>
              Confirm my email
            </Link>
          </p>
        ) : user.blocked ? (
          <p className="text-sm text-slate-700">Your account is blocked, so it is read-only for now: buying gift cards is not available.</p>
        ) : (
          <BuyGiftCardForm dates={deliveryWindow(new Date())} testMode={provider.testMode} />
        )}
      </AccountCard>
      <AccountCard id="balance" title="Check a balance" description="Enter a code to see what is left on it.">
        <BalanceChecker />
      </AccountCard>
      <AccountCard id="bought" title="Cards you bought">
        <GiftCardList cards={cards.bought} perspective="bought" empty="You have not bought a gift card yet." />
      </AccountCard>
      <AccountCard id="received" title="Cards sent to you" description={`Cards emailed to ${user.email}.`}>
        {cards.receivedNeedsVerifiedEmail ? (
          <p className="text-sm text-slate-700">
            Confirm your email address to see the cards sent to it.{" "}
            <Link href={VERIFY_EMAIL_PATH} className={linkClass}>
              Confirm my email
            </Link>
          </p>
        ) : (
          <GiftCardList cards={cards.received} perspective="received" empty="No gift cards have been sent to your email yet." />
        )}
      </AccountCard>
    </AccountPage>
  );
}
