"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { ChoiceTile } from "@/components/forms/ChoiceTile";
import { FormAlert } from "@/components/forms/FormAlert";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextField } from "@/components/forms/TextField";
import { dollarsToCents, type TipChoice } from "@/lib/payments/tips/tip-choice";
import { tipContract } from "@/lib/payments/tips/tip-contract";
import { callApi } from "@/lib/web/http/client";
import { formatUsd } from "@/lib/kernel/money";

interface TipFormProps {
  orderId: string;
  /** The poll link's token, when the form is on the poll page (no sign-in needed). */
  pollToken?: string;
  cleanerName: string;
  totalCents: number;
  presets: { percent: number; amountCents: number }[];
}

const OWN = "own";

/**
 * 15, 20 or 25 % of the visit, or an amount of the customer's own, charged to the card on file
 * (offered only when the account has a usable card: TipSection asks for one otherwise).
 * The server checks everything again (limit, who, once per order); this form only helps.
 */
export function TipForm({ orderId, pollToken, cleanerName, totalCents, presets }: TipFormProps) {
  const router = useRouter();
  const [choice, setChoice] = useState<string>("20");
  const [dollars, setDollars] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  function chosenTip(): TipChoice | string {
    if (choice !== OWN) return { kind: "percent", percent: Number(choice) as 15 | 20 | 25 };
    const cents = dollarsToCents(dollars);
    if (cents === null) return "Enter the tip in dollars, like 30 or 30.50.";
    if (cents <= 0) return "A tip has to be more than $0.";
    if (cents > totalCents) return `A tip can be at most the visit's total, ${formatUsd(totalCents)}.`;
    return { kind: "amount", amountCents: cents };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tip = chosenTip();
    if (typeof tip === "string") {
      setFieldError(tip);
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    const result = await callApi(tipContract, { params: { orderId }, body: { pollToken, tip } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setThanks(`Thank you! Your ${formatUsd(result.data.tip.amountCents)} tip for ${cleanerName} is being charged to your card on file.`);
    router.refresh();
  }

  if (thanks) return <FormAlert kind="success">{thanks}</FormAlert>;

  const chosenCents = presets.find((preset) => String(preset.percent) === choice)?.amountCents ?? dollarsToCents(dollars);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-base font-semibold text-ink">Add a tip for {cleanerName}</legend>
        <p className="mt-1 text-sm text-slate-600">All of it goes to {cleanerName}. It goes on the card saved on your account, once.</p>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[...presets.map((preset) => ({ value: String(preset.percent), title: `${preset.percent}%`, detail: formatUsd(preset.amountCents) })), { value: OWN, title: "Other", detail: "your amount" }].map((option) => (
            <ChoiceTile key={option.value} id={`tip-${option.value}`} name="tip" value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)}>
              <span className="font-bold">{option.title}</span>
              <span className="text-xs">{option.detail}</span>
            </ChoiceTile>
          ))}
        </div>
      </fieldset>
      {choice === OWN ? (
        <TextField
          name="tipDollars"
          label="Tip in dollars"
          inputMode="decimal"
          hint={`Up to ${formatUsd(totalCents)}, the visit's total.`}
          value={dollars}
          onChange={(event) => setDollars(event.target.value)}
          error={fieldError}
        />
      ) : null}
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <SubmitButton busy={busy} busyLabel="Adding your tip…">
        {chosenCents && chosenCents > 0 ? `Tip ${formatUsd(chosenCents)}` : "Add the tip"}
      </SubmitButton>
    </form>
  );
}
