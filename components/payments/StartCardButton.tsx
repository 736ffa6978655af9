"use client";

import { useState } from "react";
import { FormAlert, type Alert } from "@/components/account/FormAlert";
import { Spinner } from "@/components/account/SubmitButton";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { cardSetupContract, orderCheckoutContract } from "@/lib/payments/cards/checkouts-contract";
import { callApi } from "@/lib/web/http/client";

/**
 * Opens the card page (Stripe Checkout in setup mode, or test mode's page), or, with
 * `orderPaymentId`, the page that pays that order now. The customer comes back to `returnPath`.
 */
export function StartCardButton({ label, returnPath, orderPaymentId, primary = false }: { label: string; returnPath: string; orderPaymentId?: string; primary?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Alert>(null);

  async function start() {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    const result = orderPaymentId ? await callApi(orderCheckoutContract, { params: { id: orderPaymentId }, body: {} }) : await callApi(cardSetupContract, { body: { returnPath } });
    if (result.ok) {
      window.location.assign(result.data.redirectUrl);
      return;
    }
    setBusy(false);
    setAlert({ kind: "error", text: result.error });
  }

  return (
    <div className="space-y-3">
      <button type="button" onClick={start} disabled={busy} className={primary ? primaryButtonClass : secondaryButtonClass}>
        {busy && <Spinner />}
        {label}
      </button>
      <FormAlert alert={alert} />
    </div>
  );
}
