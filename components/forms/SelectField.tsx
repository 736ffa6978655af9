import type { SelectHTMLAttributes } from "react";
import { controlClassFor, describedBy, FieldError, FieldHint, fieldIds, FieldLabel } from "./field-parts";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "children"> & {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice ("Choose…"); leave it out when a value is always chosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
  optional?: boolean;
};

/** A labelled select whose message is tied to it for screen readers. */
export function SelectField({ name, label, options, placeholder, error, hint, optional, className, ...select }: SelectFieldProps) {
  return (
    <div className={className}>
      <FieldLabel name={name} label={label} optional={optional} />
      <select
        id={fieldIds(name).id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={controlClassFor(error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
    </div>
  );
}
