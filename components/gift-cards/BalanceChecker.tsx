"use client";

import { useState, type FormEvent } from "react";
import { FormAlert, type Alert } from "@/components/account/FormAlert";
import { SubmitButton } from "@/components/account/SubmitButton";
import { TextField } from "@/components/forms/TextField";
import { formatUsd } from "@/lib/kernel/money";
import { callApi } from "@/lib/web/http/client";
import { giftCardBalanceContract, type GiftCardBalance } from "@/lib/gift-cards/gift-cards-contract";


/** Checks the balance of any code the user holds; wrong codes are limited on the server. */
export function BalanceChecker() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<Alert>(null);
  const [balance, setBalance] = useState<GiftCardBalance | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const code = String(new FormData(form).get("code") ?? "");
    setSending(true);
    setAlert(null);
    setBalance(null);
    const result = await callApi(giftCardBalanceContract, { body: { code } });
    setSending(false);
    if (result.ok) {
      setError(undefined);
      setBalance(result.data.balance);
      return;
    }
    setError(result.fieldErrors.code ?? (result.status === 429 || result.status === 400 ? result.error : undefined));
    setAlert({ kind: "error", text: result.error });
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate aria-label="Check a gift card balance" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Gift card code"
            name="code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            error={error}
          />
        </div>
        <SubmitButton sending={sending} sendingLabel="Checking…">
          Check balance
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {balance && (
          <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-800">
            {balance.status === "void" ? (
              <>The card ending {balance.last4} was cancelled and cannot be used.</>
            ) : (
              <>
                The card ending {balance.last4} has <strong className="text-lg">{formatUsd(balance.balanceCents)}</strong> left of{" "}
                {formatUsd(balance.initialCents)}.
              </>
            )}
          </p>
        )}
      </div>
      <FormAlert alert={alert} />
    </div>
  );
}
