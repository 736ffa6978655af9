import type { InputHTMLAttributes } from "react";
import { controlClass, describedBy, FieldError, FieldHint, fieldIds, OptionalMark } from "./field-parts";

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
      <label htmlFor={fieldIds(name).id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <OptionalMark /> : null}
      </label>
      <input
        id={fieldIds(name).id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={`${controlClass} ${error ? "border-red-600" : "border-slate-300"}`}
        {...input}
      />
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
    </div>
  );
}
