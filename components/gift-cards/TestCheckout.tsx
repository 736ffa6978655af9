"use client";

import Link from "next/link";
import { useState } from "react";
import { FormAlert, type Alert } from "@/components/account/FormAlert";
import { Spinner } from "@/components/account/SubmitButton";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { formatUsd } from "@/lib/kernel/money";
import { testCheckoutCancelContract, testCheckoutConfirmContract } from "@/lib/payments/test-checkout-contract";
import { callApi } from "@/lib/web/http/client";
import { TestProviderPage } from "./TestProviderPage";

export interface TestCheckoutProps {
  checkout: { providerRef: string; purchaseId: string; amountCents: number; recipientName: string; status: "pending" | "paid" | "failed" };
}

/**
 * The test-mode payment page. Pay confirms the purchase through the same path as a real
 * provider's webhook; Cancel ends it with nothing issued.
 */
export function TestCheckout({ checkout }: TestCheckoutProps) {
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [alert, setAlert] = useState<Alert>(null);

  async function act(action: "pay" | "cancel") {
    if (busy) return;
    setBusy(action);
    setAlert(null);
    const result = await callApi(action === "pay" ? testCheckoutConfirmContract : testCheckoutCancelContract, { body: { ref: checkout.providerRef } });
    if (result.ok) {
      window.location.assign(result.data.redirectUrl);
      return;
    }
    setBusy(null);
    setAlert({ kind: "error", text: result.error });
  }

  const amount = formatUsd(checkout.amountCents);
  return (
    <TestProviderPage titleId="checkout-title" stands="a payment provider" title={`Pay ${amount}`} subtitle={`Gift card for ${checkout.recipientName}`}>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        <div className="flex justify-between px-4 py-3">
          <dt className="text-slate-600">Gift card</dt>
          <dd className="font-medium text-ink">{amount}</dd>
        </div>
        <div className="flex justify-between px-4 py-3">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="font-semibold text-ink">{amount}</dd>
        </div>
      </dl>
      {checkout.status === "pending" ? (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => act("cancel")} disabled={busy !== null} className={secondaryButtonClass}>
            {busy === "cancel" && <Spinner />}
            Cancel
          </button>
          <button type="button" onClick={() => act("pay")} disabled={busy !== null} className={primaryButtonClass}>
            {busy === "pay" && <Spinner />}
            {busy === "pay" ? "Paying…" : `Pay ${amount}`}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {checkout.status === "paid" ? "This checkout is already paid. " : "This checkout was cancelled. "}
          <Link href={checkout.status === "paid" ? `/gift-card-confirmation?purchase=${checkout.purchaseId}` : "/gift-cards"} className={linkClass}>
            {checkout.status === "paid" ? "See your gift card" : "Back to gift cards"}
          </Link>
        </p>
      )}
      <FormAlert alert={alert} />
    </TestProviderPage>
  );
}
