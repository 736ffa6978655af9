"use client";

import { CheckboxField } from "@/components/forms/CheckboxField";
import { TextField } from "@/components/forms/TextField";
import type { AccessFormValues } from "@/lib/account/access-form";

type AccessField = "doorman" | "buzzer" | "keyLocation" | "parking" | "lockboxCode" | "alarmCode";

/** Which codes are already saved: the form never holds them, it only says so. */
export interface SavedCodes {
  hasLockboxCode: boolean;
  hasAlarmCode: boolean;
}

interface AccessDetailsFieldsProps {
  values: AccessFormValues;
  onChange: (next: AccessFormValues) => void;
  saved: SavedCodes | null | undefined;
  /** Messages keyed by field ("buzzer", "lockboxCode"). */
  errors?: Partial<Record<AccessField, string>>;
  /** Each input's name; its id is `field-` and this. The address form sends "access.buzzer", the booking form "access-buzzer". */
  nameOf?: (field: AccessField) => string;
  legend?: string;
}

const dotted = (field: AccessField) => `access.${field}`;

/**
 * "Getting in" (docs/product.md, "Access details and keys"): the doorman, buzzer, keys and
 * parking, and the two codes. A saved code is never shown, only said to be saved: typing
 * replaces it, the box removes it.
 */
export function AccessDetailsFields({ values, onChange, saved, errors = {}, nameOf = dotted, legend = "Getting in" }: AccessDetailsFieldsProps) {
  const set = <K extends keyof AccessFormValues>(field: K, value: AccessFormValues[K]) => onChange({ ...values, [field]: value });
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <CheckboxField name={nameOf("doorman")} label="The building has a doorman" checked={values.doorman} onChange={(e) => set("doorman", e.target.checked)} error={errors.doorman} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Buzzer"
          name={nameOf("buzzer")}
          optional
          maxLength={40}
          placeholder="3R, or the name on the panel"
          hint="What to press, not a keypad code."
          value={values.buzzer}
          onChange={(e) => set("buzzer", e.target.value)}
          error={errors.buzzer}
        />
        <TextField
          label="Where the keys are"
          name={nameOf("keyLocation")}
          optional
          maxLength={120}
          placeholder="With the doorman"
          value={values.keyLocation}
          onChange={(e) => set("keyLocation", e.target.value)}
          error={errors.keyLocation}
        />
      </div>
      <TextField
        label="Parking"
        name={nameOf("parking")}
        optional
        maxLength={200}
        placeholder="Meters on Bedford Ave; no driveway"
        value={values.parking}
        onChange={(e) => set("parking", e.target.value)}
        error={errors.parking}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CodeField
          label="Lockbox or door code"
          name={nameOf("lockboxCode")}
          saved={saved?.hasLockboxCode ?? false}
          typed={values.lockboxCode}
          remove={values.removeLockboxCode}
          onType={(code) => set("lockboxCode", code)}
          onRemove={(remove) => set("removeLockboxCode", remove)}
          error={errors.lockboxCode}
        />
        <CodeField
          label="Alarm code"
          name={nameOf("alarmCode")}
          saved={saved?.hasAlarmCode ?? false}
          typed={values.alarmCode}
          remove={values.removeAlarmCode}
          onType={(code) => set("alarmCode", code)}
          onRemove={(remove) => set("removeAlarmCode", remove)}
          error={errors.alarmCode}
        />
      </div>
    </fieldset>
  );
}

interface CodeFieldProps {
  label: string;
  name: string;
  saved: boolean;
  typed: string;
  remove: boolean;
  onType: (code: string) => void;
  onRemove: (remove: boolean) => void;
  error?: string;
}

/** One code: empty unless typed, with "a code is saved" and a box to remove it when there is one. */
function CodeField({ label, name, saved, typed, remove, onType, onRemove, error }: CodeFieldProps) {
  return (
    <div>
      <TextField
        label={label}
        name={name}
        optional
        autoComplete="off"
        maxLength={40}
        hint={saved ? "A code is saved. Type a new one to replace it." : "Only your cleaner sees it, on the day of the visit."}
        value={typed}
        onChange={(e) => onType(e.target.value)}
        error={error}
      />
      {saved ? <CheckboxField name={`${name}-remove`} label="Remove the saved code" checked={remove} onChange={(e) => onRemove(e.target.checked)} /> : null}
    </div>
  );
}
