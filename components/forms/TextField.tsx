import type { InputHTMLAttributes } from "react";
import { controlClassFor, fieldAria, LabelledField } from "./field-parts";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Says "(optional)" in the label, so required fields need no asterisk legend. */
  optional?: boolean;
};

/** A labelled input whose message is tied to it for screen readers. */
export function TextField({ name, label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <LabelledField name={name} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input {...fieldAria(name, hint, error)} className={controlClassFor(error)} {...input} />
    </LabelledField>
  );
}
