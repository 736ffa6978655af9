import type { Metadata } from "next";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { SavedCards } from "@/components/payments/SavedCards";
import { StartCardButton } from "@/components/payments/StartCardButton";
import { TestModeNotice } from "@/components/gift-cards/TestModeNotice";
import { paymentMethodsPageView } from "@/lib/payments/account-payment-pages";
import { requireUser } from "@/lib/auth/session";
import { getPaymentProvider } from "@/lib/payments/provider/provider";

export const metadata: Metadata = { title: "Payment methods", robots: { index: false } };

const RETURN_PATH = "/profile/payment-methods";

/** The customer's saved cards: which one is charged after visits, another to add, one to remove. */
export default async function PaymentMethodsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const { cards, mode } = await paymentMethodsPageView(user.id);
  const provider = getPaymentProvider();
  const { card: flag } = await searchParams;
  return (
    <AccountPage current="/profile/payment-methods" title="Payment methods" intro="The card on file is charged once a visit is done, never before. Card numbers stay with our payment provider, Stripe.">
      <AccountCard id="cards" title="Saved cards">
        {provider?.testMode ? <TestModeNotice detail="Cards saved here are test cards; nothing is ever charged." /> : null}
        {flag === "saved" ? (
          <p role="status" className="mb-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            Card saved and made your default.
          </p>
        ) : null}
        {mode === "invoice" ? <p className="mb-3 text-sm text-slate-700">Your account is invoiced by our office; a saved card is not charged automatically.</p> : null}
        {cards.length > 0 ? (
          <SavedCards cards={cards.map((card) => ({ id: card.id, label: card.label, isDefault: card.isDefault, expired: card.expired }))} />
        ) : (
          <p className="text-sm text-slate-600">No saved cards yet.</p>
        )}
        <div className="mt-4">
          {provider ? (
            <StartCardButton label={cards.length > 0 ? "Add or replace a card" : "Save a card"} returnPath={RETURN_PATH} primary={cards.length === 0} />
          ) : (
            <p className="text-sm text-slate-600">Cards cannot be saved online right now. Please call us and we will help.</p>
          )}
        </div>
      </AccountCard>
    </AccountPage>
  );
}
