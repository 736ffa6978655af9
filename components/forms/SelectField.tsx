import type { SelectHTMLAttributes } from "react";
import { controlClassFor, fieldAria, LabelledField } from "./field-parts";

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
    <LabelledField name={name} label={label} hint={hint} error={error} optional={optional} className={className}>
      <select {...fieldAria(name, hint, error)} className={controlClassFor(error)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
