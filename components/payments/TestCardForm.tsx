"use client";

import { useState, type FormEvent } from "react";
import { FormAlert, type Alert } from "@/components/account/FormAlert";
import { Spinner } from "@/components/account/SubmitButton";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { formLevelError } from "@/components/forms/form-level-error";
import { TextField } from "@/components/forms/TextField";
import { TestProviderPage } from "@/components/gift-cards/TestProviderPage";
import { testCardContract } from "@/lib/payments/cards/test-card-contract";
import { callApi } from "@/lib/web/http/client";
import { formatUsd } from "@/lib/kernel/money";
import { TEST_CARDS } from "@/lib/payments/provider/test-cards";

export interface TestCardFormProps {
  checkout: { ref: string; mode: "setup" | "payment"; amountCents: number | null; orderNumber: string | null; cancelPath: string };
}

type CardField = "number" | "expiry";

const CARD_FIELDS: ReadonlyArray<{ name: CardField; label: string; placeholder: string; inputMode?: "numeric"; className?: string }> = [
  { name: "number", label: "Card number", placeholder: "4242 4242 4242 4242", inputMode: "numeric" },
  { name: "expiry", label: "Expiry (MM/YY)", placeholder: "08/29", className: "max-w-32" },
];

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

/**
 * Test mode's card page: it stands in for Stripe Checkout on a demo installation and takes only
 * Stripe's test numbers, each with the behaviour it has at Stripe.
 */
export function TestCardForm({ checkout }: TestCardFormProps) {
  const [card, setCard] = useState<Record<CardField, string>>({ number: "", expiry: "" });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Alert>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const paying = checkout.mode === "payment" && checkout.amountCents !== null;
  const action = paying ? `Pay ${formatUsd(checkout.amountCents ?? 0)}` : "Save card";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(null);
    setFieldErrors({});
    const result = await callApi(testCardContract, { body: { ref: checkout.ref, ...card } });
    if (result.ok) {
      window.location.assign(result.data.redirectUrl);
      return;
    }
    setBusy(false);
    setFieldErrors(result.fieldErrors);
    const text = formLevelError(result.error, result.fieldErrors);
    setAlert(text ? { kind: "error", text } : null);
  }

  return (
    <TestProviderPage
      titleId="card-title"
      stands="Stripe's card page"
      title={paying ? `Pay ${formatUsd(checkout.amountCents ?? 0)} for order ${checkout.orderNumber ?? ""}` : "Save a card for after your visits"}
      subtitle={paying ? "The card you pay with is kept on file for your next visits." : "Nothing is charged now: the card on file is charged once a visit is done."}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {CARD_FIELDS.map((field) => (
          <TextField
            key={field.name}
            {...field}
            autoComplete="off"
            value={card[field.name]}
            onChange={(event) => setCard((current) => ({ ...current, [field.name]: event.target.value }))}
            error={fieldErrors[field.name]}
          />
        ))}
        <FormAlert alert={alert} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <a href={checkout.cancelPath} className={secondaryButtonClass}>
            Cancel
          </a>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy && <Spinner />}
            {action}
          </button>
        </div>
      </form>
      <div>
        <h2 className="text-sm font-semibold text-ink">Test card numbers</h2>
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
          {TEST_CARDS.map((card) => (
            <li key={card.number} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <span className="font-mono text-ink">{spaced(card.number)}</span>
              <span className="text-slate-600">{card.label}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600">Any expiry date this month or later works; no security code is needed in test mode.</p>
      </div>
    </TestProviderPage>
  );
}
