"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, type Alert } from "@/components/account/FormAlert";
import { SubmitButton } from "@/components/account/SubmitButton";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { MarkedError } from "@/components/forms/MarkedError";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { errorSummaryItemsOf, useErrorSummary } from "@/components/forms/use-error-summary";
import { inputClass, linkClass } from "@/components/ui/styles";
import { formatUsd } from "@/lib/kernel/money";
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS, GIFT_CARD_PRESETS_CENTS, MESSAGE_MAX, RECIPIENT_NAME_MAX } from "@/lib/gift-cards/rules";
import type { FieldErrors } from "@/lib/kernel/failure";
import { callApi } from "@/lib/web/http/client";
import { giftCardPurchaseContract } from "@/lib/gift-cards/gift-cards-contract";
import { TestModeNotice } from "./TestModeNotice";
import { bindValue } from "@/components/forms/bind";

type AmountChoice = number | "other";

/** The fields in the order the form shows them, for the error summary. */
const FIELD_ORDER = ["amountCents", "recipientName", "recipientEmail", "message", "deliverOn"];

export interface BuyGiftCardFormProps {
  /** Delivery dates one may choose, New York days as YYYY-MM-DD. */
  dates: { first: string; last: string };
  testMode: boolean;
}

/** The amount in cents the form would buy, or null when the custom amount is not a number. */
function amountCentsOf(choice: AmountChoice, other: string): number | null {
  if (choice !== "other") return choice;
  const dollars = Number(other.trim().replace(/^\$/, "").replace(/,/g, ""));
  return Number.isFinite(dollars) && other.trim() !== "" ? Math.round(dollars * 100) : null;
}

/**
 * Amount (presets or another amount), recipient, message and delivery day, then payment at the
 * provider. The server checks everything again and its messages show beside the fields.
 */
export function BuyGiftCardForm({ dates, testMode }: BuyGiftCardFormProps) {
  const [choice, setChoice] = useState<AmountChoice>(10_000);
  const [other, setOther] = useState("");
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<Alert>(null);
  const [link, setLink] = useState<{ href: string; label: string } | null>(null);
  const amountHintId = useId();
  const otherId = useId();
  const amountCents = amountCentsOf(choice, other);
  const { summaryRef, showSummary } = useErrorSummary();

  /** The amount's message leads to the amount typed in, or else to the chosen preset. */
  const findAmountControl = (fieldId: string): HTMLElement | null =>
    fieldId === "field-amountCents" ? (document.getElementById(otherId) ?? document.querySelector<HTMLElement>('input[name="amount"]:checked')) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    if (amountCents === null) {
      setFieldErrors({ amountCents: "Enter an amount in dollars, from $25 to $1,000" });
      setAlert(null);
      showSummary();
      return;
    }
    setSending(true);
    setAlert(null);
    setLink(null);
    const result = await callApi(giftCardPurchaseContract, {
      body: {
        amountCents,
        recipientName: String(data.get("recipientName") ?? ""),
        recipientEmail: String(data.get("recipientEmail") ?? ""),
        message: message,
        deliverOn: String(data.get("deliverOn") ?? ""),
      },
    });
    if (result.ok) {
      // Stripe's page is another site; the test checkout is ours. A full navigation suits both.
      window.location.assign(result.data.redirectUrl);
      return;
    }
    setSending(false);
    setFieldErrors(result.fieldErrors);
    setLink(result.link ?? null);
    // Field messages go to the summary, which takes the focus; an alert would say them twice.
    if (Object.keys(result.fieldErrors).length > 0) {
      setAlert(null);
      showSummary();
    } else {
      setAlert({ kind: "error", text: result.error });
    }
  }

  const amountError = fieldErrors.amountCents;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Buy a gift card" className="space-y-6">
      {testMode && <TestModeNotice detail="You will confirm the purchase on a test page instead of paying." />}
      <ErrorSummary ref={summaryRef} items={errorSummaryItemsOf(fieldErrors, FIELD_ORDER)} resolve={findAmountControl} />
      <fieldset aria-describedby={[amountHintId, amountError ? `${amountHintId}-error` : ""].filter(Boolean).join(" ")}>
        <legend className="text-sm font-semibold text-slate-800">Amount</legend>
        <p id={amountHintId} className="mt-0.5 text-sm text-slate-500">
          From {formatUsd(GIFT_CARD_MIN_CENTS)} to {formatUsd(GIFT_CARD_MAX_CENTS)}.
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {[...GIFT_CARD_PRESETS_CENTS, "other" as const].map((value) => (
            <label
              key={value}
              className="relative flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-3 text-base font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input type="radio" name="amount" value={String(value)} checked={choice === value} onChange={() => setChoice(value)} className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0" />
              {value === "other" ? "Other" : formatUsd(value)}
            </label>
          ))}
        </div>
        {choice === "other" && (
          <div className="mt-3 max-w-xs">
            <label htmlFor={otherId} className="block text-sm font-semibold text-slate-800">
              Amount in dollars
            </label>
            <div className="relative">
              <span aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 mt-0.5 -translate-y-1/2 text-slate-500">
                $
              </span>
              <input
                id={otherId}
                name="otherAmount"
                inputMode="numeric"
                autoComplete="off"
                {...bindValue(other, setOther)}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? `${amountHintId}-error` : undefined}
                className={`${inputClass} pl-7`}
                placeholder="75"
              />
            </div>
          </div>
        )}
        <MarkedError id={`${amountHintId}-error`} error={amountError} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Recipient's name"
          name="recipientName"
          required
          maxLength={RECIPIENT_NAME_MAX}
          autoComplete="off"
          hint="How the email greets them."
          error={fieldErrors.recipientName}
        />
        <TextField
          label="Recipient's email"
          name="recipientEmail"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          hint="We email the card here."
          error={fieldErrors.recipientEmail}
        />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        optional
        maxLength={MESSAGE_MAX}
        length={message.length}
        {...bindValue(message, setMessage)}
        hint="A few words that go with the card."
        error={fieldErrors.message}
      />
      <div className="max-w-xs">
        <TextField
          label="Delivery date"
          name="deliverOn"
          type="date"
          required
          min={dates.first}
          max={dates.last}
          defaultValue={dates.first}
          hint="Today sends it right away; a later day, at 9 AM New York time."
          error={fieldErrors.deliverOn}
        />
      </div>

      <FormAlert alert={alert} />
      {link && (
        <p className="text-sm">
          <Link href={link.href} className={linkClass}>
            {link.label}
          </Link>
        </p>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {amountCents !== null && amountCents >= GIFT_CARD_MIN_CENTS && amountCents <= GIFT_CARD_MAX_CENTS ? (
            <>
              Total: <strong className="text-base text-ink">{formatUsd(amountCents)}</strong>
            </>
          ) : (
            "Choose an amount"
          )}
        </p>
        <SubmitButton sending={sending} sendingLabel="Opening payment…">
          {testMode ? "Continue to test payment" : "Continue to payment"}
        </SubmitButton>
      </div>
    </form>
  );
}
