"use client";

import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/web/http/client";
import type { SavedAddress } from "@/lib/account/addresses";
import { addAddressContract, updateAddressContract } from "@/lib/account/addresses-contract";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { accessFormValues, accessInputOf, type AccessFormValues } from "@/lib/account/access-form";
import { AccessDetailsFields } from "./AccessDetailsFields";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { secondaryButtonClass } from "@/components/ui/styles";
import { useApiForm } from "./use-api-form";

const NOTES_MAX = 500;

type Values = Record<"label" | "street" | "unit" | "city" | "zip" | "accessNotes", string>;

function valuesOf(address: SavedAddress | undefined): Values {
  return {
    label: address?.label ?? "",
    street: address?.street ?? "",
    unit: address?.unit ?? "",
    city: address?.city ?? "",
    zip: address?.zip ?? "",
    accessNotes: address?.accessNotes ?? "",
  };
}

/** The server's messages for the access details ("access.buzzer"), keyed by field for AccessDetailsFields. */
const accessErrors = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith("access.") ? [[key.slice(7), message]] : [])));

/** Adds a new address (no `address`) or edits one; the server checks the ZIP is in our area. */
export function AddressForm({ address, onSaved, onCancel }: { address?: SavedAddress; onSaved: (address: SavedAddress) => void; onCancel: () => void }) {
  const { alert, fieldErrors, formRef, sending, submit } = useApiForm();
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const change = (field: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const errors = fieldErrors;
  const [access, setAccess] = useState<AccessFormValues>(() => accessFormValues(address?.access));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(
      () => {
        const body = { ...values, access: accessInputOf(access) };
        return address ? callApi(updateAddressContract, { params: { id: address.id }, body }) : callApi(addAddressContract, { body });
      },
      (data) => onSaved(data.address),
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? `Edit address ${address.label}` : "New address"}
      className="space-y-4 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5"
    >
      <TextField label="Label" name="label" required autoFocus maxLength={40} placeholder="Home, Office, Mom's place" value={values.label} onChange={change("label")} error={errors.label} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField label="Street address" name="street" required autoComplete="address-line1" maxLength={120} placeholder="145 Bedford Ave" value={values.street} onChange={change("street")} error={errors.street} />
        <TextField label="Apartment or unit" name="unit" optional autoComplete="address-line2" maxLength={20} placeholder="4B" value={values.unit} onChange={change("unit")} error={errors.unit} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField label="City or neighborhood" name="city" required autoComplete="address-level2" maxLength={60} placeholder="Brooklyn" value={values.city} onChange={change("city")} error={errors.city} />
        <TextField
          label="ZIP code"
          name="zip"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          placeholder="11211"
          hint="Manhattan, Brooklyn or Queens"
          value={values.zip}
          onChange={change("zip")}
          error={errors.zip}
        />
      </div>
      <TextAreaField
        label="Access notes"
        name="accessNotes"
        optional
        maxLength={NOTES_MAX}
        length={values.accessNotes.length}
        rows={3}
        hint="Anything else: pets, a door that sticks, where to leave the trash."
        value={values.accessNotes}
        onChange={change("accessNotes")}
        error={errors.accessNotes}
      />
      <AccessDetailsFields values={access} onChange={setAccess} saved={address?.access} errors={accessErrors(errors)} />
      <FormAlert alert={alert} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton sending={sending} sendingLabel="Saving…">
          {address ? "Save address" : "Add address"}
        </SubmitButton>
        <button type="button" onClick={onCancel} disabled={sending} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}
