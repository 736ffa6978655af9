import type { SelectHTMLAttributes } from "react";
import { controlClass, describedBy, FieldError, FieldHint, fieldIds, OptionalMark } from "./field-parts";

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
      <label htmlFor={fieldIds(name).id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <OptionalMark /> : null}
      </label>
      <select
        id={fieldIds(name).id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={`${controlClass} ${error ? "border-red-600" : "border-slate-300"}`}
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
