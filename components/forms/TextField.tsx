import type { InputHTMLAttributes } from "react";
import { controlClassFor, describedBy, FieldError, FieldHint, fieldIds, FieldLabel } from "./field-parts";

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
    <div className={className}>
      <FieldLabel name={name} label={label} optional={optional} />
      <input
        id={fieldIds(name).id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={controlClassFor(error)}
        {...input}
      />
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
    </div>
  );
}
