"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { FormAlert } from "@/components/forms/FormAlert";
import { RadioGroup } from "@/components/forms/RadioGroup";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import type { AdminOfferDto } from "@/lib/admin/offers/offer-dto";
import { offerInputSchema, OFFER_DESCRIPTION_MAX, OFFER_NAME_MAX } from "@/lib/admin/offers/offer-schemas";
import { createOfferContract, updateOfferContract } from "@/lib/admin/offers/admin-offers-contract";
import { callApi } from "@/lib/web/http/client";
import { fieldErrorsOf, type FieldErrors } from "@/lib/kernel/failure";
import { ConfirmDialog } from "../actions/ConfirmDialog";
import { primaryButtonClass } from "@/components/ui/styles";
import { bindChecked, bindValue } from "@/components/forms/bind";

type Initial = Pick<AdminOfferDto, "id" | "name" | "description" | "isPercentage" | "discountValue" | "isPublic" | "assignToNewAccounts" | "startsOn" | "endsOn">;

/** Create or edit an offer; the same rules as the server check it before the confirmation. */
export function OfferForm({ initial }: { initial?: Initial }) {
  const router = useRouter();
  const [name, setName] = useState(initial?.name ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [kind, setKind] = useState(initial && !initial.isPercentage ? "amount" : "percent");
  const [value, setValue] = useState(initial ? String(initial.discountValue) : "");
  const [isPublic, setPublic] = useState(initial?.isPublic ?? true);
  const [forNewAccounts, setForNewAccounts] = useState(initial?.assignToNewAccounts ?? false);
  const [startsOn, setStartsOn] = useState(initial?.startsOn ?? "");
  const [endsOn, setEndsOn] = useState(initial?.endsOn ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const body = () => ({
    name,
    description,
    isPercentage: kind === "percent",
    discountValue: value.trim() === "" ? Number.NaN : Number(value.replace(/^\$/, "").replace(/%$/, "")),
    isPublic,
    assignToNewAccounts: forNewAccounts,
    startsOn: startsOn || null,
    endsOn: endsOn || null,
  });

  function review(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const parsed = offerInputSchema.safeParse(body());
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setProblem(null);
    setConfirming(true);
  }

  async function save() {
    setBusy(true);
    const result = initial
      ? await callApi(updateOfferContract, { params: { offerId: initial.id }, body: body() })
      : await callApi(createOfferContract, { body: body() });
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error);
      setErrors(result.fieldErrors);
      return;
    }
    setConfirming(false);
    if (initial) {
      setSaved("Saved. New bookings use the changed offer; orders already booked keep their price.");
      router.refresh();
    } else {
      router.push(`/admin/offers/${result.data.offer.id}?created=1`);
    }
  }

  const discountText = kind === "percent" ? `${value}% off` : `$${value} off`;
  return (
    <form onSubmit={review} noValidate className="space-y-4">
      {saved ? <FormAlert kind="success">{saved}</FormAlert> : null}
      <TextField name="name" label="Name" maxLength={OFFER_NAME_MAX} {...bindValue(name, setName)} error={errors.name} />
      <TextAreaField name="description" label="Description" hint="Shown on the offer badge and at booking." maxLength={OFFER_DESCRIPTION_MAX} rows={2} {...bindValue(description, setDescription)} error={errors.description} />
      <RadioGroup
        name="kind"
        legend="Discount"
        value={kind}
        onChange={setKind}
        options={[
          { value: "percent", label: "Percentage" },
          { value: "amount", label: "Fixed dollars" },
        ]}
      />
      <TextField
        name="discountValue"
        label={kind === "percent" ? "Percent off" : "Dollars off"}
        inputMode="decimal"
        hint={kind === "percent" ? "A whole number from 1 to 100." : "Like 25 or 12.50; never takes a visit below $0."}
        {...bindValue(value, setValue)}
        error={errors.discountValue}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="startsOn" label="First day (optional)" type="date" {...bindValue(startsOn, setStartsOn)} error={errors.startsOn} />
        <TextField name="endsOn" label="Last day (optional)" type="date" {...bindValue(endsOn, setEndsOn)} error={errors.endsOn} />
      </div>
      <CheckboxField name="isPublic" label="Public: show it on the site" hint="Visitors see public offers; signed-in customers see the public ones they hold." {...bindChecked(isPublic, setPublic)} />
      <CheckboxField name="assignToNewAccounts" label="Give it to every new account" {...bindChecked(forNewAccounts, setForNewAccounts)} />
      <button type="submit" className={primaryButtonClass}>
        {initial ? "Review and save" : "Review and create"}
      </button>
      {confirming ? (
        <ConfirmDialog title={initial ? `Save changes to “${name}”?` : `Create “${name}”?`} confirmLabel={initial ? "Save" : "Create offer"} busy={busy} error={problem} onConfirm={() => void save()} onCancel={() => setConfirming(false)}>
          <ul className="list-disc space-y-1 pl-5">
            <li>{discountText}</li>
            <li>{startsOn || endsOn ? `From ${startsOn || "now"} to ${endsOn || "no end date"}` : "No start or end date"}</li>
            <li>{isPublic ? "Public" : "Not public"}</li>
            <li>{forNewAccounts ? "Given to every new account" : "Given only to people you assign"}</li>
          </ul>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
